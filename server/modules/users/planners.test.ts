import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema.ts';
import {
  type Account,
  bearer,
  createAccount,
  login,
  startTestServer,
  type TestServer,
} from '../../test/helper.ts';

let server: TestServer;
const inject = (options: InjectOptions) => server.app.inject(options);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const list = (token: string, id: string) =>
  inject({ method: 'GET', url: `/api/users/${id}/planners`, headers: bearer(token) });
const remove = (token: string, id: string, plannerId: string) =>
  inject({ method: 'DELETE', url: `/api/users/${id}/planners/${plannerId}`, headers: bearer(token) });

async function makePlanner(name: string): Promise<Account> {
  const planner = await createAccount(server, { name });
  await server.app.repos.users.update(planner.id, { profiles: ['planner'] });
  return planner;
}

/** A client (the family's admin) with two planners and a family member. */
async function household() {
  const client = await createAccount(server, { name: 'Ana Cliente' });
  const paula = await makePlanner('Paula Planejadora');
  const bruno = await makePlanner('Bruno Planejador');
  await server.app.repos.users.addClient(paula.id, client.id, 'P-01');
  await server.app.repos.users.addClient(bruno.id, client.id, null);
  const member = await createAccount(server, { name: 'Carlos Membro' });
  const family = await inject({
    method: 'POST',
    url: '/api/families',
    headers: bearer(client.token),
    payload: { name: 'Família da Ana', user: client.id },
  });
  expect(family.statusCode, family.body).toBe(201);
  const joined = await inject({
    method: 'POST',
    url: '/api/families/voucher',
    headers: bearer(member.token),
    payload: { voucher: family.json().data.voucher, email: member.email, user: member.id },
  });
  expect(joined.statusCode, joined.body).toBe(200);
  return { client, paula, bruno, member };
}

describe("a client's planners (decision 048)", () => {
  it('lists the planners by name with their e-mail, and nothing for an account without one', async () => {
    const { client, paula, bruno } = await household();
    const res = await list(client.token, client.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      total: 2,
      items: [
        { _id: bruno.id, name: 'Bruno Planejador', email: bruno.email },
        { _id: paula.id, name: 'Paula Planejadora', email: paula.email },
      ],
    });
    const alone = await createAccount(server);
    const none = await list(alone.token, alone.id);
    expect(none.json().data).toEqual({ total: 0, items: [] });
  });

  it("removes a planner: the planner's open session for the client is refused at once", async () => {
    const { client, paula, bruno } = await household();
    const forClient = await login(server, paula.email, paula.password, client.id);
    const own = await login(server, paula.email, paula.password);
    const brunoForClient = await login(server, bruno.email, bruno.password, client.id);
    const read = (token: string) =>
      inject({ method: 'GET', url: '/api/transactions', headers: bearer(token) });
    expect((await read(forClient)).statusCode).toBe(200);

    const removed = await remove(client.token, client.id, paula.id);
    expect(removed.statusCode, removed.body).toBe(204);

    // The token she already held stops on its very next call, reads and exports alike.
    expect((await read(forClient)).statusCode).toBe(401);
    const exported = await inject({
      method: 'POST',
      url: '/api/users/export_user_story',
      headers: bearer(forClient),
    });
    expect(exported.statusCode).toBe(401);
    // She cannot sign in for the client again, and the client is gone from her list.
    const again = await inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { email: paula.email, password: paula.password, clientId: client.id },
    });
    expect(again.statusCode).toBe(403);
    const clients = await inject({ method: 'GET', url: '/api/users/clients', headers: bearer(own) });
    expect(clients.statusCode).toBe(200);
    expect(clients.json().data.items).toEqual([]);
    // Her own account and the other planner's access are untouched.
    expect((await read(brunoForClient)).statusCode).toBe(200);
    const left = await list(client.token, client.id);
    expect(left.json().data.items.map((planner: { _id: string }) => planner._id)).toEqual([bruno.id]);
  });

  it('answers 404 to removing twice, and to a planner who was never linked', async () => {
    const { client, paula } = await household();
    expect((await remove(client.token, client.id, paula.id)).statusCode).toBe(204);
    const twice = await remove(client.token, client.id, paula.id);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe('Este planejador não tem acesso à sua conta');
    const stranger = await makePlanner('Outra Planejadora');
    expect((await remove(client.token, client.id, stranger.id)).statusCode).toBe(404);
  });

  it('a stranger, the planner and a family member can neither list nor remove', async () => {
    const { client, paula, bruno, member } = await household();
    const stranger = await createAccount(server, { name: 'Estranho' });
    for (const token of [stranger.token, member.token, paula.token]) {
      expect((await list(token, client.id)).statusCode).toBe(404);
      expect((await remove(token, client.id, paula.id)).statusCode).toBe(404);
    }
    // Signed in for the client, the planner holds the client's id but not the client's say.
    const forClient = await login(server, paula.email, paula.password, client.id);
    const listed = await list(forClient, client.id);
    expect(listed.statusCode).toBe(403);
    expect(listed.json().message).toBe('Apenas o próprio usuário pode ver ou remover o acesso do planejador');
    expect((await remove(forClient, client.id, paula.id)).statusCode).toBe(403);
    expect((await remove(forClient, client.id, bruno.id)).statusCode).toBe(403);
    const still = await list(client.token, client.id);
    expect(still.json().data.total).toBe(2);
  });

  it('an account whose trial ended may still take a planner away (decision 431)', async () => {
    const { client, paula } = await household();
    await server.app.database.db
      .update(subscriptions)
      .set({ expireAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(subscriptions.userId, client.id));
    expect((await remove(client.token, client.id, paula.id)).statusCode).toBe(204);
  });
});
