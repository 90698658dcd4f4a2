import { describe, expect, it } from 'vitest';
import type { Budget, Category, Transaction } from '@/api/gen/model';
import {
  cardLines,
  centsOfPercent,
  draftBody,
  groupOfCategory,
  groupTotals,
  mayPlanFor,
  pendingReaching,
  plannedBalance,
  planningWindow,
  realisedByCategory,
  utilisation,
  withPending,
} from './planning-logic';

const categories: Category[] = [
  { _id: 'sal', name: 'Salário', group: 'revenues' },
  { _id: 'alu', name: 'Aluguel', group: 'expenses', sort: 'fixed' },
  { _id: 'laz', name: 'Lazer', group: 'expenses', sort: 'variable' },
  { _id: 'emp', name: 'Empréstimo', group: 'debts' },
  { _id: 'pou', name: 'Poupança', group: 'investiments' },
];

const budget: Budget = {
  _id: 'b1',
  date: '2026-03-01',
  revenuesCategories: [{ _id: 'l1', category: { _id: 'sal', name: 'Salário' }, value: 8000 }],
  essentialCategories: [{ _id: 'l2', category: 'alu', value: 2500.1 }],
  debtsCategories: [{ _id: 'l3', category: { _id: 'emp', name: 'Empréstimo' }, value: 1000 }],
};

describe('planningWindow', () => {
  it('covers 13 months from last month', () => {
    expect(planningWindow('2026-12')).toMatchObject({ first: '2026-11', last: '2027-11' });
    expect(planningWindow('2026-12').months).toHaveLength(13);
  });
});

describe('groupOfCategory', () => {
  it.each([
    ['sal', 'revenues'],
    ['alu', 'essential'],
    ['laz', 'noessential'],
    ['emp', 'debts'],
    ['pou', 'investiment'],
  ])('%s -> %s', (id, group) => {
    expect(groupOfCategory(categories.find((category) => category._id === id) as Category)).toBe(group);
  });
});

describe('totals', () => {
  it('sums each card in centavos, the balance and the usage', () => {
    const totals = groupTotals(budget);
    expect(totals).toEqual({
      revenues: 800_000,
      essential: 250_010,
      noessential: 0,
      debts: 100_000,
      investiment: 0,
    });
    expect(plannedBalance(totals)).toBe(449_990);
    expect(utilisation(totals)).toEqual({ used: 350_010, revenues: 800_000 });
    // Planned out beyond revenues shows as such (180%), not capped at 100%.
    expect(utilisation({ ...totals, essential: 900_000 }).used).toBe(1_000_000);
    expect(groupTotals(undefined).revenues).toBe(0);
  });
  it('converts percentages against revenues, half up', () => {
    expect(centsOfPercent(12.5, 333_333)).toBe(41_667);
  });
});

describe('cardLines', () => {
  const realised = realisedByCategory([
    {
      _id: 't',
      name: 'x',
      value: -10.5,
      date: '2026-03-01',
      paid: true,
      transactionType: 'expenses',
      category: { id: 'laz', name: 'Lazer' },
    },
    {
      _id: 'u',
      name: 'y',
      value: -2,
      date: '2026-03-02',
      paid: true,
      transactionType: 'expenses',
      category: { id: 'laz', name: 'Lazer' },
    },
  ]);
  it('lists planned lines with names, and the unplanned ones only when asked', () => {
    expect(cardLines(budget, 'essential', categories, realised, false)).toEqual([
      expect.objectContaining({ name: 'Aluguel', planned: 250_010, isPlanned: true, lineId: 'l2' }),
    ]);
    expect(cardLines(budget, 'noessential', categories, realised, true)).toEqual([
      expect.objectContaining({ name: 'Lazer', planned: 0, realised: 1250, isPlanned: false }),
    ]);
  });
});

