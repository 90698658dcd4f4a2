import type { QueryClient } from '@tanstack/react-query';

// The query-key roots of the generated hooks that any money write changes (STYLE.md: balances and
// charts are invalidated by any money write). money-modals keeps the same list: features do not
// import each other.
const MONEY_QUERY_ROOTS = ['/transactions', '/payments', '/invoices', '/balances', '/balancesChart'];

export function invalidateMoneyQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    MONEY_QUERY_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
  ).then(() => undefined);
}
