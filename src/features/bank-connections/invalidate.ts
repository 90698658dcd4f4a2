import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoots, MONEY_QUERY_ROOTS } from '@/api/invalidation';

/**
 * A sync, save, removal or merge changes the connections and books or drops wallets and rows, and
 * with them the rows offered for merge.
 */
export const invalidateBankQueries = (queryClient: QueryClient) =>
  invalidateRoots(queryClient, [...MONEY_QUERY_ROOTS, '/bankaccesses', '/bankmerges']);
