import { useQueries, useQuery } from '@tanstack/react-query';
import { bankAccessesQuery, invoicesQuery, paymentsQuery, walletSeriesQuery } from '@/api/queries';
import { chartDateRange, currentMonth } from '@/lib/dates';
import { fromApiAmount } from '@/lib/money';

/**
 * Wallets, their balances today (the last closing balance of each wallet's six-month series),
 * bank accesses (stale data alert) and every invoice (limit in use).
 */
export function useWalletsData() {
  const payments = useQuery(paymentsQuery());
  const accesses = useQuery(bankAccessesQuery());
  const invoices = useQuery(invoicesQuery({ ignoreInvoicePeriod: true }));
  const { startDate, endDate } = chartDateRange(currentMonth());
  const balances = useQueries({
    queries: (payments.data ?? []).map((payment) =>
      walletSeriesQuery({ inicio: startDate, fim: endDate, paymentId: payment._id }),
    ),
  });
  const balanceOf = new Map<string, number>();
  (payments.data ?? []).forEach((payment, index) => {
    const last = balances[index]?.data?.at(-1);
    if (last !== undefined) balanceOf.set(payment._id, fromApiAmount(last));
  });
  return {
    payments: payments.data,
    isError: payments.isError,
    accesses: accesses.data ?? [],
    invoices: invoices.data ?? [],
    balanceOf,
  };
}
