import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';
import {
  type getDashboardResponse,
  getGetDashboardQueryOptions,
} from '@/api/gen/endpoints/dashboard/dashboard';
import type { Dashboard } from '@/api/gen/model';
import { firstDateOfMonth, type IsoMonth, lastDateOfMonth } from '@/lib/dates';
import { payloadOf, readable } from './answer';
import {
  balanceChartQuery,
  budgetsQuery,
  calendarItemsQuery,
  categoriesQuery,
  objectivesQuery,
  paymentsQuery,
  walletSeriesQuery,
} from './money';

/**
 * Stores a success answer as the fetch mutator hands it to the cache. The generated keys are tagged
 * with the selected type, but the cache holds the whole answer (`select` runs on read).
 */
function store(queryClient: QueryClient, queryKey: QueryKey, body: unknown) {
  queryClient.setQueryData(queryKey, { data: { data: body }, status: 200, headers: new Headers() });
}

/**
 * Each part of the dashboard answer is the answer of a separate call (decision 390): it goes into
 * that call's cache entry, so the dashboard's widgets and the screens that share those reads
 * (/carteiras, /objetivos, the calendar items...) find it there and do not ask again.
 */
export function seedDashboardReads(queryClient: QueryClient, month: IsoMonth, dashboard: Dashboard) {
  const chartRange = { startDate: dashboard.chartStartDate, endDate: dashboard.chartEndDate };
  const monthRange = { startDate: firstDateOfMonth(month), endDate: lastDateOfMonth(month) };
  store(queryClient, balanceChartQuery(chartRange).queryKey, dashboard.chart);
  store(queryClient, budgetsQuery(monthRange).queryKey, dashboard.budgets);
  store(queryClient, categoriesQuery().queryKey, dashboard.categories);
  store(queryClient, objectivesQuery().queryKey, dashboard.objectives);
  store(queryClient, calendarItemsQuery().queryKey, dashboard.calendarItems);
  store(queryClient, paymentsQuery().queryKey, dashboard.payments);
  for (const wallet of dashboard.walletBalances) {
    const series = walletSeriesQuery({
      inicio: chartRange.startDate,
      fim: chartRange.endDate,
      paymentId: wallet.paymentId,
    });
    store(queryClient, series.queryKey, wallet.balances);
  }
}

/** `GET /dashboard`: every answer it brings seeds the separate reads it stands for. */
export function dashboardQuery(month: IsoMonth) {
  const options = readable(getGetDashboardQueryOptions({ month }, { query: { select: payloadOf } }));
  const ask = options.queryFn as QueryFunction<getDashboardResponse, QueryKey>;
  const queryFn: typeof options.queryFn = async (context) => {
    const answer = await ask(context);
    seedDashboardReads(context.client, month, payloadOf(answer) as Dashboard);
    return answer;
  };
  return { ...options, queryFn };
}
