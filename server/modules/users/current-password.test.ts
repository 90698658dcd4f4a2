import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  bearer,
  createAccount,
  createSocialUser,
  login,
  startTestServer,
  type TestServer,
} from '../../test/helper.ts';

// Decision 303: a stolen token is not a permanent takeover.
let server: TestServer;
const inject = (options: InjectOptions) => server.app.inject(options);

beforeAll(async () => {
  server = await startTestServer({
    loginLimits: { perPair: 3, perAccount: 20, perAddress: 30, delaySeconds: 30, maxDelayMinutes: 60 },
  });
});
afterAll(() => server.close());

const acts = (account: Account) => ({
  'password change': (body: Record<string, unknown>) =>
    inject({
      method: 'PATCH',
      url: `/api/users/${account.id}`,
      headers: bearer(account.token),
      payload: { password: 'senha-do-ladrao-1', ...body },
    }),
  reset: (body: Record<string, unknown>) =>
    inject({
      method: 'POST',
      url: '/api/users/account/reset',
      headers: bearer(account.token),
      payload: body,
    }),
  deletion: (body: Record<string, unknown>) =>
    inject({
      method: 'DELETE',
      url: `/api/users/${account.id}`,
      headers: bearer(account.token),
      payload: body,
    }),
});

describe.each(['password change', 'reset', 'deletion'] as const)('%s', (act) => {
  it('is refused without the current password or with a wrong one, and works with the right one', async () => {
    const account = await createAccount(server);
    const run = acts(account)[act];
    // Left out or empty, the person reads decision 303's sentence, not a validator's.
    for (const body of [{}, { currentPassword: '' }]) {
      const missing = await run(body);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Informe a sua senha atual para continuar.');
    }
    const wrong = await run({ currentPassword: 'palpite-errado' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('A senha atual está incorreta.');
    expect(await login(server, account.email, account.password)).toBeTruthy();

    const right = await run({ currentPassword: account.password });
    expect(right.statusCode, right.body).toBe(act === 'deletion' ? 204 : 200);
  });
});

describe('guessing the current password with a token', () => {
  it('counts against the login limit: after the free tries the token waits too, and so does login', async () => {
    const account = await createAccount(server);
    const run = acts(account).reset;
    for (let i = 0; i < 3; i += 1)
      expect((await run({ currentPassword: `palpite-${i}` })).statusCode).toBe(400);
    const slowed = await run({ currentPassword: account.password });
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    const signIn = await inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { email: account.email, password: account.password },
    });
    expect(signIn.statusCode).toBe(429);
  });
});

describe('an account without a password (social sign-up)', () => {
  it('cannot set one, reset or delete with a token alone: it is sent to the recovery link', async () => {
    const email = 'social-sem-senha@exemplo.com.br';
    const user = await createSocialUser(server, email, 'apple|7');
    await server.app.repos.users.update(user.id, { active: true });
    const session = await server.app.repos.sessions.create(
      user.id,
      user.id,
      new Date(Date.now() + 3_600_000),
    );
    const token = await server.app.tokens.sign({ sessionId: session.id, userId: user.id }, session.expiresAt);
    const res = await inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: bearer(token),
      payload: { password: 'senha-do-ladrao-1', currentPassword: 'senha-que-nao-existe' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Esqueci minha senha/);
    expect((await server.app.repos.users.findById(user.id))?.passwordHash).toBeNull();
  });
});
