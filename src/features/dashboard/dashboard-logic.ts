import type {
  BalanceChartPoint,
  Budget,
  Category,
  LinkedTransaction,
  Objective,
  Payment,
  Transaction,
} from '@/api/gen/model';
import { type IsoDate, type IsoMonth, lastDayOfMonth, todayIso, toMonth } from '@/lib/dates';
import { fromApiAmount } from '@/lib/money';
import { objectivePercent, savedCentsOf } from '@/lib/objective-progress';

/** Spec 2, section 9: the dashboard lists show at most 5 items; the wallets box scrolls above 5. */
export const DASHBOARD_LIST_LIMIT = 5;

export type CardKey = 'balance' | 'revenues' | 'expenses' | 'investments';
export const CARD_KEYS: readonly CardKey[] = ['balance', 'revenues', 'expenses', 'investments'];

/**
 * The four cards of the month in centavos, from the plain chart point of that month (decision 122).
 * `carried` is what the wallets held as the month opened: with 'Somar saldo' on, the balance card
 * adds it to the month's result (decision 476); off, the card shows the month's result alone.
 */
export function cardValues(
  points: readonly BalanceChartPoint[],
  month: IsoMonth,
  carried = 0,
): Record<CardKey, number> {
  const point = points.find((entry) => entry.month === month);
  return {
    balance: fromApiAmount(point?.balance ?? 0) + carried,
    revenues: fromApiAmount(point?.revenues ?? 0),
    expenses: fromApiAmount(point?.expenses ?? 0),
    investments: fromApiAmount(point?.investments ?? 0),
  };
}

/**
 * What the person's own cash and bank wallets held when the month opened: each one's closing
 * balance at the end of the month before (the second-last point of its series). Cards are debt,
 * left out as in 'Saldo total carteiras'; a family member's wallets are theirs, as the month's
 * result beside it is the person's own.
 */
export function openingBalance(
  payments: readonly Pick<Payment, '_id' | 'type' | 'user'>[],
  seriesOf: ReadonlyMap<string, readonly number[]>,
  userId: string | undefined,
): number {
  return payments
    .filter((payment) => payment.type !== 'credit' && (!payment.user || payment.user === userId))
    .reduce((total, payment) => total + fromApiAmount(seriesOf.get(payment._id)?.at(-2) ?? 0), 0);
}

/** Whether the person sums the wallets into the balance ('Somar saldo', on unless switched off). */
export const sumsBalance = (preferences: { sumBalance?: boolean } | undefined) =>
  preferences?.sumBalance !== false;

/** Bank operations, invoice payments and the carries they book into the next invoice (decision 124). */
const isInternalMovement = (row: Transaction) =>
  Boolean(row.bankingOperationReferenceId || row.paymentInvoiceReferenceId || row.invoiceReferenceId);

export interface CategorySpend {
  id: string;
  name: string;
  cents: number;
}

/** Expenses of the month per category, largest first; bank operations and invoice payments left out. */
export function expenseCategories(rows: readonly Transaction[], noCategory: string): CategorySpend[] {
  const byId = new Map<string, CategorySpend>();
  for (const row of rows) {
    if (row.transactionType !== 'expenses' || isInternalMovement(row)) continue;
    const id = row.category?.id ?? '';
    const entry = byId.get(id) ?? { id, name: row.category?.name ?? noCategory, cents: 0 };
    entry.cents += Math.abs(fromApiAmount(row.value));
    byId.set(id, entry);
  }
  return [...byId.values()].filter((entry) => entry.cents > 0).sort((a, b) => b.cents - a.cents);
}

export type BudgetSliceKey = 'fixed' | 'variable' | 'debts' | 'investments' | 'unreserved';

/**
 * The budget donut: the planned groups of the month and what the revenues leave unreserved. Empty
 * (the 'Sem orçamento' state) when the month has no budget or nothing is planned in it.
 */
export function budgetSlices(budget: Budget | undefined): { key: BudgetSliceKey; cents: number }[] {
  if (!budget) return [];
  const fixed = fromApiAmount(budget.essentialValue ?? 0);
  const variable = fromApiAmount(budget.noessentialValue ?? 0);
  const debts = fromApiAmount(budget.debtsValue ?? 0);
  const investments = fromApiAmount(budget.investimentValue ?? 0);
  const revenues = fromApiAmount(budget.revenuesValue ?? 0);
  const unreserved = Math.max(0, revenues - fixed - variable - debts - investments);
  const slices = [
    { key: 'fixed' as const, cents: fixed },
    { key: 'variable' as const, cents: variable },
    { key: 'debts' as const, cents: debts },
    { key: 'investments' as const, cents: investments },
    { key: 'unreserved' as const, cents: unreserved },
  ];
  return slices.some((slice) => slice.cents > 0) ? slices : [];
}

export type SpendingPeriod = 'weekly' | 'monthly';

const dayOf = (date: IsoDate) => Number(date.slice(8, 10));
const dateIn = (month: IsoMonth, day: number): IsoDate => `${month}-${String(day).padStart(2, '0')}`;

