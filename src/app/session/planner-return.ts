import { revokeTokens } from './revoke';
import { getSessionSnapshot, startSession } from './session-store';

const onClientList = (pathname: string) => pathname.replace(/\/+$/, '') === '/clientes';

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

/**
 * Whether a tab on `pathname` that has just taken up another tab's session goes into the client's
 * account instead of reading its screen again. On /clientes a reading again is a new start of the
 * list, which brings the planner back and ends the session the other tab has just entered; that tab
 * would land in the planner's own account under a dialog that named the client (audit AG4). The tab
 * follows the person, as every other screen does (decision 108); only the planner's own move to the
 * list, in the tab where they make it, leaves a client.
 */
export function followsIntoClient(pathname: string): boolean {
  const { session, plannerLogin } = getSessionSnapshot();
  return (
    onClientList(pathname) && plannerLogin !== null && session !== null && session.id !== plannerLogin.id
  );
}
