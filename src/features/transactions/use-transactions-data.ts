import { useListBalances } from '@/api/gen/endpoints/balances/balances';
import { useListInvoices } from '@/api/gen/endpoints/invoices/invoices';
import { useListPayments } from '@/api/gen/endpoints/payments/payments';
import { useListTransactions } from '@/api/gen/endpoints/transactions/transactions';
import type { BalanceChartPoint, Invoice, Payment, Transaction } from '@/api/gen/model';
import { chartDateRange, firstDateOfMonth, type IsoMonth, lastDateOfMonth } from '@/lib/dates';

const itemsOf = <T>(response: { status: number; data: unknown }): T[] =>
  response.status === 200 ? ((response.data as { data: { items: T[] } }).data.items ?? []) : [];

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
 * Everything the transactions screen reads for a month, through the generated hooks. The card view
 * reads the card's invoice of the month (decision 102: invoices are keyed by the month they close
 * in); the others read the month's transactions, filtered by wallet on a payment screen.
 */
export function useTransactionsData(month: IsoMonth, paymentId: string | undefined): TransactionsData {
  const payments = useListPayments({ query: { select: itemsOf<Payment> } });
  const payment = paymentId ? payments.data?.find((entry) => entry._id === paymentId) : undefined;
  const paymentKnown = !paymentId || payments.isSuccess;
  const isCard = payment?.type === 'credit';

  const transactions = useListTransactions(
    { startDate: firstDateOfMonth(month), endDate: lastDateOfMonth(month) },
    { query: { enabled: paymentKnown && !isCard, select: itemsOf<Transaction> } },
  );
  const invoices = useListInvoices(
    { month: Number(month.slice(5, 7)), year: Number(month.slice(0, 4)) },
    { query: { enabled: isCard, select: itemsOf<Invoice> } },
  );
  // Revenues and expenses per month are the plain chart's series; chartType=budgets answers planned
  // and realized instead (decision 122), which would leave this chart flat at zero.
  const chart = useListBalances(
    { type: 'chart', ...chartDateRange(month), paymentId },
    { query: { enabled: paymentKnown && !isCard, select: itemsOf<BalanceChartPoint> } },
  );

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
