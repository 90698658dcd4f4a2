import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * The one cache rule for writes (STYLE.md): a write refreshes the lists and details of what it
 * touched, and every money write refreshes balances and charts too. Generated hooks key a query by
 * its path first ('/transactions', '/transactions/{id}'), so a root covers its list and details.
 */
export const MONEY_QUERY_ROOTS = [
  '/transactions',
  '/payments',
  '/invoices',
  '/balances',
  '/balancesChart',
  // The calendar's forecast adds wallets and unpaid rows (decision 201): any money write moves it.
  '/linkedtransactions/forecast',
  // The dashboard answer seeds wallets, balances and charts (decision 390): the next visit asks again.
  '/dashboard',
] as const;

/** Calendar items are not money rows, but the calendar's forecast reads balances and charts. */
export const LINKED_QUERY_ROOTS = [
  '/linkedtransactions',
  '/balances',
  '/balancesChart',
  '/dashboard',
] as const;

/** Whether a query's key starts with one of the roots (the root itself or one of its details). */
export function matchesRoots(queryKey: readonly unknown[], roots: readonly string[]): boolean {
  const [path] = queryKey;
  return typeof path === 'string' && roots.some((root) => path === root || path.startsWith(`${root}/`));
}

export function invalidateRoots(queryClient: QueryClient, roots: readonly string[]): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query: Query) => matchesRoots(query.queryKey, roots),
  });
}

/** After any write to transactions, wallets, invoices or bank operations. */
export const invalidateMoneyQueries = (queryClient: QueryClient) =>
  invalidateRoots(queryClient, MONEY_QUERY_ROOTS);

/** After a write to a calendar item. */
export const invalidateLinkedQueries = (queryClient: QueryClient) =>
  invalidateRoots(queryClient, LINKED_QUERY_ROOTS);
