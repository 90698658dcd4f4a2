import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/http';
import { flagFetchError } from './ui-store';

/** A failed background fetch raises the shell's error banner for 5 s; mutations report their own errors. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: () => flagFetchError() }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again.
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      },
    },
  });
}
