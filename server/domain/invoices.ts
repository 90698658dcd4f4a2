import {
  addDays,
  addMonthsToKey,
  compareDates,
  dateInMonth,
  monthKeyOf,
  startOfBusinessDay,
} from '../../src/lib/dates.ts';
import { sumCents } from './money.ts';
import type { CardCycle, Cents, IsoDate, MonthKey } from './types.ts';

/**
 * Invoices are keyed by the month they close in (decision 102). The close day is clamped to the
 * month's last day (31 closes on Feb 28/29 and on the 30th of 30-day months).
 */
export function invoiceCloseDate(month: MonthKey, closeDay: number): IsoDate {
  return dateInMonth(month, closeDay);
}

/**
 * Due in the close month when the due date falls after the close date, otherwise the month after.
 * Both days are cut to the month's length first: close 30 and due 31 in November, or close 29 and due
 * 30 in February, would otherwise be due the very day the invoice closes (audit X5).
 */
export function invoiceDueDate(month: MonthKey, cycle: CardCycle): IsoDate {
  const sameMonth = dateInMonth(month, cycle.paid);
  return compareDates(sameMonth, invoiceCloseDate(month, cycle.invoiceCloseOn)) > 0
    ? sameMonth
    : dateInMonth(addMonthsToKey(month, 1), cycle.paid);
}

export function invoiceDates(month: MonthKey, cycle: CardCycle): { closeDate: IsoDate; dueDate: IsoDate } {
  return { closeDate: invoiceCloseDate(month, cycle.invoiceCloseOn), dueDate: invoiceDueDate(month, cycle) };
}

/** A purchase on or after the close date goes to the next invoice. */
export function invoiceMonthOf(purchaseDate: IsoDate, closeDay: number): MonthKey {
  const month = monthKeyOf(purchaseDate);
  const closesOn = invoiceCloseDate(month, closeDay);
  return compareDates(purchaseDate, closesOn) >= 0 ? addMonthsToKey(month, 1) : month;
}

/** Inclusive purchase dates of an invoice: from the previous close date to the day before its own. */
export function invoicePeriod(month: MonthKey, closeDay: number): { start: IsoDate; end: IsoDate } {
  return {
    start: invoiceCloseDate(addMonthsToKey(month, -1), closeDay),
    end: addDays(invoiceCloseDate(month, closeDay), -1),
  };
}

/**
 * Invoice of each instalment: the purchase's invoice, then one invoice per month. Counted by
 * invoice, not by instalment date, so a clamped date (29 Jan -> 28 Feb on a card closing on the
 * 30th) never skips an invoice.
 */
export function installmentInvoiceMonths(
  purchaseDate: IsoDate,
  closeDay: number,
  installments: number,
): MonthKey[] {
  const first = invoiceMonthOf(purchaseDate, closeDay);
  return Array.from({ length: installments }, (_, index) => addMonthsToKey(first, index));
}

/** Sum of the invoice's items as booked (purchases negative, credits positive). */
export function invoiceTotal(items: ReadonlyArray<{ value: Cents }>): Cents {
  return sumCents(items.map((item) => item.value));
}

/** Close date of the invoice open on `today`; on the close day itself it is today ('Hoje'). */
export function nextCloseDate(today: IsoDate, closeDay: number): IsoDate {
  const month = monthKeyOf(today);
  const closesOn = invoiceCloseDate(month, closeDay);
  return compareDates(today, closesOn) <= 0 ? closesOn : invoiceCloseDate(addMonthsToKey(month, 1), closeDay);
}

export type CloseCountdown = { unit: 'today'; n: 0 } | { unit: 'hours' | 'days'; n: number };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * What 'Fatura fecha' shows: the invoice closes as its close day starts in São Paulo, so the
 * close day is 'Hoje', the last 24 hours count in hours (rounded up) and the rest in whole days.
 */
export function closeCountdown(now: Date, closeDate: IsoDate): CloseCountdown {
  const remaining = startOfBusinessDay(closeDate).getTime() - now.getTime();
  if (remaining <= 0) return { unit: 'today', n: 0 };
  if (remaining < DAY_MS) return { unit: 'hours', n: Math.ceil(remaining / HOUR_MS) };
  return { unit: 'days', n: Math.floor(remaining / DAY_MS) };
}

/**
 * Closed invoices still owed are looked back on this far, by the reminder e-mail and the assistant
 * alike: one still unpaid three months on is mentioned no more.
 */
export const UNPAID_INVOICE_LOOKBACK_DAYS = 92;