/**
 * The dates the variable-spending box covers. Monthly: the whole month. Weekly: the Monday-to-Sunday
 * week of the reference day (today in the current month, else the month's last day, or its first for
 * a future month), clipped to the month (decision 231).
 */
export function spendingWindow(
  month: IsoMonth,
  period: SpendingPeriod,
  today: IsoDate,
): { start: IsoDate; end: IsoDate } {
  const last = lastDayOfMonth(month);
  if (period === 'monthly') return { start: dateIn(month, 1), end: dateIn(month, last) };
  const thisMonth = toMonth(today);
  const reference = thisMonth === month ? dayOf(today) : thisMonth > month ? last : 1;
  const weekday = new Date(`${dateIn(month, reference)}T12:00:00Z`).getUTCDay();
  const sinceMonday = (weekday + 6) % 7;
  const start = Math.max(1, reference - sinceMonday);
  const end = Math.min(last, reference - sinceMonday + 6);
  return { start: dateIn(month, start), end: dateIn(month, end) };
}

/**
 * Paid expenses of variable categories (sort 'variable') dated in the window, in centavos, against
 * the projection: the budget's noessentialValue, a quarter of it for a week (spec 2).
 */
export function variableSpending(
  rows: readonly Transaction[],
  categories: readonly Category[],
  budget: Budget | undefined,
  period: SpendingPeriod,
  window: { start: IsoDate; end: IsoDate },
): { spent: number; projected: number } {
  const variable = new Set(categories.filter((c) => c.sort === 'variable').map((c) => c._id));
  const spent = rows
    .filter(
      (row) =>
        row.transactionType === 'expenses' &&
        row.paid &&
        !isInternalMovement(row) &&
        variable.has(row.category?.id ?? '') &&
        row.date.slice(0, 10) >= window.start &&
        row.date.slice(0, 10) <= window.end,
    )
    .reduce((sum, row) => sum + Math.abs(fromApiAmount(row.value)), 0);
  const monthly = fromApiAmount(budget?.noessentialValue ?? 0);
  return { spent, projected: period === 'weekly' ? Math.round(monthly / 4) : monthly };
}

/** Percentage of the projection spent; 100 or more turns the bar red. Infinity when nothing was projected. */
export function spendingPercent(spent: number, projected: number): number {
  if (projected <= 0) return spent > 0 ? Number.POSITIVE_INFINITY : 0;
  return (spent / projected) * 100;
}

export interface DuePayment {
  key: string;
  name: string;
  cents: number;
  source: 'transaction' | 'calendar';
}

/** A calendar item falls on its day, capped to the month's length (spec 2 section 5). */
const itemDate = (item: LinkedTransaction, month: IsoMonth): IsoDate =>
  dateIn(month, Math.min(item.day, lastDayOfMonth(month)));

const itemPaidIn = (item: LinkedTransaction, month: IsoMonth) =>
  Boolean(item.lastPaymentDate) && toMonth(todayIso(new Date(item.lastPaymentDate as string))) === month;

const isExpenseItem = (item: LinkedTransaction) =>
  item.transaction.transactionType ? item.transaction.transactionType === 'expenses' : item.value < 0;

/**
 * What is due tomorrow (decision 232): unpaid expense transactions dated tomorrow and expense
 * calendar items falling tomorrow and not yet paid in that month, largest first, at most five.
 */
export function tomorrowPayments(
  rows: readonly Transaction[],
  items: readonly LinkedTransaction[],
  tomorrow: IsoDate,
): DuePayment[] {
  const month = toMonth(tomorrow);
  const fromRows = rows
    .filter((row) => row.date.slice(0, 10) === tomorrow && !row.paid && row.transactionType === 'expenses')
    .map((row) => ({
      key: `t-${row._id}`,
      name: row.name,
      cents: Math.abs(fromApiAmount(row.value)),
      source: 'transaction' as const,
    }));
  const fromItems = items
    .filter((item) => isExpenseItem(item) && itemDate(item, month) === tomorrow && !itemPaidIn(item, month))
    .map((item) => ({
      key: `c-${item._id}`,
      name: item.transaction.name ?? item.originalName ?? '',
      cents: Math.abs(fromApiAmount(item.value)),
      source: 'calendar' as const,
    }));
  return [...fromRows, ...fromItems].sort((a, b) => b.cents - a.cents).slice(0, DASHBOARD_LIST_LIMIT);
}

/**
 * Objectives for the radial chart, in centavos: saved is initial + paid and the percent the
 * /objetivos card prints, so a ring never shows another figure than the card (decision 232).
 */
export function objectiveProgress(objectives: readonly Objective[]) {
  return objectives.map((objective) => {
    const saved = savedCentsOf(
      fromApiAmount(objective.initialValue ?? 0),
      fromApiAmount(objective.paidValue ?? 0),
    );
    const total = fromApiAmount(objective.totalValue);
    return { id: objective._id, name: objective.name, saved, total, ...objectivePercent(saved, total) };
  });
}
