import type { BalanceChartPoint, Budget, Category, Transaction } from '@/api/gen/model';
import { BUDGET_GROUPS, type BudgetGroup, groupOfCategory } from '@/lib/budget-groups';
import { type IsoMonth, monthRangeEndingAt, toMonth } from '@/lib/dates';
import { fromApiAmount } from '@/lib/money';

/** Year charts cover 12 months, half-year charts 6, both ending at the selected month (decision 241). */
export const YEAR_MONTHS = 12;
export const HALF_YEAR_MONTHS = 6;
/** The top spending list (spec 2): two paid items, never the card-invoice category. */
export const TOP_SPENDING_COUNT = 2;
export const CARD_INVOICE_CATEGORY = 'Cartão de crédito';

/** The planning's five cards, spelled as the wire spells them. */
export const GROUPS = BUDGET_GROUPS;
export type Group = BudgetGroup;
export type GroupTotals = Record<Group, number>;
/** The out-going cards, whose realised figure the budgets chart answers per category set. */
export const SPENDING_GROUPS = ['essential', 'noessential', 'investiment', 'debts'] as const;

const VALUE_OF: Record<Group, keyof Budget> = {
  revenues: 'revenuesValue',
  essential: 'essentialValue',
  noessential: 'noessentialValue',
  debts: 'debtsValue',
  investiment: 'investimentValue',
};

export const yearMonths = (month: IsoMonth) => monthRangeEndingAt(month, YEAR_MONTHS);
export const halfYearMonths = (month: IsoMonth) => monthRangeEndingAt(month, HALF_YEAR_MONTHS);

export const emptyTotals = (): GroupTotals => ({
  revenues: 0,
  essential: 0,
  noessential: 0,
  debts: 0,
  investiment: 0,
});

export { groupOfCategory };

/** Category ids of one card. */
export function categoriesOf(categories: readonly Category[], group: Group): string[] {
  return categories.filter((category) => groupOfCategory(category) === group).map((category) => category._id);
}

/** Centavos planned per card and month; a family's budgets (one per member) add up. */
export function plannedByMonth(budgets: readonly Budget[]): Map<IsoMonth, GroupTotals> {
  const months = new Map<IsoMonth, GroupTotals>();
  for (const budget of budgets) {
    const month = toMonth(budget.date);
    const totals = months.get(month) ?? emptyTotals();
    for (const group of GROUPS) totals[group] += fromApiAmount(Number(budget[VALUE_OF[group]] ?? 0));
    months.set(month, totals);
  }
  return months;
}

export const spendingOf = (totals: GroupTotals) =>
  totals.essential + totals.noessential + totals.investiment + totals.debts;

/** Revenues less everything going out, investments included (the planning's 'Saldo'). */
export const resultOf = (totals: GroupTotals) => totals.revenues - spendingOf(totals);

/** One series of a chart answer in centavos, aligned with `months` (a missing month is 0). */
export function seriesOf(
  points: readonly BalanceChartPoint[] | undefined,
  months: readonly IsoMonth[],
  key: Exclude<keyof BalanceChartPoint, 'month'>,
): number[] {
  const byMonth = new Map((points ?? []).map((point) => [point.month, point]));
  return months.map((month) => fromApiAmount(byMonth.get(month)?.[key] ?? 0));
}

export const PLANNING_ROWS = [
  'essential',
  'noessential',
  'investiment',
  'debts',
  'revenues',
  'totalExpenses',
  'balance',
] as const;
export type PlanningRowKey = (typeof PLANNING_ROWS)[number];

export interface PlanningRow {
  key: PlanningRowKey;
  realised: number;
  planned: number;
  /** Realised over planned, whole percent; null when nothing (or a deficit) was planned. */
  percent: number | null;
}

export function percentOf(realised: number, planned: number): number | null {
  return planned > 0 ? Math.round((realised * 100) / planned) : null;
}

/** The planning table: each card, then total spending and the balance, realised against planned. */
export function planningRows(realised: GroupTotals, planned: GroupTotals): PlanningRow[] {
  const pick = (totals: GroupTotals, key: PlanningRowKey) => {
    if (key === 'totalExpenses') return spendingOf(totals);
    if (key === 'balance') return resultOf(totals);
    return totals[key];
  };
  return PLANNING_ROWS.map((key) => {
    const row = { key, realised: pick(realised, key), planned: pick(planned, key) };
    return { ...row, percent: percentOf(row.realised, row.planned) };
  });
}

/** The biggest paid expenses of the month, leaving out card-invoice payments and own transfers. */
export function topSpending(rows: readonly Transaction[]): Transaction[] {
  return rows
    .filter(
      (row) =>
        row.paid &&
        row.transactionType === 'expenses' &&
        row.category?.name !== CARD_INVOICE_CATEGORY &&
        // Paying an invoice or moving between own wallets is no spending (decision 105).
        !row.paymentInvoiceReferenceId &&
        !row.bankingOperationReferenceId &&
        fromApiAmount(row.value) < 0,
    )
    .sort((a, b) => fromApiAmount(a.value) - fromApiAmount(b.value))
    .slice(0, TOP_SPENDING_COUNT);
}

export interface MonthStatus {
  month: IsoMonth;
  revenues: number;
  expenses: number;
  investments: number;
  result: number;
  plannedResult: number;
  /** Whether the month closed at or above what was planned. */
  onPlan: boolean;
}

/** The month status table: each month's realised result against its planned one. */
export function monthStatuses(
  points: readonly BalanceChartPoint[] | undefined,
  planned: ReadonlyMap<IsoMonth, GroupTotals>,
  months: readonly IsoMonth[],
): MonthStatus[] {
  const [revenues, expenses, investments, results] = (
    ['revenues', 'expenses', 'investments', 'balance'] as const
  ).map((key) => seriesOf(points, months, key)) as [number[], number[], number[], number[]];
  return months.map((month, index) => {
    const result = results[index] ?? 0;
    const plannedResult = resultOf(planned.get(month) ?? emptyTotals());
    return {
      month,
      revenues: revenues[index] ?? 0,
      expenses: expenses[index] ?? 0,
      investments: investments[index] ?? 0,
      result,
      plannedResult,
      onPlan: result >= plannedResult,
    };
  });
}
