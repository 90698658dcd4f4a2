import type { QueryClient } from '@tanstack/react-query';
import type { Payment } from '@/api/gen/model';
import {
  balanceChartQuery,
  budgetsQuery,
  dashboardQuery,
  ensureAll,
  monthTransactionsQuery,
  transactionsQuery,
  walletSeriesQuery,
} from '@/api/queries';
import {
  chartDateRange,
  firstDateOfMonth,
  type IsoDate,
  type IsoMonth,
  lastDateOfMonth,
  toMonth,
} from '@/lib/dates';

// The dashboard's reads and its loader, apart from the hook that turns them into what the screen
// shows: the loader stays in the entry chunk (decision 350), and importing the hook's module from
// there brought the dashboard's logic to every first visit (decision 422).

/**
 * The reads of the dashboard (decision 230), each once: the month's rows feed the category donut,
 * the variable spending and, when tomorrow falls in the month, tomorrow's list (decision 351).
 */
export function monthQueries(month: IsoMonth, tomorrow: IsoDate) {
  const range = { startDate: firstDateOfMonth(month), endDate: lastDateOfMonth(month) };
  return {
    chart: balanceChartQuery(chartDateRange(month)),
    rows: monthTransactionsQuery(month),
    budgets: budgetsQuery(range),
    tomorrow:
      toMonth(tomorrow) === month
        ? monthTransactionsQuery(month)
        : transactionsQuery({ startDate: tomorrow, endDate: tomorrow }),
  };
}

export const walletQuery = (month: IsoMonth, payment: Payment) => {
  const range = chartDateRange(month);
  return walletSeriesQuery({ inicio: range.startDate, fim: range.endDate, paymentId: payment._id });
};

/**
 * The dashboard loader: `GET /dashboard` (which fills the cache of every small read below, decision
 * 390) beside the month's rows. `fetchQuery` asks again once the answer is stale or a write
 * invalidated it, so the widgets find fresh entries instead of each asking on its own.
 */
export async function loadDashboard(queryClient: QueryClient, month: IsoMonth, tomorrow: IsoDate) {
  const queries = monthQueries(month, tomorrow);
  await Promise.all([
    queryClient.fetchQuery(dashboardQuery(month)),
    ensureAll(queryClient, queries.rows, queries.tomorrow),
  ]);
}
