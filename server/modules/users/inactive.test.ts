import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  bearer,
  createAccount,
  login,
  startTestServer,
  type TestServer,
} from '../../test/helper.ts';

// Decision 300 (the integrator's inactive-account policy).
let server: TestServer;
const inject = (options: InjectOptions) => server.app.inject(options);
let inactive: Account;

beforeAll(async () => {
  server = await startTestServer();
  inactive = await createAccount(server, { activate: false });
});
afterAll(() => server.close());

const NOT_ACTIVE = { message: 'Ative sua conta para continuar.' };

describe('an account that is not activated', () => {
  it.each<[string, InjectOptions['method'], string, Record<string, unknown> | undefined]>([
    ['lists transactions', 'GET', '/api/transactions', undefined],
    ['lists families', 'GET', '/api/families', undefined],
    ['creates a family', 'POST', '/api/families', { name: 'Família Teste', user: '{id}' }],
    ['changes its profile', 'PATCH', '/api/users/{id}', { name: 'Outro Nome' }],
    ['exports its history', 'POST', '/api/users/export_user_story', undefined],
    ['resets the account', 'POST', '/api/users/account/reset', { currentPassword: 'senha-segura-123' }],
  ])('is refused with 403 when it %s', async (_case, method, url, payload) => {
    const res = await inject({
      method,
      url: url.replace('{id}', inactive.id),
      headers: bearer(inactive.token),
      ...(payload ? { payload: JSON.parse(JSON.stringify(payload).replace('{id}', inactive.id)) } : {}),
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual(NOT_ACTIVE);
  });

  it('still reads itself, asks for the code again and signs out', async () => {
    const me = await inject({
      method: 'GET',
      url: `/api/users/${inactive.id}`,
      headers: bearer(inactive.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.active).toBe(false);
    const resend = await inject({
      method: 'POST',
      url: '/api/users/account/activation/resend_email',
      headers: bearer(inactive.token),
    });
    expect(resend.statusCode).toBe(204);
    const token = await login(server, inactive.email, inactive.password);
    expect(
      (await inject({ method: 'POST', url: '/api/users/logout', headers: bearer(token) })).statusCode,
    ).toBe(204);
  });

  it('is told by its login that it waits for activation, and an activated one that it does not', async () => {
    const answer = async (account: Account) =>
      (
        await inject({
          method: 'POST',
          url: '/api/users/authenticate',
          payload: { email: account.email, password: account.password },
        })
      ).json().data;
    // The app goes to activation on this, before asking for any screen's data (decision 161).
    expect(await answer(inactive)).toMatchObject({ id: inactive.id, active: false });
    const activated = await createAccount(server);
    expect(await answer(activated)).toMatchObject({ id: activated.id, active: true });
  });

  it('reaches everything once activated', async () => {
    const account = await createAccount(server);
    const res = await inject({ method: 'GET', url: '/api/transactions', headers: bearer(account.token) });
    expect(res.statusCode).toBe(200);
  });

  it('deletes itself with its password', async () => {
    const doomed = await createAccount(server, { activate: false });
    const res = await inject({
      method: 'DELETE',
      url: `/api/users/${doomed.id}`,
      headers: bearer(doomed.token),
      payload: { currentPassword: doomed.password },
    });
    expect(res.statusCode, res.body).toBe(204);
  });

  it('does not stop its planner: the check is on who signed in', async () => {
    const planner = await createAccount(server, { name: 'Planejadora' });
    const client = await createAccount(server, { name: 'Cliente Inativo', activate: false });
    await server.app.repos.users.update(planner.id, { profiles: ['planner'] });
    await server.app.repos.users.addClient(planner.id, client.id, 'C-09');
    const token = await login(server, planner.email, planner.password, client.id);
    const res = await inject({ method: 'GET', url: '/api/transactions', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
  });
});
