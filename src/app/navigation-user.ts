import type { User } from '@/api/gen/model/user';
import { todayIso } from '@/lib/dates';
import type { RouterContext } from './router-context';
import { loadSessionUser } from './session/current-user';
import { claimDailyReload } from './session/session-storage';
import { endSession, getSessionSnapshot, getStorage } from './session/session-store';

/**
 * Runs before every navigation (root beforeLoad): the once-a-day reload, then the signed-in user,
 * loaded by the stored id when not cached yet. A user that cannot be loaded logs the session out;
 * the route's own guard then sends the person to /login.
 */
export async function prepareNavigation(
  context: RouterContext,
  pathname: string,
): Promise<{ user: User | null }> {
  if (typeof window !== 'undefined' && claimDailyReload(getStorage(), todayIso())) window.location.reload();
  // /redirect replaces the stored session first and loads the new user itself.
  if (pathname === '/redirect') return { user: null };
  const { session } = getSessionSnapshot();
  if (!session) return { user: null };
  try {
    if (!session.id) throw new Error('The stored session has no user id');
    return { user: await loadSessionUser(context.queryClient, session.id) };
  } catch {
    endSession('user-load-failed');
    return { user: null };
  }
}
