import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoots, MONEY_QUERY_ROOTS } from '@/api/invalidation';

/**
 * A profile, currency or preference change: the signed-in user is read again, and so are the money
 * reads, since a name and picture show on a family's rows and the balance preference shapes the
 * balances. The server gives those reads a new tag; the cache would keep the old ones for its 30 s
 * (audit T2).
 */
export const invalidateUser = (queryClient: QueryClient) =>
  invalidateRoots(queryClient, ['/users', ...MONEY_QUERY_ROOTS]);

/** Family writes change the family, the `family` the user carries and whose money a family view reads. */
export const invalidateFamily = (queryClient: QueryClient) =>
  invalidateRoots(queryClient, ['/families', '/users', '/budgets', ...MONEY_QUERY_ROOTS]);

/** A category's name, colour and group show on the rows, the invoices and the dashboard (audit T2). */
export const invalidateCategories = (queryClient: QueryClient) =>
  invalidateRoots(queryClient, ['/categories', ...MONEY_QUERY_ROOTS]);
