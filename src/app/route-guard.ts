import { redirect } from '@tanstack/react-router';
import type { User } from '@/api/gen/model/user';
import type { Brand } from './brand/brand-schema';
import { type GuardTarget, guardRedirect, type RouteAccess } from './guards';
import { getSessionSnapshot } from './session/session-store';

export interface GuardContext {
  brand: Brand;
  user: User | null;
  previousPath: () => string | undefined;
}

/** Applies a route's access rule in beforeLoad: throws the redirect spec 1 asks for, if any. */
export function enforce(access: RouteAccess, context: GuardContext): void {
  const target = guardTarget(access, context);
  if (target) throw redirect({ to: target, replace: true });
}

export function guardTarget(access: RouteAccess, context: GuardContext): GuardTarget | null {
  const { session, plannerLogin } = getSessionSnapshot();
  return guardRedirect(access, {
    hasToken: session !== null,
    user: context.user,
    hasPlannerLogin: plannerLogin !== null,
    hiddenScreens: context.brand.hiddenScreens,
    fromPath: context.previousPath(),
  });
}
