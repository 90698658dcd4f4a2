import { describe, expect, it } from 'vitest';
import {
  type BudgetLine,
  budgetTotals,
  centsOfPercent,
  groupOfCategory,
  percentOf,
  plannedBalance,
  resolveLimit,
} from './budget-lines.ts';

const line = (type: BudgetLine['type'], value: number, category: string = type): BudgetLine => ({
  _id: `${category}-${value}`,
  category,
  type,
  value,
});

describe('groupOfCategory', () => {
  it.each([
    [{ group: 'revenues' }, 'revenues'],
    [{ group: 'expenses', sort: 'fixed' }, 'essential'],
    [{ group: 'expenses', sort: null }, 'essential'],
    [{ group: 'expenses', sort: 'variable' }, 'noessential'],
    [{ group: 'debts' }, 'debts'],
    [{ group: 'investiments' }, 'investiment'],
  ])('%o -> %s', (category, group) => {
    expect(groupOfCategory(category)).toBe(group);
  });
});

describe('budgetTotals', () => {
  it('sums each card in cents and gives percentages of revenues', () => {
    const lines = [
      line('revenues', 650_000, 'salario'),
      line('revenues', 0, 'outras'),
      line('essential', 180_000, 'aluguel'),
      line('essential', 10, 'agua'),
      line('noessential', 90_001),
      line('debts', 65_000),
      line('investiment', 32_500),
    ];
    expect(budgetTotals(lines)).toEqual({
      revenuesValue: 650_000,
      essentialValue: 180_010,
      noessentialValue: 90_001,
      debtsValue: 65_000,
      investimentValue: 32_500,
      essentialSpending: 27.69,
      noessentialSpending: 13.85,
      debtsSpending: 10,
      investimentSpending: 5,
    });
    expect(plannedBalance(lines)).toBe(650_000 - 180_010 - 90_001 - 65_000 - 32_500);
  });

  it('gives 0 percent without revenues', () => {
    expect(budgetTotals([line('essential', 100)]).essentialSpending).toBe(0);
  });
});

describe('percent conversion', () => {
  it.each([
    [10, 650_000, 65_000],
    [12.5, 333_333, 41_667],
    [0.01, 100, 0],
    [100, 99, 99],
  ])('%s%% of %s cents -> %s', (percent, revenues, cents) => {
    expect(centsOfPercent(percent, revenues)).toBe(cents);
  });
  it('rounds shares to two decimals', () => {
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe('resolveLimit', () => {
  const invalid = (message: string) => ({ ok: false, kind: 'invalid', message, field: 'value' });
  it.each([
    ['a currency expense', { type: 'essential', value: 1000 }, 5000, { ok: true, value: 1000 }],
    ['a percentage expense', { type: 'noessential', budgetValue: 10 }, 5000, { ok: true, value: 500 }],
    ['an investment percentage', { type: 'investiment', budgetValue: 20 }, 5000, { ok: true, value: 1000 }],
    ['a revenue with no revenues yet', { type: 'revenues', value: 650_000 }, 0, { ok: true, value: 650_000 }],
    ['zero', { type: 'essential', value: 0 }, 5000, invalid('VALOR INVÁLIDO')],
    ['empty', { type: 'essential' }, 5000, invalid('VALOR INVÁLIDO')],
    ['0%', { type: 'essential', budgetValue: 0 }, 5000, invalid('VALOR INVÁLIDO')],
    ['a negative amount', { type: 'debts', value: -5 }, 5000, invalid('VALOR INVÁLIDO')],
    ['a revenue as a percentage', { type: 'revenues', budgetValue: 10 }, 5000, invalid('VALOR INVÁLIDO')],
    ['above revenues', { type: 'essential', value: 5001 }, 5000, invalid('VALOR ULTRAPASSA AS RECEITAS')],
    ['over 100%', { type: 'debts', budgetValue: 101 }, 5000, invalid('VALOR ULTRAPASSA AS RECEITAS')],
    ['no revenues', { type: 'essential', value: 10 }, 0, invalid('CADASTRE UMA RECEITA PRIMEIRO')],
  ] as const)('%s', (_, input, revenues, expected) => {
    expect(resolveLimit(input, revenues)).toEqual(expected);
  });
});
