import { describe, expect, it } from 'vitest';
import {
  addMonths,
  addMonthsToDate,
  chartDateRange,
  currentMonth,
  formatDateBr,
  isIsoDate,
  isIsoMonth,
  lastDateOfMonth,
  lastDayOfMonth,
  monthLabel,
  monthName,
  monthRangeEndingAt,
  monthsBetween,
  shortMonthName,
  todayIso,
} from './dates';

describe('months', () => {
  it.each<[string, number, string]>([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-05', -17, '2024-12'],
    ['2026-05-31', 0, '2026-05'],
    ['2026-05', 24, '2028-05'],
  ])('%s + %i is %s', (month, count, expected) => {
    expect(addMonths(month, count)).toBe(expected);
  });

  it.each<[string, number, string]>([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-05-15', 12, '2027-05-15'],
  ])('date %s + %i months is %s', (date, count, expected) => {
    expect(addMonthsToDate(date, count)).toBe(expected);
  });

  it.each<[string, number]>([
    ['2026-02', 28],
    ['2024-02', 29],
    ['1900-02', 28],
    ['2000-02', 29],
    ['2026-04', 30],
    ['2026-12', 31],
  ])('%s has %i days', (month, days) => {
    expect(lastDayOfMonth(month)).toBe(days);
  });

  it('gives the last date, the distance and the 6-month chart range', () => {
    expect(lastDateOfMonth('2026-02')).toBe('2026-02-28');
    expect(monthsBetween('2025-11', '2026-02')).toBe(3);
    expect(monthsBetween('2026-02', '2025-11')).toBe(-3);
    expect(monthRangeEndingAt('2026-02')).toEqual([
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthRangeEndingAt('2026-02', 2)).toEqual(['2026-01', '2026-02']);
    expect(chartDateRange('2026-02')).toEqual({ startDate: '2025-09-01', endDate: '2026-02-28' });
  });

  it('validates the string formats', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2024-2-9')).toBe(false);
    expect(isIsoMonth('2026-13')).toBe(false);
    expect(isIsoMonth('2026-01')).toBe(true);
  });
});

describe('São Paulo calendar', () => {
  it('reads today in America/Sao_Paulo, not UTC', () => {
    // 02:30 UTC on 1 Dec is still 30 Nov in São Paulo (UTC-3).
    const instant = new Date('2026-12-01T02:30:00Z');
    expect(todayIso(instant)).toBe('2026-11-30');
    expect(currentMonth(instant)).toBe('2026-11');
  });

  it('names months in pt-BR', () => {
    expect(monthName('2026-03')).toBe('Março');
    expect(shortMonthName('2026-02')).toBe('Fev');
    expect(monthLabel('2026-11')).toBe('Novembro 2026');
    expect(formatDateBr('2026-11-05')).toBe('05/11/2026');
  });
});
