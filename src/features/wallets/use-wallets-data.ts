import { useQueries } from '@tanstack/react-query';
import { getGetBalancesChartQueryOptions } from '@/api/gen/endpoints/balances/balances';
import { useListBankAccesses } from '@/api/gen/endpoints/bankaccesses/bankaccesses';
import { useListInvoices } from '@/api/gen/endpoints/invoices/invoices';
import { useListPayments } from '@/api/gen/endpoints/payments/payments';
import type { BankAccess, Invoice, Payment } from '@/api/gen/model';
import { chartDateRange, currentMonth } from '@/lib/dates';
import { fromApiAmount } from '@/lib/money';

const itemsOf = <T>(response: { status: number; data: unknown }): T[] =>
  response.status === 200 ? ((response.data as { data: { items: T[] } }).data.items ?? []) : [];

/**
 * Wallets, their balances today (the last closing balance of each wallet's six-month series),
 * bank accesses (stale data alert) and every invoice (limit in use).
 */
export function useWalletsData() {
  const payments = useListPayments({ query: { select: itemsOf<Payment> } });
  const accesses = useListBankAccesses({ query: { select: itemsOf<BankAccess> } });
  const invoices = useListInvoices({ ignoreInvoicePeriod: true }, { query: { select: itemsOf<Invoice> } });
  const { startDate, endDate } = chartDateRange(currentMonth());
  const balances = useQueries({
    queries: (payments.data ?? []).map((payment) =>
      getGetBalancesChartQueryOptions(
        { inicio: startDate, fim: endDate, paymentId: payment._id },
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
    payments: payments.data,
    isError: payments.isError,
    accesses: accesses.data ?? [],
    invoices: invoices.data ?? [],
    balanceOf,
  };
}
