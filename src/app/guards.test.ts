import { describe, expect, it } from 'vitest';
import { type GuardState, guardRedirect, type RouteAccess, returnPath } from './guards';

const active = { active: true, skipTutorial: true };
const base: GuardState = {
  hasToken: true,
  user: active,
  hasPlannerLogin: false,
  hiddenScreens: ['especialistas', 'produtos'],
  fromPath: '/movimentacoes',
};

const protectedRoute: RouteAccess = { kind: 'protected' };
const dashboard: RouteAccess = { kind: 'protected', tutorialGate: true };
const calendar: RouteAccess = { kind: 'protected', hiddenForPlanners: true };
const clients: RouteAccess = { kind: 'protected', plannersOnly: true };
const planner = { active: true, skipTutorial: true, profiles: ['user', 'planner'] };

const cases: Array<[string, RouteAccess, Partial<GuardState>, string | null]> = [
  ['no token on a protected route goes to login', protectedRoute, { hasToken: false, user: null }, '/login'],
  ['a token whose user failed to load goes to login', protectedRoute, { user: null }, '/login'],
  ['an active user gets in', protectedRoute, {}, null],
  ['an inactive user goes to activation', protectedRoute, { user: { active: false } }, '/account-activation'],
  [
    'an inactive user on a public page goes to activation',
    { kind: 'public' },
    { user: { active: false } },
    '/account-activation',
  ],
  ['an inactive user may stay on activation', { kind: 'activation' }, { user: { active: false } }, null],
  ['nobody is sent away from activation', { kind: 'activation' }, { hasToken: false, user: null }, null],
  ['anyone may open a public page', { kind: 'public' }, { hasToken: false, user: null }, null],
  ['login without a session stays', { kind: 'login' }, { hasToken: false, user: null }, null],
  ['login with an active user goes to the dashboard', { kind: 'login' }, {}, '/painel'],
  [
    'login with an inactive user goes to activation',
    { kind: 'login' },
    { user: { active: false } },
    '/account-activation',
  ],
  ['login with a token whose user failed stays', { kind: 'login' }, { user: null }, null],
  [
    'login keeps a planner without stored login data (no redirect loop)',
    { kind: 'login' },
    { user: planner },
    null,
  ],
  [
    'login sends a planner with stored login data to the dashboard',
    { kind: 'login' },
    { user: planner, hasPlannerLogin: true },
    '/painel',
  ],
  ['a planner without stored login data goes to login', protectedRoute, { user: planner }, '/login'],
  [
    'a planner with stored login data gets in',
    protectedRoute,
    { user: planner, hasPlannerLogin: true },
    null,
  ],
  [
    'a planner flagged isPlanner without login data goes to login',
    protectedRoute,
    { user: { active: true, isPlanner: true } },
    '/login',
  ],
  [
    'tutorial not skipped: dashboard sends to planning',
    dashboard,
    { user: { active: true } },
    '/planejamento',
  ],
  [
    'tutorial not skipped, first load: dashboard sends to planning',
    dashboard,
    { user: { active: true }, fromPath: undefined },
    '/planejamento',
  ],
  [
    'tutorial not skipped, coming from planning: dashboard opens',
    dashboard,
    { user: { active: true }, fromPath: '/planejamento' },
    null,
  ],
  ['tutorial skipped: dashboard opens', dashboard, {}, null],
  ['tutorial gate applies only to the dashboard', protectedRoute, { user: { active: true } }, null],
  ['a hidden screen goes to the dashboard', { kind: 'protected', screen: 'produtos' }, {}, '/painel'],
  ['a shown hideable screen opens', { kind: 'protected', screen: 'tarefas' }, {}, null],
  [
    'a screen hidden by another brand opens',
    { kind: 'protected', screen: 'tarefas' },
    { hiddenScreens: ['tarefas'] },
    '/painel',
  ],
  [
    'hidden screen without a token still goes to login first',
    { kind: 'protected', screen: 'produtos' },
    { hasToken: false, user: null },
    '/login',
  ],
  ['calendar opens for an ordinary user', calendar, {}, null],
  ['calendar is hidden for planners', calendar, { user: planner, hasPlannerLogin: true }, '/painel'],
  ['calendar is hidden for a planner acting for a client', calendar, { hasPlannerLogin: true }, '/painel'],
  ['client list opens for a planner', clients, { user: planner, hasPlannerLogin: true }, null],
  ['client list sends an ordinary user to the dashboard', clients, {}, '/painel'],
  ['client list without a token goes to login', clients, { hasToken: false, user: null }, '/login'],
];

describe('guardRedirect', () => {
  it.each(cases)('%s', (_name, access, overrides, expected) => {
    expect(guardRedirect(access, { ...base, ...overrides })).toBe(expected);
  });
});

describe('returnPath: where a sign-in lands after the guard sent the person to /login (audit AH6)', () => {
  it.each([
    ['the plan page of the trial mail', '/assine', '/assine'],
    [
      'a path with its query and fragment',
      '/movimentacoes?month=2026-11#fim',
      '/movimentacoes?month=2026-11#fim',
    ],
    ['a nested settings page', '/configuracoes/conta-familia', '/configuracoes/conta-familia'],
    ['another origin', 'https://evil.com/assine', null],
    ['a protocol-relative host', '//evil.com', null],
    ['a backslash the browser reads as a slash', '/\\evil.com', null],
    ['a tab the browser drops', '/\t/evil.com', null],
    ['a script', 'javascript:alert(1)', null],
    ['a relative path', 'assine', null],
    ['the login itself', '/login?redirect=/assine', null],
    ['the activation', '/account-activation', null],
    ['a recovery link', '/account-recovery/token', null],
    ['nothing', undefined, null],
    ['not a string', ['/assine'], null],
  ])('%s', (_, asked, expected) => {
    expect(returnPath(asked)).toBe(expected);
  });
});
