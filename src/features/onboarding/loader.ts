import type { QueryClient } from '@tanstack/react-query';
import { userQuery } from '@/api/queries';

// The route imports its loader from here, never from the feature's index (decision 350): the
// wizard, the table and the spreadsheet code stay in the route's own chunk.

/** The onboarding needs only the person it is for: their id and whether they skipped the tutorial. */
export function loadOnboarding(queryClient: QueryClient, userId: string): Promise<unknown> {
  return queryClient.ensureQueryData(userQuery(userId));
}
