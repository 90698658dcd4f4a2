import type { QueryClient } from '@tanstack/react-query';
import { ensureAll, plannerClientsQuery } from '@/api/queries';
import { getSessionSnapshot } from '@/app/session/session-store';
import { keepPendingActivation } from './company/pending-activation';

// The route imports its loader from here, never from the feature's index (decision 350).

export const clientsQuery = (plannerCode: string | undefined) =>
  plannerClientsQuery(plannerCode ? { plannerCode } : undefined);

/**
 * /clientes: the planner's clients (the root has already brought the planner back to their own
 * session, `returnToPlannerSession`), searched by planner code when the URL has one. Only a session
 * with a planner's own login may list them, and without one the route's guard always redirects; the
 * list is then not asked for, since its 403 would raise the shell's error banner on the page the
 * guard sends the person to. A planner's list still starts beside the guard, not after it.
 */
export async function loadClients(queryClient: QueryClient, plannerCode: string | undefined): Promise<void> {
  if (getSessionSnapshot().plannerLogin === null) return;
  await ensureAll(queryClient, clientsQuery(plannerCode));
}

/** /empresas/activation without a session: the token waits for the login (see pending-activation). */
export function keepCompanyActivationForLogin(activationToken: string | undefined): void {
  if (activationToken && getSessionSnapshot().session === null) keepPendingActivation(activationToken);
}
