import { revokeTokens } from './revoke';
import { getSessionSnapshot, startSession } from './session-store';

/**
 * /clientes is the planner's own screen: a planner who was inside a client's account comes back to
 * their own session before anything is read, since only the planner may list clients. The client's
 * session ends on the server: the next client gets a session of its own. It runs at the start of the
 * navigation (the root's beforeLoad), before the user is read: a read of the client's user with the
 * token just revoked would fail and end the planner's session too (audit F1).
 */
export function returnToPlannerSession(): void {
  const { session, plannerLogin } = getSessionSnapshot();
  if (!plannerLogin || session?.id === plannerLogin.id) return;
  if (session && session.token !== plannerLogin.token) void revokeTokens([session.token]);
  startSession({
    accessToken: plannerLogin.token,
    id: plannerLogin.id,
    image: plannerLogin.image ?? undefined,
  });
}
