import { createServer } from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { createRepositories } from '../repositories/index.ts';
import { type Account, bearer, createAccount, startTestServer, type TestServer } from '../test/helper.ts';

let server: TestServer;
let ana: Account;
let unreachable: pg.Pool;

/** A port nothing listens on: connecting there fails the way a stopped database server does. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

beforeAll(async () => {
  server = await startTestServer();
  ana = await createAccount(server);
  unreachable = new pg.Pool({ connectionString: `postgres://app@127.0.0.1:${await closedPort()}/app` });
  unreachable.on('error', () => undefined);
});
afterAll(async () => {
  await unreachable.end();
  await server.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The session look-up of the token check now runs against a database that is down. */
function loseTheDatabase() {
  const down = createRepositories(drizzle(unreachable, { schema }) as unknown as Db);
  vi.spyOn(server.app.repos.sessions, 'findLive').mockImplementation((id) => down.sessions.findLive(id));
}

const wallets = (token: string) =>
  server.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(token) });

describe('the token check while the database is unreachable (audit Y4)', () => {
  it('answers the server error every other database failure gets, not that the session ended', async () => {
    loseTheDatabase();
    const res = await wallets(ana.token);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Erro de comunicação com o servidor' });
  });

  it('keeps the session: once the database is back the same token works', async () => {
    loseTheDatabase();
    expect((await wallets(ana.token)).statusCode).toBe(500);
    vi.restoreAllMocks();
    expect((await wallets(ana.token)).statusCode).toBe(200);
  });

  it('a write whose subscription check fails on the database is a server error too', async () => {
    const down = createRepositories(drizzle(unreachable, { schema }) as unknown as Db);
    vi.spyOn(server.app.repos.subscriptions, 'ruling').mockImplementation((id) =>
      down.subscriptions.ruling(id),
    );
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: bearer(ana.token),
      payload: { name: 'Conta', type: 'debit' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Erro de comunicação com o servidor' });
  });

  it('still refuses with 401 a token whose session ended, and one that is not a token', async () => {
    const bruno = await createAccount(server);
    const out = await server.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(bruno.token),
    });
    expect(out.statusCode).toBe(204);
    for (const token of [bruno.token, 'nao-e-um-token']) {
      const res = await wallets(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Permission denied!' });
    }
  });
});
