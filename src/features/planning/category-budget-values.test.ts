import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { changeOf, clampInstallments, type LimitValues, limitSchema } from './category-budget-values';
import type { Group } from './planning-logic';

const values = (overrides: Partial<LimitValues> = {}): LimitValues => ({
  categoryId: 'alu',
  unit: 'currency',
  limit: 10_000,
  day: '',
  installments: '',
  recurrence: '',
  ...overrides,
});
const groupOf = (id: string): Group => (id === 'sal' ? 'revenues' : 'essential');
const issue = (input: LimitValues, revenues: number) =>
  v.safeParse(limitSchema(groupOf, revenues), input).issues?.[0]?.message;

describe('limitSchema', () => {
  it.each([
    ['a limit within revenues', values(), 50_000, undefined],
    ['an empty limit', values({ limit: null }), 50_000, 'planning:errors.invalidValue'],
    ['0%', values({ unit: 'percent', limit: 0 }), 50_000, 'planning:errors.invalidValue'],
    ['above revenues', values({ limit: 50_001 }), 50_000, 'planning:errors.exceedsRevenues'],
    ['above 100%', values({ unit: 'percent', limit: 10_001 }), 50_000, 'planning:errors.exceedsRevenues'],
    ['no revenues yet', values(), 0, 'planning:errors.revenuesFirst'],
    ['a revenue with no revenues yet', values({ categoryId: 'sal', limit: 900_000 }), 0, undefined],
  ])('%s', (_, input, revenues, message) => {
    expect(issue(input, revenues)).toBe(message);
  });
});

describe('clampInstallments', () => {
  it.each([
    ['', ''],
    ['12', '12'],
    ['1a2', '12'],
    ['1500', '999'],
  ])('%s -> %s', (text, clamped) => {
    expect(clampInstallments(text)).toBe(clamped);
  });
});

describe('changeOf', () => {
  it('sends a percentage as budgetValue with its converted value', () => {
    expect(
      changeOf(values({ unit: 'percent', limit: 1250, day: 10, installments: '3' }), {
        mode: 'add',
        group: 'essential',
        revenues: 800_000,
      }),
    ).toEqual({
      mode: 'add',
      category: 'alu',
      type: 'essential',
      value: 1000,
      budgetValue: 12.5,
      day: 10,
      lastInstallment: 3,
    });
    expect(
      changeOf(values({ recurrence: 'monthly' }), {
        mode: 'edit',
        group: 'essential',
        revenues: 1,
        lineId: 'l1',
      }),
    ).toEqual({
      mode: 'edit',
      _id: 'l1',
      category: 'alu',
      type: 'essential',
      value: 100,
      recurrentType: 'monthly',
    });
  });
});
