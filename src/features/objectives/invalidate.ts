import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoots, MONEY_QUERY_ROOTS } from '@/api/invalidation';

/** A deposit or redemption books a row on an account (decision 191): objectives and money roots. */
export const invalidateObjectiveQueries = (queryClient: QueryClient) =>
  invalidateRoots(queryClient, ['/objectives', ...MONEY_QUERY_ROOTS]);