describe('realisedByCategory', () => {
  const lazer = { id: 'laz', name: 'Lazer', group: 'expenses' } as const;
  const salario = { id: 'sal', name: 'Salário', group: 'revenues' } as const;
  const poupanca = { id: 'pou', name: 'Poupança', group: 'investiments' } as const;
  const cartao = { id: 'car', name: 'Cartão de crédito', group: 'expenses' } as const;
  const row = (value: number, extra: Partial<Transaction> = {}): Transaction => ({
    _id: `r${value}`,
    name: 'Linha',
    value,
    date: '2026-03-10',
    paid: true,
    transactionType: value < 0 ? 'expenses' : 'revenues',
    category: lazer,
    ...extra,
  });
  it.each<[string, Transaction[], Record<string, number>]>([
    ['expenses add up', [row(-10.5), row(-2)], { laz: 1250 }],
    ['a refund lowers the expense', [row(-100), row(30, { transactionType: 'expenses' })], { laz: 7000 }],
    ['a refund beyond the spending realises nothing', [row(-10), row(30)], { laz: 0 }],
    ['revenues count in', [row(8000, { category: salario })], { sal: 800_000 }],
    [
      'a reversed revenue lowers the revenue',
      [row(8000, { category: salario }), row(-500, { category: salario, transactionType: 'revenues' })],
      { sal: 750_000 },
    ],
    [
      'an investment out, a redemption back',
      [
        row(-500, { category: poupanca, transactionType: 'investiments' }),
        row(200, { category: poupanca, transactionType: 'investiments' }),
      ],
      { pou: 30_000 },
    ],
    [
      'both ends of a bank transfer stay out',
      [
        row(-300, { bankingOperationReferenceId: 'op-1', bankingOperationType: 'transfer' }),
        row(300, { bankingOperationReferenceId: 'op-1', bankingOperationType: 'transfer' }),
      ],
      {},
    ],
    [
      'an invoice payment stays out (its purchases already count)',
      [row(-80, { category: cartao }), row(-80, { category: cartao, paymentInvoiceReferenceId: 'inv-03' })],
      { car: 8000 },
    ],
    [
      'an invoice carry stays out',
      [row(-20, { name: 'Residual da fatura anterior', category: cartao, invoiceReferenceId: 'inv-02' })],
      {},
    ],
    ['a row without category stays out', [row(-10, { category: undefined })], {}],
    [
      'an unpaid row is planned, not realised (as the dashboard counts spending)',
      [row(-123.45, { paid: false }), row(-52, { paid: false }), row(-7)],
      { laz: 700 },
    ],
    [
      'the group follows the type when the category has none',
      [row(50, { category: { id: 'x' }, transactionType: 'revenues' })],
      { x: 5000 },
    ],
  ])('%s', (_, rows, expected) => {
    expect(Object.fromEntries(realisedByCategory(rows))).toEqual(expected);
  });
});

describe('withPending', () => {
  it('shows adds, edits and deletes before they are sent', () => {
    const next = withPending(
      budget,
      [
        { mode: 'add', category: 'laz', type: 'noessential', value: 300 },
        { mode: 'edit', _id: 'l2', category: 'alu', type: 'essential', value: 2000 },
        { mode: 'delete', _id: 'l3', category: 'emp', type: 'debts' },
      ],
      categories,
    );
    expect(groupTotals(next)).toMatchObject({ essential: 200_000, noessential: 30_000, debts: 0 });
    expect(withPending(budget, [], categories)).toBe(budget);
  });
});

describe('pendingReaching', () => {
  const repeated = { mode: 'edit', category: 'edu', value: 200, repeat: true } as const;
  const annual = {
    mode: 'add',
    category: 'ipt',
    value: 1200,
    recurrentType: 'annual',
    repeat: true,
  } as const;
  const twoInstalments = { mode: 'add', category: 'emp', value: 300, lastInstallment: 2 } as const;
  const own = { mode: 'edit', category: 'alu', value: 900 } as const;
  const pending = new Map([
    ['2026-04', [own]],
    ['2026-01', [repeated, annual, twoInstalments]],
  ]);
  it.each([
    ['2025-12', []],
    ['2026-01', [repeated, annual, twoInstalments]],
    ['2026-02', [repeated, twoInstalments]],
    ['2026-04', [repeated, own]],
    ['2026-12', [repeated]],
    ['2027-01', []],
  ] as const)('%s', (month, expected) => {
    expect(pendingReaching(pending, month)).toEqual(expected);
  });
});

describe('draftBody', () => {
  it('sends category ids and values by list', () => {
    expect(draftBody(budget)).toMatchObject({
      date: '2026-03-01',
      revenuesCategories: [{ category: 'sal', value: 8000 }],
      essentialCategories: [{ category: 'alu', value: 2500.1 }],
      noessentialCategories: [],
    });
  });
});

describe('mayPlanFor', () => {
  const members = [
    { user: 'ana', email: 'ana@exemplo.com.br', role: 'admin', status: 'active' },
    { user: 'carlos', email: 'carlos@exemplo.com.br', role: 'member', status: 'active' },
    { user: 'bia', email: 'bia@exemplo.com.br', role: 'member', status: 'pending' },
  ] as const;
  const clients = [{ _id: 'joao' }];
  it.each([
    ['anyone their own plan', undefined, 'carlos', [], [], true],
    ['anyone their own plan, chosen by id', 'carlos', 'carlos', members, [], true],
    ["the admin an active member's", 'carlos', 'ana', members, [], true],
    ["the admin not a pending member's", 'bia', 'ana', members, [], false],
    ["a plain member not the admin's (audit F3)", 'ana', 'carlos', members, [], false],
    ["a planner a client's, from their own session", 'joao', 'paula', [], clients, true],
    ['nobody a stranger', 'joao', 'ana', members, [], false],
  ] as const)('%s', (_case, viewed, self, family, own, expected) => {
    expect(mayPlanFor(viewed, self, family, own)).toBe(expected);
  });
});
