import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { BalanceChartPoint, Invoice, Payment, Transaction } from '@/api/gen/model';
import {
  balanceChartQuery,
  ensureAll,
  itemsOf,
  monthInvoicesQuery,
  monthTransactionsQuery,
  paymentsQuery,
} from '@/api/queries';
import { chartDateRange, type IsoMonth } from '@/lib/dates';

export interface TransactionsData {
  payments: Payment[] | undefined;
  payment: Payment | undefined;
  isCard: boolean;
  /** The month's rows: the account's or every wallet's transactions, or the card invoice's items. */
  rows: Transaction[] | undefined;
  invoice: Invoice | undefined;
  chart: BalanceChartPoint[] | undefined;
  isError: boolean;
}

/**
 * The route's loader (decision 350): the wallets, then the month's card invoices or the month's
 * rows and chart, so the screen's reads find their data in the cache.
 */
export async function loadTransactions(
  queryClient: QueryClient,
  month: IsoMonth,
  paymentId: string | undefined,
) {
  const payments = itemsOf(await queryClient.ensureQueryData(paymentsQuery()));
  const isCard = payments.find((entry) => entry._id === paymentId)?.type === 'credit';
  if (isCard) await ensureAll(queryClient, monthInvoicesQuery(month));
  else
    await ensureAll(
      queryClient,
      monthTransactionsQuery(month),
      balanceChartQuery({ ...chartDateRange(month), paymentId }),
    );
}

/**
 * Everything the transactions screen reads for a month, through the generated hooks. The card view
 * reads the card's invoice of the month (decision 102: invoices are keyed by the month they close
 * in); the others read the month's transactions, filtered by wallet on a payment screen.
 */
export function useTransactionsData(month: IsoMonth, paymentId: string | undefined): TransactionsData {
  const payments = useQuery(paymentsQuery());
  const payment = paymentId ? payments.data?.find((entry) => entry._id === paymentId) : undefined;
  const paymentKnown = !paymentId || payments.isSuccess;
  const isCard = payment?.type === 'credit';

  const transactions = useQuery({ ...monthTransactionsQuery(month), enabled: paymentKnown && !isCard });
  const invoices = useQuery({ ...monthInvoicesQuery(month), enabled: isCard });
  // Revenues and expenses per month are the plain chart's series; chartType=budgets answers planned
  // and realized instead (decision 122), which would leave this chart flat at zero.
  const chart = useQuery({
    ...balanceChartQuery({ ...chartDateRange(month), paymentId }),
    enabled: paymentKnown && !isCard,
  });

  const invoice = invoices.data?.find((entry) => entry.creditCardId === paymentId);
  const rows = isCard
    ? invoices.data && (invoice?.items ?? [])
    : transactions.data &&
      (paymentId ? transactions.data.filter((row) => row.payment?._id === paymentId) : transactions.data);

  return {
    payments: payments.data,
    payment,
    isCard,
    rows,
    invoice,
    chart: chart.data,
    isError: payments.isError || transactions.isError || invoices.isError,
  };
}
