import type { QueryClient } from '@tanstack/react-query';
import { ensureAll, objectivesQuery, paymentsQuery } from '@/api/queries';

// A route's loader stays in the entry chunk: the route imports it from here, never from the
// feature's index, which would pull the screen in (decision 350).

/**
 * /objetivos: the objectives, and the wallets the objective modal saves from, so that opening the
 * modal over this screen asks nothing again (decision 385).
 */
export const loadObjectives = (queryClient: QueryClient) =>
  ensureAll(queryClient, objectivesQuery(), paymentsQuery());
