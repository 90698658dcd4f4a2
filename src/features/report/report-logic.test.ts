import { describe, expect, it } from 'vitest';
import type { BalanceChartPoint, Budget, Transaction } from '@/api/gen/model';
import {
  emptyTotals,
  halfYearMonths,
  monthStatuses,
  percentOf,
  plannedByMonth,
  planningRows,
  topSpending,
  yearMonths,
} from './report-logic';

const budget = (date: string, values: Partial<Budget>): Budget =>
  ({ _id: date, date, revenuesValue: 0, ...values }) as Budget;

const row = (name: string, value: number, extra: Partial<Transaction> = {}): Transaction =>
  ({
    _id: name,
    name,
    value,
    date: '2026-03-10',
    paid: true,
    transactionType: 'expenses',
    category: { id: 'c', name: 'Moradia' },
    ...extra,
  }) as Transaction;

describe('report windows', () => {
  it('year charts span 12 months, half-year charts 6, ending at the selected month', () => {
    expect(yearMonths('2026-03')).toHaveLength(12);
    expect(yearMonths('2026-03')[0]).toBe('2025-04');
    expect(halfYearMonths('2026-03')).toEqual([
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
  });
});

describe('planned per card', () => {
  it('adds a family’s budgets of one month to the cent', () => {
    const planned = plannedByMonth([
      budget('2026-03-01', { revenuesValue: 5000.1, essentialValue: 1500.05, investimentValue: 0.1 }),
      budget('2026-03-01', { revenuesValue: 0.2, debtsValue: 300.33 }),
      budget('2026-04-01', { noessentialValue: 10 }),
    ]);
    expect(planned.get('2026-03')).toEqual({
      revenues: 500_030,
      essential: 150_005,
      noessential: 0,
      debts: 30_033,
      investiment: 10,
    });
    expect(planned.get('2026-04')?.noessential).toBe(1000);
  });
});

describe('planning table', () => {
  const planned = {
    revenues: 500_000,
    essential: 150_000,
    noessential: 80_000,
    debts: 30_000,
    investiment: 40_000,
  };
  const realised = {
    revenues: 520_000,
    essential: 150_010,
    noessential: 100_000,
    debts: 0,
    investiment: 20_000,
  };
  it.each([
    ['essential', 150_010, 150_000, 100],
    ['noessential', 100_000, 80_000, 125],
    ['investiment', 20_000, 40_000, 50],
    ['debts', 0, 30_000, 0],
    ['revenues', 520_000, 500_000, 104],
    ['totalExpenses', 270_010, 300_000, 90],
    ['balance', 249_990, 200_000, 125],
  ] as const)('%s: realised %i, planned %i, %i%%', (key, real, plan, percent) => {
    expect(planningRows(realised, planned).find((entry) => entry.key === key)).toEqual({
      key,
      realised: real,
      planned: plan,
      percent,
    });
  });
  it('keeps the spec’s row order and shows no percent without a plan', () => {
    const rows = planningRows(emptyTotals(), emptyTotals());
    expect(rows.map((entry) => entry.key)).toEqual([
      'essential',
      'noessential',
      'investiment',
      'debts',
      'revenues',
      'totalExpenses',
      'balance',
    ]);
    expect(rows.every((entry) => entry.percent === null)).toBe(true);
    expect(percentOf(-100, -200)).toBeNull();
  });
});

describe('top spending', () => {
  it('lists the two biggest paid expenses, never the card-invoice category', () => {
    const top = topSpending([
      row('Fatura', -5000, { category: { id: 'cc', name: 'Cartão de crédito' } }),
      row('Aluguel', -1800),
      row('Escola', -2500, { paid: false }),
      row('Mercado', -650.4),
      row('Padaria', -12),
      row('Pagamento fatura', -900, { paymentInvoiceReferenceId: 'inv-1' }),
      row('Transferência', -700, { bankingOperationReferenceId: 'op-1' }),
      row('Salário', 6500, { transactionType: 'revenues' }),
    ]);
    expect(top.map((entry) => entry.name)).toEqual(['Aluguel', 'Mercado']);
  });
});

describe('month status', () => {
  it('compares each month’s realised result with the planned one', () => {
    const points: BalanceChartPoint[] = [
      { month: '2026-02', revenues: 100, expenses: 50, investments: 10, balance: 40 },
      { month: '2026-03', revenues: 100, expenses: 90, investments: 0, balance: 10 },
    ];
    const planned = plannedByMonth([
      budget('2026-02-01', { revenuesValue: 100, essentialValue: 70 }),
      budget('2026-03-01', { revenuesValue: 100, essentialValue: 70 }),
    ]);
    expect(monthStatuses(points, planned, ['2026-02', '2026-03'])).toEqual([
      {
        month: '2026-02',
        revenues: 10_000,
        expenses: 5000,
        investments: 1000,
        result: 4000,
        plannedResult: 3000,
        onPlan: true,
      },
      {
        month: '2026-03',
        revenues: 10_000,
        expenses: 9000,
        investments: 0,
        result: 1000,
        plannedResult: 3000,
        onPlan: false,
      },
    ]);
  });
});
