import type { HideableScreen } from './brand/brand-schema';

/**
 * The navigation rules of spec 1 ("Guards and navigation rules") as pure functions: given where a
 * person is going and what we know about them, where they must go instead (or null to let them in).
 */

export interface GuardUser {
  active: boolean;
  skipTutorial?: boolean;
  profiles?: readonly string[];
  isPlanner?: boolean;
}

export interface GuardState {
  hasToken: boolean;
  /** Loaded before guards run whenever there is a token; null when there is none or it failed. */
  user: GuardUser | null;
  /** The planner's own login, stored at login when the answer says isPlanner. */
  hasPlannerLogin: boolean;
  hiddenScreens: readonly HideableScreen[];
  /** The path the person navigates from; undefined on the first load. */
  fromPath: string | undefined;
}

export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'login' }
  | { kind: 'activation' }
  | {
      kind: 'protected';
      /** A screen the brand may hide. */
      screen?: HideableScreen;
      /** Calendar: planners do not see it. */
      hiddenForPlanners?: boolean;
      /** Client list: only for planners. */
      plannersOnly?: boolean;
      /** Dashboard: a user who has not skipped the tutorial starts at planning. */
      tutorialGate?: boolean;
    };

export type GuardTarget = '/login' | '/account-activation' | '/painel' | '/planejamento';

export function isPlannerUser(user: GuardUser | null): boolean {
  return Boolean(user?.isPlanner || user?.profiles?.includes('planner'));
}

/** Someone acting as a planner: a planner user, or a planner signed in for a client. */
export function actsAsPlanner(state: Pick<GuardState, 'user' | 'hasPlannerLogin'>): boolean {
  return state.hasPlannerLogin || isPlannerUser(state.user);
}

function plannerWithoutLogin(state: Pick<GuardState, 'user' | 'hasPlannerLogin'>): boolean {
  return isPlannerUser(state.user) && !state.hasPlannerLogin;
}

export function guardRedirect(access: RouteAccess, state: GuardState): GuardTarget | null {
  const inactive = state.user !== null && !state.user.active;
  switch (access.kind) {
    case 'activation':
      return null;
    case 'public':
      return inactive ? '/account-activation' : null;
    case 'login':
      if (!state.hasToken || state.user === null) return null;
      if (inactive) return '/account-activation';
      // Would bounce straight back here (protected routes send such a planner to login): stay.
      return plannerWithoutLogin(state) ? null : '/painel';
    case 'protected':
      return protectedRedirect(access, state, inactive);
  }
}

function protectedRedirect(
  access: Extract<RouteAccess, { kind: 'protected' }>,
  state: GuardState,
  inactive: boolean,
): GuardTarget | null {
  if (!state.hasToken || state.user === null) return '/login';
  if (inactive) return '/account-activation';
  if (plannerWithoutLogin(state)) return '/login';
  if (access.screen && state.hiddenScreens.includes(access.screen)) return '/painel';
  if (access.hiddenForPlanners && actsAsPlanner(state)) return '/painel';
  if (access.plannersOnly && !actsAsPlanner(state)) return '/painel';
  if (access.tutorialGate && !state.user.skipTutorial && state.fromPath !== '/planejamento') {
    return '/planejamento';
  }
  return null;
}
