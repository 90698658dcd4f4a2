import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import type {
  BalanceChartPoint,
  Budget,
  Category,
  LinkedTransaction,
  Objective,
  Payment,
  Transaction,
} from '@/api/gen/model';
import { calendarItemsQuery, categoriesQuery, objectivesQuery, paymentsQuery } from '@/api/queries';
import { useSession } from '@/app/session';
import type { IsoDate, IsoMonth } from '@/lib/dates';
import { fromApiAmount } from '@/lib/money';
import { openingBalance } from './dashboard-logic';
import { monthQueries, walletQuery } from './dashboard-queries';

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
  /** What the cash and bank wallets held as the month opened, in centavos ('Somar saldo'). */
  opening: number;
}

/** What the pending view shows: every box in its skeleton. */
export const LOADING_DASHBOARD: DashboardData = {
  chart: undefined,
  rows: undefined,
  budget: undefined,
  categories: undefined,
  objectives: undefined,
  tomorrowRows: undefined,
  calendarItems: undefined,
  payments: undefined,
  balanceOf: new Map(),
  opening: 0,
};

/** The dashboard's data, read from the cache the loader filled (suspends if it is not there yet). */
export function useDashboardData(month: IsoMonth, tomorrow: IsoDate): DashboardData {
  const userId = useSession().session?.id ?? undefined;
  const queries = monthQueries(month, tomorrow);
  const chart = useSuspenseQuery(queries.chart).data;
  const rows = useSuspenseQuery(queries.rows).data;
  const tomorrowRows = useSuspenseQuery(queries.tomorrow).data.filter((row) => row.date === tomorrow);
  const budgets = useSuspenseQuery(queries.budgets).data;
  const categories = useSuspenseQuery(categoriesQuery()).data;
  const objectives = useSuspenseQuery(objectivesQuery()).data;
  const calendarItems = useSuspenseQuery(calendarItemsQuery()).data;
  const payments = useSuspenseQuery(paymentsQuery()).data;
  const balances = useSuspenseQueries({ queries: payments.map((payment) => walletQuery(month, payment)) });
  const balanceOf = new Map<string, number>();
  const seriesOf = new Map<string, number[]>();
  payments.forEach((payment, index) => {
    const series = balances[index]?.data;
    const last = series?.at(-1);
    if (last !== undefined) balanceOf.set(payment._id, fromApiAmount(last));
    if (series) seriesOf.set(payment._id, series);
  });
  return {
    chart,
    rows,
    budget: budgets[0] ?? null,
    categories,
    objectives,
    tomorrowRows,
    calendarItems,
    payments,
    balanceOf,
    opening: openingBalance(payments, seriesOf, userId),
  };
}
