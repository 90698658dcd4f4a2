import { HttpResponse, http } from 'msw';
import { userEvent } from 'storybook/test';
import { setSessionStorage } from '@/app/session/session-store';
import { createFakeClient } from '@/testing';

/**
 * The session module reads local storage once; after the preview seeds `parameters.localStorage`
 * the stories point it at the browser storage again so the screen sees that seed.
 */
export function refreshSession(): void {
  setSessionStorage(window.localStorage);
}

export const API = {
  login: '/api/users/authenticate',
  users: '/api/users',
  recovery: '/api/users/account/recovery',
  password: '/api/users/password',
  activation: '/api/users/account/activation',
  resend: '/api/users/account/activation/resend_email',
  clients: '/api/users/clients',
  user: '/api/users/:id',
  company: '/api/b2b/companies/employee/activate',
  socialStart: '/api/users/social/start',
  socialCallback: '/api/users/social/callback',
} as const;

export const loginAnswer = (overrides: Record<string, unknown> = {}) =>
  HttpResponse.json({
    data: {
      accessToken: 'token-ana',
      id: 'user-ana',
      image: 'avatar3',
      clients: [],
      isPlanner: false,
      ...overrides,
    },
  });

export const plannerClients = [
  createFakeClient({
    _id: 'client-otavio',
    name: 'Otávio Ramos',
    email: 'otavio@exemplo.com',
    plannerCode: 'PLAN-0042',
    financeStatus: { spended: 5210.9, planned: 4800 },
  }),
  createFakeClient({
    _id: 'client-ana',
    name: 'Ana Paula Souza',
    email: 'ana.souza@exemplo.com',
    plannerCode: null,
    financeStatus: { spended: 3120.45, planned: 4500 },
  }),
  createFakeClient({
    _id: 'client-bruno',
    name: 'Bruno Lima',
    email: 'bruno@exemplo.com',
    plannerCode: 'PLAN-0042',
    financeStatus: { spended: 4500, planned: 4500 },
  }),
];

/** Records each JSON body sent to `path` with `method`, so a play function can assert what was sent. */
export function recordBodies(method: 'post' | 'patch', path: string, answer: () => Response) {
  const bodies: unknown[] = [];
  const handler = http[method](path, async ({ request }) => {
    bodies.push(await request.json().catch(() => undefined));
    return answer();
  });
  return { bodies, handler };
}

/**
 * Counts the calls to `path` and holds their answers until `release()`: the slow network under which
 * a busy button is pressed again. `reset()` in the story's `beforeEach`.
 */
export function heldAnswers(path: string, answer: () => Response) {
  let open: () => void = () => undefined;
  let gate = Promise.resolve();
  const held = {
    calls: 0,
    release: () => open(),
    reset() {
      held.calls = 0;
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    handler: http.post(path, async () => {
      held.calls += 1;
      await gate;
      return answer();
    }),
  };
  return held;
}

/** Presses `button` from the keyboard, as the audit did: on it, then Enter. */
export async function pressWithEnter(button: HTMLElement) {
  button.focus();
  await userEvent.keyboard('{Enter}');
}
