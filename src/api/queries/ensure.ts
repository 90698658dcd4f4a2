import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';

interface Fetchable {
  queryKey: QueryKey;
  queryFn: QueryFunction<unknown, QueryKey, never>;
}

/**
 * A route loader's reads, all started at once: each resolves from the cache when it is there, so
 * the screen's `useSuspenseQuery` finds its data without asking again.
 */
export function ensureAll(queryClient: QueryClient, ...queries: readonly Fetchable[]): Promise<unknown[]> {
  return Promise.all(queries.map((query) => queryClient.ensureQueryData(query)));
}
