import { useQueries } from '@tanstack/react-query';
import { getGetBalancesChartQueryOptions, useListBalances } from '@/api/gen/endpoints/balances/balances';
import { useListBudgets } from '@/api/gen/endpoints/budgets/budgets';
import { useListCategories } from '@/api/gen/endpoints/categories/categories';
import { useListLinkedTransactions } from '@/api/gen/endpoints/linkedtransactions/linkedtransactions';
import { useListObjectives } from '@/api/gen/endpoints/objectives/objectives';
import { useListPayments } from '@/api/gen/endpoints/payments/payments';
import { useListTransactions } from '@/api/gen/endpoints/transactions/transactions';
import type {
  BalanceChartPoint,
  Budget,
  Category,
  LinkedTransaction,
  Objective,
  Payment,
  Transaction,
} from '@/api/gen/model';
import { chartDateRange, firstDateOfMonth, type IsoDate, type IsoMonth, lastDateOfMonth } from '@/lib/dates';
import { fromApiAmount } from '@/lib/money';

const itemsOf = <T>(response: { status: number; data: unknown }): T[] =>
  response.status === 200 ? ((response.data as { data: { items: T[] } }).data.items ?? []) : [];

export interface DashboardData {
  chart: BalanceChartPoint[] | undefined;
  rows: Transaction[] | undefined;
  budget: Budget | null | undefined;
  categories: Category[] | undefined;
  objectives: Objective[] | undefined;
  tomorrowRows: Transaction[] | undefined;
  calendarItems: LinkedTransaction[] | undefined;
  payments: Payment[] | undefined;
  /** Each wallet's closing balance at the end of the month, in centavos. */
  balanceOf: Map<string, number>;
  chartError: boolean;
}

/**
 * Everything the dashboard shows, composed from existing calls (decision 230): the plain chart series
 * for the cards and the line chart, the month's rows, budget and categories, objectives, tomorrow's
 * rows and the calendar items, and one closing-balance series per wallet. No user filter: the server
 * answers the signed-in person's own figures, the family's main user by default.
 */
export function useDashboardData(month: IsoMonth, tomorrow: IsoDate): DashboardData {
  const range = chartDateRange(month);
  const startDate = firstDateOfMonth(month);
  const endDate = lastDateOfMonth(month);
  const chart = useListBalances(
    { type: 'chart', ...range },
    { query: { select: itemsOf<BalanceChartPoint> } },
  );
  const rows = useListTransactions({ startDate, endDate }, { query: { select: itemsOf<Transaction> } });
  const budgets = useListBudgets({ startDate, endDate }, { query: { select: itemsOf<Budget> } });
  const categories = useListCategories({ query: { select: itemsOf<Category> } });
  const objectives = useListObjectives({ query: { select: itemsOf<Objective> } });
  const tomorrowRows = useListTransactions(
    { startDate: tomorrow, endDate: tomorrow },
    { query: { select: itemsOf<Transaction> } },
  );
  const calendarItems = useListLinkedTransactions({ query: { select: itemsOf<LinkedTransaction> } });
  const payments = useListPayments({ query: { select: itemsOf<Payment> } });
  const balances = useQueries({
    queries: (payments.data ?? []).map((payment) =>
      getGetBalancesChartQueryOptions(
        { inicio: range.startDate, fim: range.endDate, paymentId: payment._id },
        { query: { select: (response) => (response.status === 200 ? response.data.data : []) } },
      ),
    ),
  });
  const balanceOf = new Map<string, number>();
  (payments.data ?? []).forEach((payment, index) => {
    const last = balances[index]?.data?.at(-1);
    if (last !== undefined) balanceOf.set(payment._id, fromApiAmount(last));
  });
  return {
    chart: chart.data,
    rows: rows.data,
    budget: budgets.data ? (budgets.data[0] ?? null) : undefined,
    categories: categories.data,
    objectives: objectives.data,
    tomorrowRows: tomorrowRows.data,
    calendarItems: calendarItems.data,
    payments: payments.data,
    balanceOf,
    chartError: chart.isError,
  };
}
