import { describe, expect, it } from 'vitest';
import type { Budget, Category, LinkedTransaction, Objective, Transaction } from '@/api/gen/model';
import {
  budgetSlices,
  cardValues,
  expenseCategories,
  objectiveProgress,
  openingBalance,
  spendingPercent,
  spendingWindow,
  sumsBalance,
  tomorrowPayments,
  variableSpending,
} from './dashboard-logic';
import { tomorrowIso } from './tomorrow';

const row = (overrides: Partial<Transaction>): Transaction => ({
  _id: 'r',
  name: 'Linha',
  value: -10,
  date: '2026-03-10',
  paid: true,
  transactionType: 'expenses',
  ...overrides,
});

const item = (overrides: Partial<LinkedTransaction>): LinkedTransaction => ({
  _id: 'i',
  transaction: { name: 'Aluguel', transactionType: 'expenses' },
  value: -1500,
  day: 11,
  ...overrides,
});

describe('cards and chart', () => {
  const points = [
    { month: '2026-02', revenues: 100, expenses: 40, investments: 10, balance: 50 },
    { month: '2026-03', revenues: 8000.1, expenses: 3000.05, investments: 500, balance: 4500.05 },
  ];
  it('reads the selected month in centavos, zeros for a month without a point', () => {
    expect(cardValues(points, '2026-03')).toEqual({
      balance: 450005,
      revenues: 800010,
      expenses: 300005,
      investments: 50000,
    });
    expect(cardValues(points, '2026-04')).toEqual({ balance: 0, revenues: 0, expenses: 0, investments: 0 });
  });

  it("adds what the wallets held as the month opened to the balance, only with 'Somar saldo' on", () => {
    const wallets = [
      { _id: 'cash', type: 'money' as const },
      { _id: 'checking', type: 'debit' as const },
      { _id: 'card', type: 'credit' as const },
      { _id: 'no-series', type: 'debit' as const },
      { _id: 'own', type: 'debit' as const, user: 'ana' },
      // A family member's account is theirs: it never counts into Ana's balance card.
      { _id: 'carlos', type: 'debit' as const, user: 'carlos' },
    ];
    const series = new Map([
      ['cash', [10, 20, 30, 40, 120.5, 80]],
      ['checking', [0, 0, 0, 0, -1000.25, 300]],
      // A card's balance is debt: it never counts into the balance card.
      ['card', [0, 0, 0, 0, -900, -100]],
      ['own', [0, 0, 0, 0, 0.5, 1]],
      ['carlos', [0, 0, 0, 0, 200, 200]],
    ]);
    const opening = openingBalance(wallets, series, 'ana');
    expect(opening).toBe(12_050 - 100_025 + 50);
    expect(cardValues(points, '2026-03', opening).balance).toBe(450_005 + 12_050 - 100_025 + 50);
    expect(cardValues(points, '2026-03', 0).balance).toBe(450_005);
    expect([undefined, {}, { sumBalance: true }, { sumBalance: false }].map(sumsBalance)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('expenseCategories', () => {
  it('sums expenses per category, largest first, leaving internal movements and revenues out', () => {
    const rows = [
      row({ category: { id: 'a', name: 'Mercado' }, value: -10.1 }),
      row({ category: { id: 'a', name: 'Mercado' }, value: -5 }),
      row({ category: { id: 'b', name: 'Lazer' }, value: -30 }),
      row({ value: -2 }),
      row({ category: { id: 'c', name: 'Salário' }, value: 100, transactionType: 'revenues' }),
      row({ category: { id: 'd', name: 'Transf' }, value: -99, bankingOperationReferenceId: 'x' }),
    ];
    expect(expenseCategories(rows, 'Sem categoria')).toEqual([
      { id: 'b', name: 'Lazer', cents: 3000 },
      { id: 'a', name: 'Mercado', cents: 1510 },
      { id: '', name: 'Sem categoria', cents: 200 },
    ]);
  });
});

describe('expenseCategories of a month with an invoice paid', () => {
  it('counts neither the payment nor the carry it booked (decision 124)', () => {
    const card = { id: 'card', name: 'Cartão de crédito' };
    const rows = [
      row({ category: { id: 'a', name: 'Mercado' }, value: -50 }),
      row({ category: card, value: -6, paymentInvoiceReferenceId: 'inv-09' }),
      row({ category: card, value: -4, invoiceReferenceId: 'inv-09' }),
    ];
    expect(expenseCategories(rows, 'Sem categoria')).toEqual([{ id: 'a', name: 'Mercado', cents: 5000 }]);
  });
});

describe('budgetSlices', () => {
  const budget = (overrides: Partial<Budget>): Budget => ({ _id: 'b', date: '2026-03-01', ...overrides });
  it('gives the four groups and what the revenues leave unreserved', () => {
    expect(
      budgetSlices(
        budget({
          revenuesValue: 5000,
          essentialValue: 2000,
          noessentialValue: 1000.5,
          debtsValue: 500,
          investimentValue: 300,
        }),
      ),
    ).toEqual([
      { key: 'fixed', cents: 200000 },
      { key: 'variable', cents: 100050 },
      { key: 'debts', cents: 50000 },
      { key: 'investments', cents: 30000 },
      { key: 'unreserved', cents: 119950 },
    ]);
  });
  it('never goes below zero unreserved, and is empty without a budget or any value', () => {
    expect(budgetSlices(budget({ revenuesValue: 100, essentialValue: 200 })).at(-1)).toEqual({
      key: 'unreserved',
      cents: 0,
    });
    expect(budgetSlices(undefined)).toEqual([]);
    expect(budgetSlices(budget({ revenuesValue: 0 }))).toEqual([]);
  });
});

describe('spendingWindow', () => {
  it('is the whole month when monthly', () => {
    expect(spendingWindow('2026-02', 'monthly', '2026-02-10')).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
    });
  });
  it.each([
    // Tuesday 10 March 2026: Monday 9 to Sunday 15.
    ['2026-03', '2026-03-10', '2026-03-09', '2026-03-15'],
    // Sunday 1 March: its week started in February, clipped to the 1st.
    ['2026-03', '2026-03-01', '2026-03-01', '2026-03-01'],
    // A past month: the week of its last day (Tuesday 31 March), clipped to the 31st.
    ['2026-03', '2026-05-20', '2026-03-30', '2026-03-31'],
    // A future month: the week of its first day (Wednesday 1 April).
    ['2026-04', '2026-03-10', '2026-04-01', '2026-04-05'],
  ])('weekly in %s seen on %s is %s to %s', (month, today, start, end) => {
    expect(spendingWindow(month, 'weekly', today)).toEqual({ start, end });
  });
});

describe('variableSpending', () => {
  const categories: Category[] = [
    { _id: 'v', name: 'Lazer', group: 'expenses', sort: 'variable' },
    { _id: 'f', name: 'Aluguel', group: 'expenses', sort: 'fixed' },
  ];
  const budget: Budget = { _id: 'b', date: '2026-03-01', noessentialValue: 1000.1 };
  const rows = [
    row({ category: { id: 'v' }, value: -100, date: '2026-03-10' }),
    row({ category: { id: 'v' }, value: -50, date: '2026-03-02' }),
    row({ category: { id: 'v' }, value: -70, date: '2026-03-10', paid: false }),
    row({ category: { id: 'f' }, value: -900, date: '2026-03-10' }),
  ];
  it('sums paid variable expenses in the window against the full value monthly', () => {
    const window = spendingWindow('2026-03', 'monthly', '2026-03-10');
    expect(variableSpending(rows, categories, budget, 'monthly', window)).toEqual({
      spent: 15000,
      projected: 100010,
    });
  });
  it('projects a quarter of noessentialValue weekly', () => {
    const window = spendingWindow('2026-03', 'weekly', '2026-03-10');
    expect(variableSpending(rows, categories, budget, 'weekly', window)).toEqual({
      spent: 10000,
      projected: 25003,
    });
  });
  it('projects nothing without a budget', () => {
    const window = spendingWindow('2026-03', 'monthly', '2026-03-10');
    expect(variableSpending(rows, categories, undefined, 'monthly', window).projected).toBe(0);
  });
  it('turns red at 100% or more', () => {
    expect(spendingPercent(100, 100)).toBe(100);
    expect(spendingPercent(99, 100)).toBe(99);
    expect(spendingPercent(1, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(spendingPercent(0, 0)).toBe(0);
  });
});

describe('tomorrowPayments', () => {
  it('is tomorrow in São Paulo', () => {
    expect(tomorrowIso(new Date('2026-03-31T23:30:00-03:00'))).toBe('2026-04-01');
  });
  it('lists unpaid expenses and unpaid expense items due tomorrow, largest first, at most five', () => {
    const rows = [
      row({ _id: 'a', name: 'Luz', value: -80, date: '2026-03-11', paid: false }),
      row({ _id: 'b', name: 'Pago', value: -80, date: '2026-03-11', paid: true }),
      row({
        _id: 'c',
        name: 'Salário',
        value: 900,
        date: '2026-03-11',
        paid: false,
        transactionType: 'revenues',
      }),
      row({ _id: 'd', name: 'Hoje', value: -80, date: '2026-03-10', paid: false }),
    ];
    const items = [
      item({ _id: 'x' }),
      item({ _id: 'y', lastPaymentDate: '2026-03-05T12:00:00Z' }),
      item({ _id: 'z', value: 200, transaction: { name: 'Renda' } }),
      item({ _id: 'w', day: 12 }),
    ];
    expect(tomorrowPayments(rows, items, '2026-03-11')).toEqual([
      { key: 'c-x', name: 'Aluguel', cents: 150000, source: 'calendar' },
      { key: 't-a', name: 'Luz', cents: 8000, source: 'transaction' },
    ]);
    const many = Array.from({ length: 7 }, (_, index) =>
      row({ _id: `m${index}`, date: '2026-03-11', paid: false, value: -(index + 1) }),
    );
    expect(tomorrowPayments(many, [], '2026-03-11').map((entry) => entry.cents)).toEqual([
      700, 600, 500, 400, 300,
    ]);
  });
  it('places an item past the month length on its last day', () => {
    expect(tomorrowPayments([], [item({ day: 31 })], '2026-02-28')).toHaveLength(1);
  });
});

describe('objectiveProgress', () => {
  const objective = (overrides: Partial<Objective>): Objective => ({
    _id: 'o',
    name: 'Reserva de emergência',
    category: 'reserva-emergencia',
    totalValue: 17_000,
    ...overrides,
  });
  // Saved is initial + paid and the percent is /objetivos' (decisions 192, 232): paid alone read 23%/24%.
  it.each([
    ['the demo reserve', { initialValue: 5_000, paidValue: 4_000 }, 900_000, 52],
    ['deposits only', { paidValue: 4_000 }, 400_000, 23],
    ['the initial value only', { initialValue: 5_000 }, 500_000, 29],
    ['under one percent', { paidValue: 100 }, 10_000, null],
    ['reached', { initialValue: 5_000, paidValue: 12_000 }, 1_700_000, 100],
  ] as const)('%s', (_, values, saved, percent) => {
    expect(objectiveProgress([objective(values)])).toEqual([
      expect.objectContaining({ id: 'o', saved, total: 1_700_000, percent }),
    ]);
  });
});
