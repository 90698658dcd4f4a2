import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import type { BankAccess, Invoice, Payment } from '@/api/gen/model';
import { useCurrentUser } from '@/app/session';
import { inFamily } from '@/lib/family';
import { fromApiAmount } from '@/lib/money';
import { walletSeriesQueries, walletsQueries } from './wallets-queries';

export interface WalletsData {
  payments: Payment[];
  accesses: BankAccess[];
  invoices: Invoice[];
  /** Whether the invoices are every family member's (`family=true`) or the person's own only. */
  familyInvoices: boolean;
  /** Each wallet's balance today (the last closing balance of its six-month series), in centavos. */
  balanceOf: Map<string, number>;
}

/**
 * Wallets, their balances today, bank accesses (stale data alert) and every invoice (limit in
 * use), read from the cache the route's loader filled (suspends if it is not there yet).
 */
export function useWalletsData(): WalletsData {
  // The loader awaited the user, so the cache has it: the same scope, the same keys.
  const familyInvoices = inFamily(useCurrentUser());
  const queries = walletsQueries(familyInvoices);
  const payments = useSuspenseQuery(queries.payments).data;
  const accesses = useSuspenseQuery(queries.accesses).data;
  const invoices = useSuspenseQuery(queries.invoices).data;
  const balances = useSuspenseQueries({ queries: walletSeriesQueries(payments) });
  const balanceOf = new Map<string, number>();
  payments.forEach((payment, index) => {
    const last = balances[index]?.data.at(-1);
    if (last !== undefined) balanceOf.set(payment._id, fromApiAmount(last));
  });
  return { payments, accesses, invoices, familyInvoices, balanceOf };
}
