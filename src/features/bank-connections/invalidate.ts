import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoots, MONEY_QUERY_ROOTS } from '@/api/invalidation';

/** A sync, save or removal changes the connections and books or drops wallets and rows. */
export const invalidateBankQueries = (queryClient: QueryClient) =>
  invalidateRoots(queryClient, [...MONEY_QUERY_ROOTS, '/bankaccesses']);
