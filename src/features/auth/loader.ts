import type { QueryClient } from '@tanstack/react-query';
import { ensureAll, plannerClientsQuery } from '@/api/queries';
import { revokeTokens } from '@/app/session/revoke';
import { getSessionSnapshot, startSession } from '@/app/session/session-store';
import { keepPendingActivation } from './company/pending-activation';

// The route imports its loader from here, never from the feature's index (decision 350).

/**
 * /clientes is the planner's own screen: a planner who was inside a client's account comes back to
 * their own session before the list is asked for, since only the planner may list clients. The
 * client's session ends on the server: the next client gets a session of its own.
 */
function returnToPlannerSession(): void {
  const { session, plannerLogin } = getSessionSnapshot();
  if (!plannerLogin || session?.id === plannerLogin.id) return;
  if (session && session.token !== plannerLogin.token) void revokeTokens([session.token]);
  startSession({
    accessToken: plannerLogin.token,
    id: plannerLogin.id,
    image: plannerLogin.image ?? undefined,
  });
}

export const clientsQuery = (plannerCode: string | undefined) =>
  plannerClientsQuery(plannerCode ? { plannerCode } : undefined);

/**
 * /clientes: the planner's clients, searched by planner code when the URL has one. Only a session
 * with a planner's own login may list them, and without one the route's guard always redirects; the
 * list is then not asked for, since its 403 would raise the shell's error banner on the page the
 * guard sends the person to. A planner's list still starts beside the guard, not after it.
 */
export async function loadClients(queryClient: QueryClient, plannerCode: string | undefined): Promise<void> {
  if (getSessionSnapshot().plannerLogin === null) return;
  returnToPlannerSession();
  await ensureAll(queryClient, clientsQuery(plannerCode));
}

/** /empresas/activation without a session: the token waits for the login (see pending-activation). */
export function keepCompanyActivationForLogin(activationToken: string | undefined): void {
  if (activationToken && getSessionSnapshot().session === null) keepPendingActivation(activationToken);
}
