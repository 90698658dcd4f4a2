import {
  addDays,
  compareDates,
  dateInMonth,
  lastDayOfMonth,
  monthKeyOf,
  todayIso,
} from '../../src/lib/dates.ts';
import type { NamedAmount } from './facts.ts';

/** A month's row as the transactions list answers it (amounts in centavos). */
export interface DueRow {
  name: string;
  date: string;
  cents: number;
  paid: boolean;
  transactionType: string;
}

/** A calendar item as the calendar list answers it. */
export interface DueItem {
  name: string;
  day: number;
  cents: number;
  transactionType?: string | null;
  lastPaymentDate?: string | null;
}

/** How far 'esta semana' reaches (decision 460): today and the six days after it. */
export const WEEK_DAYS = 7;

const isExpenseItem = (item: DueItem) =>
  item.transactionType ? item.transactionType === 'expenses' : item.cents < 0;

const paidIn = (item: DueItem, month: string) =>
  Boolean(item.lastPaymentDate) && monthKeyOf(todayIso(new Date(item.lastPaymentDate as string))) === month;

/** The day a calendar item falls on in a month: its day, capped to the month's length (spec 2 section 5). */
const itemDate = (item: DueItem, month: string) =>
  dateInMonth(month, Math.min(item.day, lastDayOfMonth(month)));

/** The months a date range touches, oldest first. */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let day = from; compareDates(day, to) <= 0; day = addDays(day, 1)) {
    const month = monthKeyOf(day);
    if (months.at(-1) !== month) months.push(month);
  }
  return months;
}

/**
 * What is due between two dates, both included (the dashboard's rule for tomorrow, decision 232,
 * over a range): unpaid expense rows dated in it and expense calendar items falling in it and not
 * yet paid in their month; by date, then largest first.
 */
export function dueBetween(
  rows: readonly DueRow[],
  items: readonly DueItem[],
  from: string,
  to: string,
): NamedAmount[] {
  const within = (date: string) => compareDates(date, from) >= 0 && compareDates(date, to) <= 0;
  const fromRows = rows
    .filter((row) => !row.paid && row.transactionType === 'expenses' && within(row.date.slice(0, 10)))
    .map((row) => ({ name: row.name, cents: Math.abs(row.cents), date: row.date.slice(0, 10) }));
  const fromItems = monthsOf(from, to).flatMap((month) =>
    items
      .filter((item) => isExpenseItem(item) && within(itemDate(item, month)) && !paidIn(item, month))
      .map((item) => ({ name: item.name, cents: Math.abs(item.cents), date: itemDate(item, month) })),
  );
  return [...fromRows, ...fromItems].sort(
    (a, b) => compareDates(a.date, b.date) || b.cents - a.cents || a.name.localeCompare(b.name, 'pt-BR'),
  );
}
