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

/** The base a path is read against: only the path, query and fragment of the result are kept. */
const OWN_ORIGIN = 'http://this-app.invalid';
/** Asked from /login itself or the other ways in, a return would only loop. */
const NO_RETURN = ['/login', '/cadastro', '/account-activation', '/account-recovery', '/redirect'];

/**
 * The page a person without a session asked for, to land on once signed in instead of /painel (a
 * mail's /assine link opened in a browser not signed in, audit AH6): only a path of this app.
 * Another origin ('https://…', '//host', '/\host'), a scheme ('javascript:'), control characters
 * and the ways in themselves give null, and the sign-in goes to /painel as before.
 */
export function returnPath(asked: unknown): string | null {
  if (typeof asked !== 'string' || !asked.startsWith('/')) return null;
  // Browsers read '\' as '/' and drop tabs and line breaks: '/\evil.com' would be '//evil.com'.
  const unsafe = (char: string) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;
  if (asked.startsWith('//') || [...asked].some(unsafe)) return null;
  let url: URL;
  try {
    url = new URL(asked, OWN_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== OWN_ORIGIN) return null;
  if (NO_RETURN.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
