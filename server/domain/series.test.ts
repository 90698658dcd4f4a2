import { describe, expect, it } from 'vitest';
import { sumCents } from './money.ts';
import { expandSeries, recurrenceHorizon, recurrenceOccurrences, stepDate, topUpPlan } from './series.ts';
import type { RecurrentType } from './types.ts';

describe('stepDate', () => {
  it.each<[string, RecurrentType, number, string]>([
    ['2025-01-31', 'monthly', 1, '2025-02-28'],
    ['2025-01-31', 'monthly', 2, '2025-03-31'],
    ['2024-01-31', 'monthly', 1, '2024-02-29'],
    ['2024-02-29', 'annual', 1, '2025-02-28'],
    ['2024-02-29', 'annual', 4, '2028-02-29'],
    ['2025-08-31', 'semiannual', 1, '2026-02-28'],
    ['2025-01-01', 'fortnightly', 2, '2025-01-31'],
    ['2025-12-25', 'weekly', 1, '2026-01-01'],
    ['2024-02-28', 'daily', 1, '2024-02-29'],
  ])('%s %s x%i = %s', (from, type, steps, expected) => {
    expect(stepDate(from, type, steps)).toBe(expected);
  });
});

describe('expandSeries: repetition up to the 12-month horizon', () => {
  it.each<[RecurrentType, string, number, string]>([
    ['monthly', '2025-01-31', 12, '2025-12-31'],
    ['monthly', '2025-03-15', 12, '2026-02-15'],
    ['semiannual', '2025-01-10', 2, '2025-07-10'],
    ['annual', '2025-01-10', 1, '2025-01-10'],
    ['fortnightly', '2025-01-01', 25, '2025-12-27'],
    ['weekly', '2025-01-01', 53, '2025-12-31'],
    ['daily', '2025-01-01', 365, '2025-12-31'],
    ['daily', '2024-01-01', 366, '2024-12-31'],
  ])('%s from %s: %i members, last on %s', (recurrentType, date, count, last) => {
    const rows = expandSeries({ date, value: -5000, recurrentType, seriesId: 's1' });
    expect(rows).toHaveLength(count);
    expect(rows.at(-1)?.date).toBe(last);
    expect(rows.every((row) => row.value === -5000 && row.recurrent && row.lastInstallment === null)).toBe(
      true,
    );
    expect(rows.map((row) => row.recurrentIndex)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(new Set(rows.map((row) => row.recurrentTransactionId))).toEqual(new Set(['s1']));
  });

  it.each([
    ['2025-01-31', '2026-01-30'],
    ['2024-02-29', '2025-02-27'],
    // Never past the last date a month screen opens on (audits Q2, X7).
    ['2199-03-01', '2199-12-31'],
  ])('horizon from %s is %s', (first, expected) => {
    expect(recurrenceHorizon(first)).toBe(expected);
  });

  it('tops an open recurrence up from a surviving member', () => {
    const base = {
      date: '2025-01-31',
      recurrentIndex: 1,
      value: 990,
      recurrentType: 'monthly',
      seriesId: 's',
    } as const;
    const later = recurrenceOccurrences(base, '2026-03-31').filter((row) => (row.recurrentIndex ?? 0) > 12);
    expect(later.map((row) => [row.recurrentIndex, row.date])).toEqual([
      [13, '2026-01-31'],
      [14, '2026-02-28'],
      [15, '2026-03-31'],
    ]);
  });
});

describe('expandSeries: instalments', () => {
  it('a single transaction has no series fields', () => {
    expect(expandSeries({ date: '2025-05-05', value: 100, installments: 1, seriesId: 's' })).toEqual([
      {
        date: '2025-05-05',
        value: 100,
        recurrent: false,
        recurrentType: null,
        recurrentIndex: null,
        lastInstallment: null,
        recurrentTransactionId: null,
      },
    ]);
  });

  it.each<[number, number, number[]]>([
    [-10000, 3, [-3334, -3333, -3333]],
    [10001, 2, [5001, 5000]],
    [-1, 2, [-1, 0]],
  ])('%i in %i -> %j', (value, installments, values) => {
    const rows = expandSeries({ date: '2025-01-31', value, installments, seriesId: 'p' });
    expect(rows.map((row) => row.value)).toEqual(values);
    expect(rows.every((row) => row.lastInstallment === installments && !row.recurrent)).toBe(true);
  });

  it.each([
    [-123_456_78, 360],
    [-1_000_00, 360],
    [-999, 360],
    [100_000_00, 12],
  ])('%i in %i instalments adds up to the cent, monthly from the first date', (value, installments) => {
    const rows = expandSeries({ date: '2024-01-31', value, installments, seriesId: 'p' });
    expect(rows).toHaveLength(installments);
    expect(sumCents(rows.map((row) => row.value))).toBe(value);
    expect(rows[1]?.date).toBe('2024-02-29');
    expect(rows[2]?.date).toBe('2024-03-31');
    expect(rows.at(-1)?.recurrentIndex).toBe(installments);
  });

  it('360 instalments end 359 months after the first', () => {
    const rows = expandSeries({ date: '2025-01-31', value: -36000, installments: 360, seriesId: 'p' });
    expect(rows.at(-1)?.date).toBe('2054-12-31');
  });

  it.each([
    [{ installments: 0 }],
    [{ installments: 361 }],
    [{ installments: 2.5 }],
    [{ installments: 2, recurrentType: 'monthly' as const }],
  ])('refuses %j', (options) => {
    expect(() => expandSeries({ date: '2025-01-01', value: 100, seriesId: 's', ...options })).toThrow(
      RangeError,
    );
  });
});

describe('topUpPlan: what one read may add (decision 311)', () => {
  const daily = {
    date: '2026-01-01',
    recurrentIndex: 1,
    value: -500,
    recurrentType: 'daily',
    seriesId: 'd',
  } as const;
  const monthly = {
    date: '2025-01-15',
    recurrentIndex: 1,
    value: -9000,
    recurrentType: 'monthly',
    seriesId: 'm',
  } as const;
  const members = (rows: ReturnType<typeof topUpPlan>) =>
    rows.map((row) => `${row.recurrentTransactionId}${row.recurrentIndex}@${row.date}`);

  it.each([
    ['everything when the budget allows', 100, ['m24@2026-12-15', 'd366@2027-01-01', 'd367@2027-01-02']],
    ['earliest dates first when it does not', 2, ['m24@2026-12-15', 'd366@2027-01-01']],
    ['nothing with no budget', 0, []],
  ])('adds %s', (_case, budget, expected) => {
    const open = [
      { ...daily, lastIndex: 365 },
      { ...monthly, lastIndex: 23 },
    ];
    expect(members(topUpPlan(open, '2027-01-02', budget))).toEqual(expected);
  });

  it('continues after the highest index ever made, stepping from the anchor (decision 106)', () => {
    const open = [{ ...monthly, date: '2025-03-15', recurrentIndex: 3, lastIndex: 12 }];
    expect(members(topUpPlan(open, '2026-02-28', 10))).toEqual(['m13@2026-01-15', 'm14@2026-02-15']);
  });

  it('a daily series read to 2099 adds no more than the budget', () => {
    expect(topUpPlan([{ ...daily, lastIndex: 365 }], '2099-12-31', 1000)).toHaveLength(1000);
  });
});
