import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttles } from '../../db/schema.ts';
import {
  type Account,
  createAccount,
  createSocialUser,
  startTestServer,
  type TestServer,
} from '../../test/helper.ts';

// Decision 301: counted before the hash check, slowed instead of locked out.
let server: TestServer;
const inject = (options: InjectOptions) => server.app.inject(options);

beforeAll(async () => {
  server = await startTestServer({
    loginLimits: { perPair: 3, perAccount: 6, perAddress: 10, delaySeconds: 30, maxDelayMinutes: 60 },
  });
});
afterAll(() => server.close());

const WRONG = 'Opa, tem algo errado com seu e-mail ou sua senha! Reveja as informações.';
const signIn = (email: string, password: string, remoteAddress: string) =>
  inject({ method: 'POST', url: '/api/users/authenticate', remoteAddress, payload: { email, password } });
/** Time passes: every wait imposed so far is over. */
const waitsEnd = () =>
  server.app.database.db.update(throttles).set({ blockedUntil: new Date(Date.now() - 1000) });

describe('accounts without a password (decision 304)', () => {
  it('refuse every password exactly like a wrong one, after the same hash check', async () => {
    const email = 'so-pelo-google@exemplo.com.br';
    await createSocialUser(server, email, 'google|42');

    // The decoy's password used to open any account created without one.
    for (const password of ['senha-que-nao-existe', 'qualquer-outra']) {
      const res = await signIn(email, password, '10.3.0.1');
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ message: WRONG });
    }
    // Same answer as a wrong password on an account that has one; the equal hash work behind it is
    // held in server/auth/passwords.test.ts.
    const withPassword = await createAccount(server);
    const wrong = await signIn(withPassword.email, 'senha-errada-1', '10.3.0.3');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: WRONG });
  });
});

describe('password guesses', () => {
  let owner: Account;
  beforeAll(async () => {
    owner = await createAccount(server);
  });

  it('a burst of 20 parallel guesses gets only the free tries checked; the rest wait with Retry-After', async () => {
    const victim = await createAccount(server);
    // Only wrong guesses: a right password among them would, once checked, wipe the address's count
    // (as the owner signing in should), and the requests after it would start over (seen under load).
    const guesses = Array.from({ length: 20 }, (_, i) => `chute-errado-${i}`);
    const answers = await Promise.all(guesses.map((password) => signIn(victim.email, password, '10.4.0.1')));
    const statuses = answers.map((res) => res.statusCode);
    const checked = statuses.filter((status) => status === 200 || status === 403);
    expect(checked.length, statuses.join(',')).toBeLessThanOrEqual(3);
    const waiting = answers.filter((res) => res.statusCode === 429);
    expect(waiting.length).toBeGreaterThanOrEqual(17);
    for (const res of waiting) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(res.json().message).toMatch(
        /^Muitas tentativas seguidas\. Aguarde \d+ segundos? e tente novamente\.$/,
      );
    }
  });

  it('slows one address after its free tries, doubling, and lets the right password in after the wait', async () => {
    const me = await createAccount(server);
    for (let i = 0; i < 3; i += 1)
      expect((await signIn(me.email, `errada-${i}`, '10.6.0.1')).statusCode).toBe(403);
    const early = await signIn(me.email, me.password, '10.6.0.1');
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('30');
    expect(early.json().message).toBe('Muitas tentativas seguidas. Aguarde 30 segundos e tente novamente.');

    await waitsEnd();
    expect((await signIn(me.email, 'errada-3', '10.6.0.1')).statusCode).toBe(403);
    expect((await signIn(me.email, me.password, '10.6.0.1')).headers['retry-after']).toBe('60');
    await waitsEnd();
    expect((await signIn(me.email, me.password, '10.6.0.1')).statusCode).toBe(200);
    // The right password wiped this address's count: the owner starts over with free tries.
    expect((await signIn(me.email, 'errada-4', '10.6.0.1')).statusCode).toBe(403);
  });

  it('guesses from many addresses never lock the owner out of an address they signed in from', async () => {
    expect((await signIn(owner.email, owner.password, '10.8.0.1')).statusCode).toBe(200);
    const attack = [];
    for (let i = 1; i <= 12; i += 1)
      attack.push((await signIn(owner.email, `chute-${i}`, `10.9.0.${i}`)).statusCode);
    // The account-wide bound (6 free) catches guessing spread over addresses.
    expect(attack.slice(0, 6).every((status) => status === 403)).toBe(true);
    expect(attack.slice(7).every((status) => status === 429)).toBe(true);

    expect((await signIn(owner.email, owner.password, '10.8.0.1')).statusCode).toBe(200);
    // From an address the account never used, the right password waits like any other try.
    expect((await signIn(owner.email, owner.password, '10.7.0.1')).statusCode).toBe(429);
  });

  it('slows one address trying many accounts', async () => {
    for (let i = 0; i < 10; i += 1)
      expect((await signIn(`alvo-${i}@exemplo.com.br`, 'errada-123', '10.5.0.1')).statusCode).toBe(403);
    const res = await signIn(owner.email, owner.password, '10.5.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('30');
  });
});
