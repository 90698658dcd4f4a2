import type { QueryClient } from '@tanstack/react-query';
import { ensureAll, expertsQuery } from '@/api/queries';

// The route imports its loader from here, never from the feature's index (decision 350).

/** /especialistas: the experts. */
export const loadExperts = (queryClient: QueryClient) => ensureAll(queryClient, expertsQuery());
