/**
 * The one date module of the SPA and the server (issue 12 item 9): business dates are 'YYYY-MM-DD'
 * strings and months 'YYYY-MM' strings, read in the users' time zone. Month arithmetic works on
 * integers, never on Date objects, so no DST or UTC shift can move a date to the neighbouring day.
 * A name means one thing: the strict helpers the server runs on validated input (`parseDate`,
 * `monthKeyOf`, `addMonthsToKey`) throw on a malformed value, where their lenient display
 * counterparts (`toMonth`, `addMonths`) also take a date for a month (decisions 364, 395).
 */

import { onFirstUse } from './on-first-use.ts';

export const TIME_ZONE = 'America/Sao_Paulo';
/** Charts show the selected month and the five before it. */
export const CHART_MONTHS = 6;

/** The dates the contract's `BusinessDate` takes: the years 1900 to 2200. */
export const BUSINESS_DATES = { first: '1900-01-01', last: '2200-12-31' } as const;

/** A real calendar date the server would take (a date input gives '' for 31/02, but any year). */
export function isBusinessDate(value: string): boolean {
  return isIsoDate(value) && value >= BUSINESS_DATES.first && value <= BUSINESS_DATES.last;
}

/**
 * Months a screen may be opened on: the server takes dates from 1900 to 2200, and a screen reads up
 * to a year on either side of its month (charts, planning's columns), so a year is kept clear.
 */
export const BROWSABLE_MONTHS = { first: '1901-01', last: '2199-12' } as const;

/**
 * Dates a money row may take: within the months a screen opens on, so every row booked can be shown,
 * edited and deleted on its month's list (audit X7: a row of 1900 counted in its wallet's balance
 * and was found by search, but no screen could open it).
 */
export const BOOKABLE_DATES = { first: '1901-01-01', last: '2199-12-31' } as const;

export function isBookableDate(value: string): boolean {
  return isIsoDate(value) && value >= BOOKABLE_DATES.first && value <= BOOKABLE_DATES.last;
}

export type IsoDate = string;
export type IsoMonth = string;

