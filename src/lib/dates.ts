/**
 * Business dates are 'YYYY-MM-DD' strings and months 'YYYY-MM' strings, read in the users' time
 * zone. Month arithmetic works on integers, never on Date objects, so no DST or UTC shift can move
 * a date to the neighbouring day.
 */

export const TIME_ZONE = 'America/Sao_Paulo';
/** Charts show the selected month and the five before it. */
export const CHART_MONTHS = 6;

export type IsoDate = string;
export type IsoMonth = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

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

function monthParts(month: IsoMonth): [number, number] {
  const match = MONTH_PATTERN.exec(month.slice(0, 7));
  if (!match) throw new RangeError(`Not a YYYY-MM month: ${month}`);
  return [Number(match[1]), Number(match[2])];
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const todayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in São Paulo, whatever the machine's time zone. */
export function todayIso(now: Date = new Date()): IsoDate {
  return todayFormatter.format(now);
}

export function currentMonth(now: Date = new Date()): IsoMonth {
  return todayIso(now).slice(0, 7);
}

export function toMonth(date: IsoDate): IsoMonth {
  const [year, month] = monthParts(date);
  return `${year}-${pad(month)}`;
}

export function addMonths(month: IsoMonth, count: number): IsoMonth {
  const [year, monthNumber] = monthParts(month);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** Same day in another month, clamped to its last day (31 Jan + 1 month is 28/29 Feb). */
export function addMonthsToDate(date: IsoDate, count: number): IsoDate {
  const day = Number(date.slice(8, 10));
  const target = addMonths(date, count);
  return `${target}-${pad(Math.min(day, lastDayOfMonth(target)))}`;
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

/** Whole months from `from` to `to` (negative when `to` is earlier). */
export function monthsBetween(from: IsoMonth, to: IsoMonth): number {
  const [fromYear, fromMonth] = monthParts(from);
  const [toYear, toMonthNumber] = monthParts(to);
  return (toYear - fromYear) * 12 + (toMonthNumber - fromMonth);
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

const monthNameFormatter = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });
const shortMonthFormatter = new Intl.DateTimeFormat('pt-BR', { month: 'short', timeZone: 'UTC' });

const capitalise = (text: string): string => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);

function monthDate(month: IsoMonth): Date {
  const [year, monthNumber] = monthParts(month);
  return new Date(Date.UTC(year, monthNumber - 1, 15));
}

/** 'Novembro' */
export function monthName(month: IsoMonth): string {
  return capitalise(monthNameFormatter.format(monthDate(month)));
}

/** 'Nov' (no trailing dot), for chart axes. */
export function shortMonthName(month: IsoMonth): string {
  return capitalise(shortMonthFormatter.format(monthDate(month)).replace('.', ''));
}

/** 'Novembro 2026' */
export function monthLabel(month: IsoMonth): string {
  return `${monthName(month)} ${monthParts(month)[0]}`;
}

/** 'DD/MM/YYYY' */
export function formatDateBr(date: IsoDate): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}
