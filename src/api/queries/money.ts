import {
  getGetBalancesChartQueryOptions,
  getListBalancesQueryOptions,
} from '@/api/gen/endpoints/balances/balances';
import { getListBudgetsQueryOptions } from '@/api/gen/endpoints/budgets/budgets';
import { getListCategoriesQueryOptions } from '@/api/gen/endpoints/categories/categories';
import { getListInvoicesQueryOptions } from '@/api/gen/endpoints/invoices/invoices';
import {
  getGetCalendarForecastQueryOptions,
  getListLinkedTransactionsQueryOptions,
} from '@/api/gen/endpoints/linkedtransactions/linkedtransactions';
import { getListObjectivesQueryOptions } from '@/api/gen/endpoints/objectives/objectives';
import { getListPaymentsQueryOptions } from '@/api/gen/endpoints/payments/payments';
import { getListTransactionsQueryOptions } from '@/api/gen/endpoints/transactions/transactions';
import type {
  BalanceChartPoint,
  BalanceSummary,
  GetBalancesChartParams,
  ListBalancesParams,
  ListBudgetsParams,
  ListInvoicesParams,
  ListTransactionsParams,
} from '@/api/gen/model';
import { firstDateOfMonth, type IsoMonth, lastDateOfMonth } from '@/lib/dates';
import { itemsOf, payloadOf, readable } from './answer';

/**
 * Money reads (transactions, wallets, invoices, balances, budgets, categories, objectives, calendar
 * items): the generated options with the one unwrap, so a loader's `ensureQueryData` and a screen's
 * `useSuspenseQuery` share the same key and the same cache entry.
 */

export const transactionsQuery = (params: ListTransactionsParams) =>
  readable(getListTransactionsQueryOptions(params, { query: { select: itemsOf } }));

/**
 * The month's rows: the one key every screen showing a month of transactions shares. With `family`
 * (the person is in a family, `inFamily`), every active member's rows, each with its `user`
 * (decision 330); the early read of /movimentacoes builds the same URL (src/app/early-requests.ts).
 */
export const monthTransactionsQuery = (month: IsoMonth, userId?: string, family = false) =>
  transactionsQuery({
    startDate: firstDateOfMonth(month),
    endDate: lastDateOfMonth(month),
    ...(userId ? { userId } : {}),
    ...(family ? { family: true } : {}),
  });

export const paymentsQuery = () => readable(getListPaymentsQueryOptions({ query: { select: itemsOf } }));

export const invoicesQuery = (params: ListInvoicesParams) =>
  readable(getListInvoicesQueryOptions(params, { query: { select: itemsOf } }));

/** The card invoices closing in a month (decision 102); with `family`, every member's (decision 330). */
export const monthInvoicesQuery = (month: IsoMonth, family = false) =>
  invoicesQuery({
    month: Number(month.slice(5, 7)),
    year: Number(month.slice(0, 4)),
    ...(family ? { family: true } : {}),
  });

export const categoriesQuery = () => readable(getListCategoriesQueryOptions({ query: { select: itemsOf } }));

export const objectivesQuery = () => readable(getListObjectivesQueryOptions({ query: { select: itemsOf } }));

export const budgetsQuery = (params: ListBudgetsParams) =>
  readable(getListBudgetsQueryOptions(params, { query: { select: itemsOf } }));

export const calendarItemsQuery = () =>
  readable(getListLinkedTransactionsQueryOptions({ query: { select: itemsOf } }));

export const calendarForecastQuery = (month: IsoMonth) =>
  readable(getGetCalendarForecastQueryOptions({ month }, { query: { select: payloadOf } }));

/** `GET /balances?type=chart…`: one point per month (decision 014). */
export const balanceChartQuery = (params: Omit<ListBalancesParams, 'type'>) =>
  readable(
    getListBalancesQueryOptions(
      { type: 'chart', ...params },
      { query: { select: (response) => itemsOf(response) as BalanceChartPoint[] } },
    ),
  );

/** `GET /balances` without a type: planned against spent for a period and a category. */
export const balanceSummaryQuery = (params: Omit<ListBalancesParams, 'type'>) =>
  readable(
    getListBalancesQueryOptions(params, {
      query: { select: (response) => payloadOf(response) as BalanceSummary },
    }),
  );

/** `GET /balancesChart`: closing balances per month, oldest first (two decimals). */
export const walletSeriesQuery = (params: GetBalancesChartParams) =>
  readable(getGetBalancesChartQueryOptions(params, { query: { select: payloadOf } }));
