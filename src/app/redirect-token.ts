import type { QueryClient } from '@tanstack/react-query';
import { loadSessionUser } from './session/current-user';
import { endSession, getSessionSnapshot, replaceSessionWithToken } from './session/session-store';

/**
 * /redirect?token=: the token replaces any stored session and the user is loaded. Without a token
 * the stored session (if any) is used; with neither the person goes to /login.
 */
export async function redirectTarget(
  queryClient: QueryClient,
  token: string | undefined,
): Promise<'/login' | '/painel' | '/account-activation'> {
  if (token) {
    queryClient.clear();
    replaceSessionWithToken(token);
  }
  const { session } = getSessionSnapshot();
  if (!session) return '/login';
  try {
    if (!session.id) throw new Error('The token carries no user id');
    const user = await loadSessionUser(queryClient, session.id);
    return user.active ? '/painel' : '/account-activation';
  } catch {
    endSession('user-load-failed');
    return '/login';
  }
}
