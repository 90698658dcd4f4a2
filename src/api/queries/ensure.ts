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

interface Selecting<T> extends Fetchable {
  select?: (data: never) => T;
}

/** The answer as a screen reads it: through the options' own `select`. */
const selected = <T>(query: Selecting<T>, answer: unknown): T =>
  query.select ? query.select(answer as never) : (answer as T);

/**
 * One read of a loader whose next reads depend on it: `ensureQueryData` resolves with what the
 * query function answered (the cache keeps the answer; `select` runs only for a component), so
 * the answer goes through the options' own `select` here, as a screen would read it.
 */
export async function ensureSelected<T>(queryClient: QueryClient, query: Selecting<T>): Promise<T> {
  return selected(query, await queryClient.ensureQueryData(query));
}

/** What the cache already holds for a read, as a screen would read it; undefined when nothing is there. */
export function cachedSelected<T>(queryClient: QueryClient, query: Selecting<T>): T | undefined {
  const answer: unknown = queryClient.getQueryData(query.queryKey);
  return answer === undefined ? undefined : selected(query, answer);
}
