import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { getGetTrailQueryKey, getTrail } from '@/api/gen/endpoints/educational/educational';
import { ApiError } from '@/api/http';
import { blogPostsQuery, educationalVideosQuery, ensureAll, payloadOf, trailsQuery } from '@/api/queries';

// The routes import their loaders from here, never from the feature's index (decision 350).

/** /educacional: video trails, learning trails and blog posts (the e-books are fixed). */
export const loadEducational = (queryClient: QueryClient) =>
  ensureAll(queryClient, educationalVideosQuery(), trailsQuery(), blogPostsQuery());

/**
 * A trail by id, where an id the server does not know is an answer (null), not a failed read: the
 * shell raises its 'Erro de comunicação' banner for every failed read, and a 404 here is an old
 * link, not the server failing (decision 164). Its own key: the cache holds null beside answers.
 */
export const knownTrailQuery = (id: string) =>
  queryOptions({
    queryKey: [...getGetTrailQueryKey(id), 'known'] as const,
    queryFn: ({ signal }) =>
      getTrail(id, { signal }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    select: (answer) => (answer === null ? null : payloadOf(answer)),
  });

/**
 * /educacional/trilhas-de-aprendizado/{id}: the trail; what was watched comes with the user. An
 * unknown id is the route's not-found state (no retry: asking again cannot help).
 */
export async function loadTrail(queryClient: QueryClient, id: string): Promise<void> {
  if ((await queryClient.ensureQueryData(knownTrailQuery(id))) === null) throw notFound();
}
