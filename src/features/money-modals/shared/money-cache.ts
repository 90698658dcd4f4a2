import type { QueryClient } from '@tanstack/react-query';

// Any money write changes lists, wallet balances and charts (STYLE.md). The transactions feature
// keeps the same list: features do not import each other.
const MONEY_QUERY_ROOTS = ['/transactions', '/payments', '/invoices', '/balances', '/balancesChart'];

export function invalidateMoneyQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    MONEY_QUERY_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
  ).then(() => undefined);
}
