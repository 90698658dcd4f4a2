import type { Payment } from '@/api/gen/model';
import { bankAccessesQuery, invoicesQuery, paymentsQuery, walletSeriesQuery } from '@/api/queries';
import { chartDateRange, currentMonth } from '@/lib/dates';

/**
 * What /carteiras reads; its loader and its screen share these options (decision 350). In a family
 * (`inFamily`) the invoices are every member's (`family=true`, decision 330), as GET /payments lists
 * every member's wallets: each card's limit in use is then its owner's invoices.
 */
export const walletsQueries = (family = false) => ({
  payments: paymentsQuery(),
  accesses: bankAccessesQuery(),
  invoices: invoicesQuery({ ignoreInvoicePeriod: true, ...(family ? { family: true } : {}) }),
});

/** Each wallet's closing balances over this month's chart window: the last one is today's balance. */
export function walletSeriesQueries(payments: readonly Payment[]) {
  const { startDate, endDate } = chartDateRange(currentMonth());
  return payments.map((payment) =>
    walletSeriesQuery({ inicio: startDate, fim: endDate, paymentId: payment._id }),
  );
}
