import { redirect } from '@tanstack/react-router';
import type { User } from '@/api/gen/model/user';
import type { Brand } from './brand/brand-schema';
import { type GuardTarget, guardRedirect, type RouteAccess } from './guards';
import { getSessionSnapshot } from './session/session-store';

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
 * The synchronous part, for the main container's beforeLoad: without a stored session no child
 * loader should ask the API anything.
 */
export function requireSession(): void {
  if (getSessionSnapshot().session === null) throw redirect({ to: '/login', replace: true });
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
