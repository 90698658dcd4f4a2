import type { IsoDate, MonthKey } from './types.ts';

export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;
const DAY_MS = 86_400_000;

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isIsoDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function parseDate(date: IsoDate): DateParts {
  if (!isIsoDate(date)) throw new RangeError(`Not a date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

export function formatDate({ year, month, day }: DateParts): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function parseMonthKey(key: MonthKey): { year: number; month: number } {
  const match = MONTH_PATTERN.exec(key);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new RangeError(`Not a month: ${key}`);
  return { year: Number(match[1]), month };
}

export function monthKeyOf(date: IsoDate): MonthKey {
  parseDate(date);
  return date.slice(0, 7);
}

export function addMonthsToKey(key: MonthKey, months: number): MonthKey {
  const { year, month } = parseMonthKey(key);
  const index = year * 12 + (month - 1) + months;
  return formatDate({ year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 }).slice(0, 7);
}

/** Whole months from `from` to `to` (positive when `to` is later). */
export function monthsBetween(from: MonthKey, to: MonthKey): number {
  const a = parseMonthKey(from);
  const b = parseMonthKey(to);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/** The given day of a month, clamped to its last day (31 in February is the 28th or 29th). */
export function dateInMonth(key: MonthKey, day: number): IsoDate {
  const { year, month } = parseMonthKey(key);
  return formatDate({ year, month, day: Math.min(Math.max(day, 1), daysInMonth(year, month)) });
}

export function firstDateOfMonth(key: MonthKey): IsoDate {
  return dateInMonth(key, 1);
}

export function lastDateOfMonth(key: MonthKey): IsoDate {
  return dateInMonth(key, 31);
}

/** Inclusive date range of a month, as the list and balance queries filter by it. */
export function monthRange(key: MonthKey): { start: IsoDate; end: IsoDate } {
  return { start: firstDateOfMonth(key), end: lastDateOfMonth(key) };
}

/**
 * Same day n months later, clamped to the target month's end (Jan 31 + 1 = Feb 28/29). Series
 * step from their first date (anchor + k months), never from the previous clamped date, so a
 * series on the 31st returns to the 31st after February.
 */
export function addMonthsToDate(date: IsoDate, months: number): IsoDate {
  const { day } = parseDate(date);
  return dateInMonth(addMonthsToKey(monthKeyOf(date), months), day);
}

function toEpochDay(date: IsoDate): number {
  const { year, month, day } = parseDate(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function fromEpochDay(epochDay: number): IsoDate {
  const value = new Date(epochDay * DAY_MS);
  return formatDate({
    year: value.getUTCFullYear(),
    month: value.getUTCMonth() + 1,
    day: value.getUTCDate(),
  });
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

export function compareDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  const difference = daysBetween(b, a);
  return difference === 0 ? 0 : difference < 0 ? -1 : 1;
}

const businessDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallClock(instant: Date): { date: IsoDate; utcMs: number } {
  const parts = Object.fromEntries(businessDay.formatToParts(instant).map((part) => [part.type, part.value]));
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  const utcMs = Date.UTC(
    year,
    month - 1,
    day,
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return { date: formatDate({ year, month, day }), utcMs };
}

/** The business date in São Paulo at an instant (the server's clock zone does not matter). */
export function todayInSaoPaulo(now: Date = new Date()): IsoDate {
  return wallClock(now).date;
}

/** The instant a São Paulo business day starts. */
export function startOfBusinessDay(date: IsoDate): Date {
  const midnightAsUtc = toEpochDay(date) * DAY_MS;
  const offsetMs = wallClock(new Date(midnightAsUtc)).utcMs - midnightAsUtc;
  return new Date(midnightAsUtc - offsetMs);
}