interface DateParts {
  year: number;
  month: number;
  day: number;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;
const DAY_MS = 86_400_000;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isIsoDate(value: string): value is IsoDate {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function isIsoMonth(value: string): value is IsoMonth {
  const match = MONTH_PATTERN.exec(value);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

/** The parts of a valid date; anything else throws. */
export function parseDate(date: IsoDate): DateParts {
  if (!isIsoDate(date)) throw new RangeError(`Not a date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

function formatDate({ year, month, day }: DateParts): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The parts of a valid month; anything else throws. */
function parseMonthKey(key: IsoMonth): { year: number; month: number } {
  const match = MONTH_PATTERN.exec(key);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new RangeError(`Not a month: ${key}`);
  return { year: Number(match[1]), month };
}

/** Year and month of a month or of a date (its first seven characters). */
function monthParts(month: IsoMonth): [number, number] {
  const match = MONTH_PATTERN.exec(month.slice(0, 7));
  if (!match) throw new RangeError(`Not a YYYY-MM month: ${month}`);
  return [Number(match[1]), Number(match[2])];
}

// en-CA writes a date as YYYY-MM-DD.
const SAO_PAULO_DATE: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
};

const todayFormatter = onFirstUse(() => new Intl.DateTimeFormat('en-CA', SAO_PAULO_DATE));

// São Paulo has kept UTC−3 all year since its last summer time ended, at 03:00 UTC on 2019-02-17.
const FIXED_OFFSET_SINCE = Date.UTC(2019, 1, 17, 3);
const SAO_PAULO_OFFSET_MS = -3 * 3_600_000;

/**
 * Today's date in São Paulo, whatever the machine's time zone. Since 2019 by the fixed offset, with
 * no `Intl` object: the first one a page makes costs 22-75 ms here, and the month screens open on
 * today's month (decision 377). A test holds it to the time-zone data around every midnight until
 * 2040, so a new rule in that data fails the build; earlier instants ask `Intl`.
 */
export function todayIso(now: Date = new Date()): IsoDate {
  const instant = now.getTime();
  if (!(instant >= FIXED_OFFSET_SINCE)) return todayFormatter().format(now);
  return fromEpochDay(Math.floor((instant + SAO_PAULO_OFFSET_MS) / DAY_MS));
}

/**
 * The calendar date an instant that stands for a whole day carries, such as a birth date sent as
 * midnight in São Paulo (`T03:00:00.000Z`) or as noon UTC: its day at São Paulo's standard offset,
 * never the zone's history, whose offset before 1914 (local mean time, −03:06:28) or in a summer
 * time would move that midnight to the day before. Empty for what is not an instant.
 */
export function dateOfDayInstant(instant: string): IsoDate | '' {
  const time = new Date(instant).getTime();
  return Number.isNaN(time) ? '' : fromEpochDay(Math.floor((time + SAO_PAULO_OFFSET_MS) / DAY_MS));
}

/**
 * The device's own calendar date, in its own time zone: for marks the device keeps for itself, such
 * as the daily reload's. Unlike `todayIso` it needs no time-zone data, so a page that formats
 * nothing loads none (the first `Intl` object costs 11-37 ms here, decision 426).
 */
export function deviceTodayIso(now: Date = new Date()): IsoDate {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function currentMonth(now: Date = new Date()): IsoMonth {
  return todayIso(now).slice(0, 7);
}

// Only the server reads the wall clock to the second: marked pure so SPA chunks drop it.
const wallClockFormatter = /* @__PURE__ */ onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      ...SAO_PAULO_DATE,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

/** The São Paulo wall-clock time at an instant, read as if it were UTC. */
function wallClockAsUtc(instant: Date): number {
  const parts = Object.fromEntries(
    wallClockFormatter()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The instant a São Paulo business day starts. */
export function startOfBusinessDay(date: IsoDate): Date {
  const midnightAsUtc = toEpochDay(date) * DAY_MS;
  const offsetMs = wallClockAsUtc(new Date(midnightAsUtc)) - midnightAsUtc;
  return new Date(midnightAsUtc - offsetMs);
}

/** The month of a month or of a date, unchecked (display). */
export function toMonth(date: IsoDate): IsoMonth {
  const [year, month] = monthParts(date);
  return `${year}-${pad(month)}`;
}

/** The month of a valid date; anything else throws. */
export function monthKeyOf(date: IsoDate): IsoMonth {
  parseDate(date);
  return date.slice(0, 7);
}

/** Month arithmetic on a month or on a date's month, unchecked (display). */
export function addMonths(month: IsoMonth, count: number): IsoMonth {
  const [year, monthNumber] = monthParts(month);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** Month arithmetic on a valid month; anything else throws. */
export function addMonthsToKey(key: IsoMonth, months: number): IsoMonth {
  parseMonthKey(key);
  return addMonths(key, months);
}

/** Whole months from `from` to `to` (negative when `to` is earlier). */
export function monthsBetween(from: IsoMonth, to: IsoMonth): number {
  const [fromYear, fromMonth] = monthParts(from);
  const [toYear, toMonthNumber] = monthParts(to);
  return (toYear - fromYear) * 12 + (toMonthNumber - fromMonth);
}

export function lastDayOfMonth(month: IsoMonth): number {
  const [year, monthNumber] = monthParts(month);
  return daysInMonth(year, monthNumber);
}

export function firstDateOfMonth(month: IsoMonth): IsoDate {
  return `${toMonth(month)}-01`;
}

export function lastDateOfMonth(month: IsoMonth): IsoDate {
  return `${toMonth(month)}-${pad(lastDayOfMonth(month))}`;
}

/** The given day of a valid month, clamped to its last day (31 in February is the 28th or 29th). */
export function dateInMonth(key: IsoMonth, day: number): IsoDate {
  const { year, month } = parseMonthKey(key);
  return formatDate({ year, month, day: Math.min(Math.max(day, 1), daysInMonth(year, month)) });
}

/** `count` consecutive months ending at `end`, oldest first. */
export function monthRangeEndingAt(end: IsoMonth, count: number = CHART_MONTHS): IsoMonth[] {
  return Array.from({ length: count }, (_, index) => addMonths(end, index - count + 1));
}

/** First and last business dates covered by the chart range ending at `end`. */
export function chartDateRange(
  end: IsoMonth,
  count: number = CHART_MONTHS,
): { startDate: IsoDate; endDate: IsoDate } {
  return { startDate: firstDateOfMonth(addMonths(end, 1 - count)), endDate: lastDateOfMonth(end) };
}

/**
 * Same day n months later, clamped to the target month's end (31 Jan + 1 month is 28/29 Feb).
 * Series step from their first date (anchor + k months), never from the previous clamped date, so
 * a series on the 31st returns to the 31st after February.
 */
export function addMonthsToDate(date: IsoDate, count: number): IsoDate {
  const day = Number(date.slice(8, 10));
  const target = addMonths(date, count);
  return `${target}-${pad(Math.min(day, lastDayOfMonth(target)))}`;
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

// CLDR's pt-BR month names, capitalised as the app writes them (a test holds them to `Intl`'s): a
// month label needs no `Intl` object, whose first one costs 22-75 ms here (decision 377).
const MONTH_NAMES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

/** 'Novembro' */
export function monthName(month: IsoMonth): string {
  return MONTH_NAMES[monthParts(month)[1] - 1] as string;
}

/** 'Nov' (no trailing dot), for chart axes: pt-BR abbreviates every month to its first three letters. */
export function shortMonthName(month: IsoMonth): string {
  return monthName(month).slice(0, 3);
}

/** 'Novembro 2026' */
export function monthLabel(month: IsoMonth): string {
  return `${monthName(month)} ${monthParts(month)[0]}`;
}

/** 'DD/MM/YYYY' */
export function formatDateBr(date: IsoDate): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}
