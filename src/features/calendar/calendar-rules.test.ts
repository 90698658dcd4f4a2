import { describe, expect, it } from 'vitest';
import type { LinkedTransaction } from '@/api/gen/model';
import {
  boundedMonth,
  byDay,
  filterGroupOf,
  filterItems,
  isPaidIn,
  monthBounds,
  summarise,
} from './calendar-rules';

const item = (
  name: string,
  value: number,
  day: number,
  extra: Partial<LinkedTransaction> = {},
): LinkedTransaction => ({
  _id: name,
  transaction: { name },
  value,
  day,
  ...extra,
});

describe('calendar rules', () => {
  it('bounds the month one step either side of the current one', () => {
    expect(monthBounds('2026-01')).toEqual({ min: '2025-12', max: '2026-02' });
    expect(boundedMonth('2026-02', '2026-01')).toBe('2026-02');
    expect(boundedMonth('2026-03', '2026-01')).toBe('2026-01');
    expect(boundedMonth('2025-11', '2026-01')).toBe('2026-01');
  });

  it.each([
    [null, '2026-03', false],
    ['2026-03-10T12:00:00.000Z', '2026-03', true],
    ['2026-04-01T01:30:00.000Z', '2026-03', true],
    ['2026-04-01T03:30:00.000Z', '2026-03', false],
  ] as const)('paid at %s counts in %s: %s', (lastPaymentDate, month, paid) => {
    expect(isPaidIn(item('Luz', -10, 5, { lastPaymentDate }), month)).toBe(paid);
  });

  it('filters by type or sign, groups by the capped day and sums in centavos', () => {
    const items = [
      item('Salário', 6500, 5, { transaction: { name: 'Salário', transactionType: 'revenues' } }),
      item('Aluguel', -1800.1, 31),
      item('Academia', -99.9, 5),
      item('Tesouro', -200, 31, { transaction: { name: 'Tesouro', transactionType: 'investiments' } }),
    ];
    expect(filterItems(items, 'revenues').map((entry) => entry._id)).toEqual(['Salário']);
    expect(filterItems(items, 'expenses').map((entry) => entry._id)).toEqual([
      'Aluguel',
      'Academia',
      'Tesouro',
    ]);
    expect(filterItems(items, 'all')).toHaveLength(4);
    expect(byDay(items, '2026-02').map((day) => [day.date, day.items.map((entry) => entry._id)])).toEqual([
      ['2026-02-05', ['Academia', 'Salário']],
      ['2026-02-28', ['Aluguel', 'Tesouro']],
    ]);
    expect(summarise(items)).toEqual({ revenues: 650_000, expenses: -210_000, balance: 440_000 });
  });

  const typed = (type: 'revenues' | 'expenses' | 'investiments', value: number) =>
    item(type, value, 5, { transaction: { name: type, transactionType: type } });
  it.each([
    ['a revenue', 'revenues', typed('revenues', 100)],
    ['an expense', 'expenses', typed('expenses', -100)],
    ['an investment', 'expenses', typed('investiments', -100)],
    ['an untyped negative value', 'expenses', item('x', -1, 5)],
    ['an untyped positive value', 'revenues', item('x', 1, 5)],
  ] as const)('%s shows under %s', (_, group, entry) => {
    expect(filterGroupOf(entry)).toBe(group);
    expect(filterItems([entry], group)).toEqual([entry]);
  });

  it("lists under 'Despesas' what the summary counts as expenses", () => {
    const items = [
      typed('revenues', 6500),
      typed('expenses', -1800),
      typed('investiments', -200),
      item('Academia', -99.9, 5),
    ];
    const shown = filterItems(items, 'expenses');
    expect(summarise(shown)).toEqual({ revenues: 0, expenses: summarise(items).expenses, balance: -209_990 });
  });
});
