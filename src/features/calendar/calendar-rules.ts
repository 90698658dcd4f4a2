import type { LinkedTransaction } from '@/api/gen/model';
import { ptBrNames } from '@/lib/collation';
import { addMonths, type IsoDate, type IsoMonth, lastDayOfMonth, todayIso, toMonth } from '@/lib/dates';
import { fromApiAmount } from '@/lib/money';

export type GroupFilter = 'all' | 'revenues' | 'expenses';

/** The selector moves one month either side of the current one (spec 2, 'calendário mensal'). */
export function monthBounds(current: IsoMonth): { min: IsoMonth; max: IsoMonth } {
  return { min: addMonths(current, -1), max: addMonths(current, 1) };
}

/** A month typed into the URL outside the bounds shows the current month. */
export function boundedMonth(month: IsoMonth, current: IsoMonth): IsoMonth {
  const { min, max } = monthBounds(current);
  return month < min || month > max ? current : month;
}

/** Paid in a month when the last payment fell in it, São Paulo time (decision 200). */
export function isPaidIn(item: LinkedTransaction, month: IsoMonth): boolean {
  return (
    Boolean(item.lastPaymentDate) && toMonth(todayIso(new Date(item.lastPaymentDate as string))) === month
  );
}

/** Revenue or expense: the item's type, else its sign. */
export function kindOf(item: LinkedTransaction): 'revenues' | 'expenses' | 'investiments' {
  const type = item.transaction.transactionType;
  if (type) return type;
  return item.value < 0 ? 'expenses' : 'revenues';
}

/**
 * The filter an item shows under. An investment is money out: 'Despesas' lists it because the
 * summary counts it among the expenses, so every item the summary adds is under a filter.
 */
export function filterGroupOf(item: LinkedTransaction): Exclude<GroupFilter, 'all'> {
  return kindOf(item) === 'revenues' ? 'revenues' : 'expenses';
}

export function filterItems(items: readonly LinkedTransaction[], group: GroupFilter): LinkedTransaction[] {
  return group === 'all' ? [...items] : items.filter((item) => filterGroupOf(item) === group);
}

/** The date an item falls on in a month: its day, capped to the month's length. */
export function dateIn(item: LinkedTransaction, month: IsoMonth): IsoDate {
  const day = Math.min(item.day, lastDayOfMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

export interface CalendarDay {
  date: IsoDate;
  items: LinkedTransaction[];
}

/** Items by the date they fall on in the month, in day order, by name within a day. */
export function byDay(items: readonly LinkedTransaction[], month: IsoMonth): CalendarDay[] {
  const days = new Map<IsoDate, LinkedTransaction[]>();
  for (const item of items) {
    const date = dateIn(item, month);
    days.set(date, [...(days.get(date) ?? []), item]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, dayItems]) => ({
      date,
      items: dayItems.sort((a, b) => ptBrNames().compare(a.transaction.name ?? '', b.transaction.name ?? '')),
    }));
}

export interface CalendarSummary {
  revenues: number;
  expenses: number;
  balance: number;
}

/** Revenues and expenses (investments count as money out) of the month, in centavos. */
export function summarise(items: readonly LinkedTransaction[]): CalendarSummary {
  let revenues = 0;
  let expenses = 0;
  for (const item of items) {
    const cents = fromApiAmount(item.value);
    if (cents >= 0) revenues += cents;
    else expenses += cents;
  }
  return { revenues, expenses, balance: revenues + expenses };
}
