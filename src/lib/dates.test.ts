import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addMonthsToDate,
  addMonthsToKey,
  chartDateRange,
  compareDates,
  currentMonth,
  dateInMonth,
  daysBetween,
  daysInMonth,
  deviceTodayIso,
  formatDateBr,
  isIsoDate,
  isIsoMonth,
  isLeapYear,
  lastDateOfMonth,
  lastDayOfMonth,
  monthKeyOf,
  monthLabel,
  monthName,
  monthRangeEndingAt,
  monthsBetween,
  shortMonthName,
  startOfBusinessDay,
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

  it.each([
    // The tests run with TZ=America/Sao_Paulo (vitest.config.ts): the device's day is São Paulo's.
    ['2026-12-01T02:30:00Z', '2026-11-30'],
    ['2026-12-01T03:00:00Z', '2026-12-01'],
    ['2027-01-09T12:00:00Z', '2027-01-09'],
  ])("reads the device's own date at %s as %s, zero-padded", (instant, expected) => {
    expect(deviceTodayIso(new Date(instant))).toBe(expected);
  });

  it('names months in pt-BR', () => {
    expect(monthName('2026-03')).toBe('Março');
    expect(shortMonthName('2026-02')).toBe('Fev');
    expect(monthLabel('2026-11')).toBe('Novembro 2026');
    expect(formatDateBr('2026-11-05')).toBe('05/11/2026');
  });

  // The names are a table, not Intl (decision 377); they must read as Intl's did.
  it('names every month as Intl does for pt-BR', () => {
    const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
    for (let month = 1; month <= 12; month++) {
      const key = `2026-${String(month).padStart(2, '0')}`;
      const date = new Date(Date.UTC(2026, month - 1, 15));
      const long = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(date);
      const short = new Intl.DateTimeFormat('pt-BR', { month: 'short', timeZone: 'UTC' }).format(date);
      expect([monthName(key), shortMonthName(key)]).toEqual([
        capitalised(long),
        capitalised(short.replace('.', '')),
      ]);
    }
  });
});

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

describe('strict month keys', () => {
  it.each([
    ['2024-02', '2024-02-29'],
    ['2023-02', '2023-02-28'],
    ['2025-11', '2025-11-30'],
  ])('lastDateOfMonth(%s) = %s', (key, expected) => {
    expect(lastDateOfMonth(key)).toBe(expected);
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

  it('addMonthsToKey refuses a month that does not exist', () => {
    expect(() => addMonthsToKey('2025-13', 1)).toThrow(RangeError);
  });
});

describe('São Paulo business day', () => {
  it.each([
    ['2025-03-01T02:59:59Z', '2025-02-28'],
    ['2025-03-01T03:00:00Z', '2025-03-01'],
    ['2024-12-31T23:00:00Z', '2024-12-31'],
    ['2025-01-01T03:30:00Z', '2025-01-01'],
  ])('at %s it is %s', (instant, expected) => {
    expect(todayIso(new Date(instant))).toBe(expected);
  });

  it('asks the time-zone data before the offset was fixed, in the last summer time', () => {
    // 02:30 UTC on 1 Dec 2018 was 00:30 in São Paulo, then at UTC-2.
    expect(todayIso(new Date('2018-12-01T02:30:00Z'))).toBe('2018-12-01');
    expect(todayIso(new Date('2019-02-17T02:59:59Z'))).toBe('2019-02-16');
    expect(() => todayIso(new Date(Number.NaN))).toThrow(RangeError);
  });

  // todayIso counts on UTC-3 since 2019 (decision 377). Every day's hours where a local midnight
  // could fall at UTC-2, -3 or -4 are compared with the time-zone data, so a new rule there fails.
  it('agrees with the time-zone data around every midnight until 2040', () => {
    const zone = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Sao_Paulo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const disagreements: string[] = [];
    for (let day = Date.UTC(2019, 1, 17); day < Date.UTC(2041, 0, 1); day += 86_400_000) {
      for (const hour of [2, 3, 4]) {
        for (const instant of [day + hour * 3_600_000 - 1, day + hour * 3_600_000]) {
          const at = new Date(instant);
          if (todayIso(at) !== zone.format(at)) disagreements.push(at.toISOString());
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it.each([
    ['2025-03-01', '2025-03-01T03:00:00.000Z'],
    ['2024-02-29', '2024-02-29T03:00:00.000Z'],
  ])('%s starts at %s', (date, expected) => {
    expect(startOfBusinessDay(date).toISOString()).toBe(expected);
  });
});
