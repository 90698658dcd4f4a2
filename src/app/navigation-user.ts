import type { User } from '@/api/gen/model/user';
import { deviceTodayIso } from '@/lib/dates';
import type { RouterContext } from './router-context';
import { loadSessionUser } from './session/current-user';
import { returnToPlannerSession } from './session/planner-return';
import { claimDailyReload } from './session/session-storage';
import { endSession, getSessionSnapshot, getStorage, getToken } from './session/session-store';

/**
 * Runs before every navigation (root beforeLoad): the once-a-day reload, then starts loading the
 * signed-in user by the stored id (a cache read after the first time); on /clientes, a planner inside
 * a client's account is first brought back to their own session. It is not awaited here: the
 * guards await it in the routes' loaders, so the user, the route's data and its code chunk travel
 * together (decision 350). A user that cannot be loaded logs the session out; the guard then sends
 * the person to /login.
 */
export function prepareNavigation(context: RouterContext, pathname: string): { user: Promise<User | null> } {
  if (typeof window !== 'undefined' && claimDailyReload(getStorage(), deviceTodayIso()))
    window.location.reload();
  // /redirect replaces the stored session first and loads the new user itself.
  if (pathname === '/redirect') return { user: Promise.resolve(null) };
  if (pathname.replace(/\/+$/, '') === '/clientes') returnToPlannerSession();
  const { session } = getSessionSnapshot();
  if (!session) return { user: Promise.resolve(null) };
  const user = session.id
    ? loadSessionUser(context.queryClient, session.id)
    : Promise.reject(new Error('The stored session has no user id'));
  return {
    user: user.catch(() => {
      // A session the person has since left (a planner's previous client) failing says nothing
      // about the one in use.
      if (getToken() === session.token) endSession('user-load-failed');
      return null;
    }),
  };
}
