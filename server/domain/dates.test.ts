import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonthsToDate,
  addMonthsToKey,
  compareDates,
  dateInMonth,
  daysBetween,
  daysInMonth,
  isIsoDate,
  isLeapYear,
  lastDateOfMonth,
  monthKeyOf,
  monthRange,
  monthsBetween,
  startOfBusinessDay,
  todayInSaoPaulo,
} from './dates.ts';

describe('calendar facts', () => {
  it.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
    [2100, false],
  ])('isLeapYear(%i) = %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });

  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2025, 4, 30],
    [2025, 12, 31],
  ])('daysInMonth(%i, %i) = %i', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-1-01', false],
    ['2025-01-00', false],
  ])('isIsoDate(%s) = %s', (text, expected) => {
    expect(isIsoDate(text)).toBe(expected);
  });
});

describe('addMonthsToDate clamps to the month end', () => {
  it.each([
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2025-01-31', 2, '2025-03-31'],
    ['2025-03-31', 1, '2025-04-30'],
    ['2025-12-15', 1, '2026-01-15'],
    ['2025-01-15', -1, '2024-12-15'],
    ['2025-03-31', -1, '2025-02-28'],
    ['2025-01-10', 359, '2054-12-10'],
  ])('%s + %i months = %s', (date, months, expected) => {
    expect(addMonthsToDate(date, months)).toBe(expected);
  });
});

describe('days', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2025-01-01', 365, '2026-01-01'],
    ['2024-01-01', 365, '2024-12-31'],
  ])('%s + %i days = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it.each([
    ['2025-01-01', '2025-01-02', -1],
    ['2025-01-02', '2025-01-01', 1],
    ['2025-01-01', '2025-01-01', 0],
  ] as const)('compareDates(%s, %s) = %i', (a, b, expected) => {
    expect(compareDates(a, b)).toBe(expected);
  });
});

describe('months', () => {
  it.each([
    ['2024-02', '2024-02-29'],
    ['2023-02', '2023-02-28'],
    ['2025-11', '2025-11-30'],
  ])('lastDateOfMonth(%s) = %s', (key, expected) => {
    expect(lastDateOfMonth(key)).toBe(expected);
    expect(monthRange(key)).toEqual({ start: `${key}-01`, end: expected });
  });

  it.each([
    ['2025-01', -5, '2024-08'],
    ['2025-12', 1, '2026-01'],
    ['2025-03', 0, '2025-03'],
    ['2025-01', 24, '2027-01'],
  ])('%s + %i = %s', (key, months, expected) => {
    expect(addMonthsToKey(key, months)).toBe(expected);
    expect(monthsBetween(key, expected)).toBe(months);
  });

  it.each([
    ['2025-02', 31, '2025-02-28'],
    ['2024-02', 30, '2024-02-29'],
    ['2025-04', 31, '2025-04-30'],
    ['2025-04', 0, '2025-04-01'],
  ])('dateInMonth(%s, %i) = %s', (key, day, expected) => {
    expect(dateInMonth(key, day)).toBe(expected);
  });

  it('monthKeyOf validates the date', () => {
    expect(monthKeyOf('2025-07-09')).toBe('2025-07');
    expect(() => monthKeyOf('2025-02-30')).toThrow(RangeError);
  });
});

describe('São Paulo business day', () => {
  it.each([
    ['2025-03-01T02:59:59Z', '2025-02-28'],
    ['2025-03-01T03:00:00Z', '2025-03-01'],
    ['2024-12-31T23:00:00Z', '2024-12-31'],
    ['2025-01-01T03:30:00Z', '2025-01-01'],
  ])('at %s it is %s', (instant, expected) => {
    expect(todayInSaoPaulo(new Date(instant))).toBe(expected);
  });

  it.each([
    ['2025-03-01', '2025-03-01T03:00:00.000Z'],
    ['2024-02-29', '2024-02-29T03:00:00.000Z'],
  ])('%s starts at %s', (date, expected) => {
    expect(startOfBusinessDay(date).toISOString()).toBe(expected);
  });
});
