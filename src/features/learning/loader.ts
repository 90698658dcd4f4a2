import type { QueryClient } from '@tanstack/react-query';
import { blogPostsQuery, educationalVideosQuery, ensureAll, trailQuery, trailsQuery } from '@/api/queries';

// The routes import their loaders from here, never from the feature's index (decision 350).

/** /educacional: video trails, learning trails and blog posts (the e-books are fixed). */
export const loadEducational = (queryClient: QueryClient) =>
  ensureAll(queryClient, educationalVideosQuery(), trailsQuery(), blogPostsQuery());

/** /educacional/trilhas-de-aprendizado/{id}: the trail; what was watched comes with the user. */
export const loadTrail = (queryClient: QueryClient, id: string) => ensureAll(queryClient, trailQuery(id));
