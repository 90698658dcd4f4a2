import { addMonthsToKey, compareDates, lastDateOfMonth, monthKeyOf } from '../../src/lib/dates.ts';
import { sumCents } from './money.ts';
import type { Cents, DomainTransaction, IsoDate, MonthKey, TransactionType } from './types.ts';

export type BalanceRow = Pick<
  DomainTransaction,
  'value' | 'paid' | 'date' | 'paymentId' | 'categoryId' | 'transactionType' | 'bankingOperationReferenceId'
> &
  Partial<Pick<DomainTransaction, 'paymentInvoiceReferenceId' | 'invoiceReferenceId'>>;

export interface Period {
  start: IsoDate;
  end: IsoDate;
}

export interface SumOptions {
  period?: Period;
  paidOnly?: boolean;
}

export type GroupTotals = Record<TransactionType, Cents> & { balance: Cents };

/** Months the charts cover: `count` months ending at `end` (6 -> start 5 months back). */
export function chartMonths(end: MonthKey, count = 6): MonthKey[] {
  return Array.from({ length: count }, (_, index) => addMonthsToKey(end, index - count + 1));
}

/** Map.groupBy is missing from Node 20. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

function inPeriod(date: IsoDate, period?: Period): boolean {
  return !period || (compareDates(date, period.start) >= 0 && compareDates(date, period.end) <= 0);
}

/**
 * Bank operations and invoice payments move money between the user's own wallets (the card
 * purchases already count as expenses), so summaries leave them out; wallet balances keep them.
 * An invoice carry (invoiceReferenceId) is part of a payment moved into the next invoice: out too
 * (decision 124).
 */
export function isInternalMovement(row: BalanceRow): boolean {
  return Boolean(row.bankingOperationReferenceId || row.paymentInvoiceReferenceId || row.invoiceReferenceId);
}

function summaryRows(rows: readonly BalanceRow[], options: SumOptions): BalanceRow[] {
  return rows.filter(
    (row) =>
      !isInternalMovement(row) && (!options.paidOnly || row.paid) && inPeriod(row.date, options.period),
  );
}

/** A wallet's balance: its initial value plus its paid rows up to `until` (inclusive). */
export function walletBalance(initialValue: Cents, rows: readonly BalanceRow[], until?: IsoDate): Cents {
  const counted = rows.filter((row) => row.paid && (!until || compareDates(row.date, until) <= 0));
  return initialValue + sumCents(counted.map((row) => row.value));
}

export function walletBalances(
  payments: ReadonlyArray<{ _id: string; value: Cents }>,
  rows: readonly BalanceRow[],
  until?: IsoDate,
): Record<string, Cents> {
  const byPayment = groupBy(rows, (row) => row.paymentId);
  return Object.fromEntries(
    payments.map((payment) => [
      payment._id,
      walletBalance(payment.value, byPayment.get(payment._id) ?? [], until),
    ]),
  );
}

/** Revenues, expenses (negative) and investments of a period, and their sum. */
export function groupTotals(rows: readonly BalanceRow[], options: SumOptions = {}): GroupTotals {
  const totals = { revenues: 0, expenses: 0, investiments: 0 };
  for (const row of summaryRows(rows, options)) totals[row.transactionType] += row.value;
  return { ...totals, balance: totals.revenues + totals.expenses + totals.investiments };
}

export interface CategoryTotal {
  categoryId: string | null;
  transactionType: TransactionType;
  total: Cents;
}

/** Per category of one group, largest amount first (the summary donut and table). */
export function categoryTotals(
  rows: readonly BalanceRow[],
  transactionType: TransactionType,
  options: SumOptions = {},
): CategoryTotal[] {
  const ofGroup = summaryRows(rows, options).filter((row) => row.transactionType === transactionType);
  const byCategory = groupBy(ofGroup, (row) => row.categoryId);
  return [...byCategory]
    .map(([categoryId, members]) => ({
      categoryId,
      transactionType,
      total: sumCents(members.map((r) => r.value)),
    }))
    .sort(
      (a, b) =>
        Math.abs(b.total) - Math.abs(a.total) || String(a.categoryId).localeCompare(String(b.categoryId)),
    );
}

export interface MonthlySeries {
  months: MonthKey[];
  revenues: Cents[];
  expenses: Cents[];
  investiments: Cents[];
}

/** Per-month group sums over the chart window (the revenues vs expenses area and line charts). */
export function monthlySeries(
  rows: readonly BalanceRow[],
  end: MonthKey,
  options: SumOptions = {},
): MonthlySeries {
  const months = chartMonths(end);
  const series: MonthlySeries = { months, revenues: [], expenses: [], investiments: [] };
  const byMonth = groupBy(summaryRows(rows, options), (row) => monthKeyOf(row.date));
  for (const month of months) {
    const totals = groupTotals(byMonth.get(month) ?? []);
    series.revenues.push(totals.revenues);
    series.expenses.push(totals.expenses);
    series.investiments.push(totals.investiments);
  }
  return series;
}

/** Closing balance at the end of each chart month (balancesChart: six numbers). */
export function balanceSeries(initialValue: Cents, rows: readonly BalanceRow[], end: MonthKey): Cents[] {
  return chartMonths(end).map((month) => walletBalance(initialValue, rows, lastDateOfMonth(month)));
}
