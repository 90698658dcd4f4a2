import { describe, expect, it } from 'vitest';
import type { Budget, Category } from '@/api/gen/model';
import {
  cardLines,
  centsOfPercent,
  draftBody,
  groupOfCategory,
  groupTotals,
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
