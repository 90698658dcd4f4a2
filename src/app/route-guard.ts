import { redirect } from '@tanstack/react-router';
import type { User } from '@/api/gen/model/user';
import type { Brand } from './brand/brand-schema';
import { type GuardTarget, guardRedirect, type RouteAccess, returnPath } from './guards';
import { getSessionSnapshot, isInactiveHinted } from './session/session-store';

export interface GuardContext {
  brand: Brand;
  /** Started by the root route on every navigation (decision 350). */
  user: Promise<User | null>;
  previousPath: () => string | undefined;
}

/**
 * Applies a route's access rule: rejects with the redirect spec 1 asks for, if any. Protected
 * screens call it inside their loader beside their queries, so waiting for the user costs no extra
 * round trip (decision 350).
 */
export async function enforce(access: RouteAccess, context: GuardContext): Promise<void> {
  const target = guardTarget(access, context, await context.user);
  if (target) throw redirect({ to: target, replace: true });
}

/**
 * For the main container's beforeLoad, which runs before any child loader: without a stored session
 * no child should ask the API anything, and a session known to wait for its activation code waits
 * for the user first, so the guard sends it to /account-activation before a screen asks for what the
 * server would refuse (decision 161). Every other session stays synchronous. `asked` is the address
 * the person asked for, kept on /login's address as `redirect` when it is a page of this app.
 */
export function requireSession(context: GuardContext, asked?: string): void | Promise<void> {
  // The page asked for comes back after the sign-in (a mail's /assine link, audit AH6).
  if (getSessionSnapshot().session === null)
    throw redirect({ to: '/login', search: { redirect: returnPath(asked) ?? undefined }, replace: true });
  if (isInactiveHinted()) return enforce({ kind: 'protected' }, context);
}

export function guardTarget(
  access: RouteAccess,
  context: Pick<GuardContext, 'brand' | 'previousPath'>,
  user: User | null,
): GuardTarget | null {
  const { session, plannerLogin } = getSessionSnapshot();
  return guardRedirect(access, {
    hasToken: session !== null,
    user,
    hasPlannerLogin: plannerLogin !== null,
    hiddenScreens: context.brand.hiddenScreens,
    fromPath: context.previousPath(),
  });
}
