import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryId, client, data } from '../../test/client.ts';
import { bearer, createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

let server: TestServer;
let ownerToken: string;
let memberToken: string;
let rent: string;
let wallet: string;
const MARCH = '/api/transactions?startDate=2026-03-01&endDate=2026-03-31';
const APRIL = '/api/transactions?startDate=2026-04-01&endDate=2026-04-30';
const FAMILY_MARCH = `${MARCH}&family=true`;

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });

beforeAll(async () => {
  server = await startTestServer();
  const owner = await createAccount(server, { name: 'Ana Souza' });
  const member = await createAccount(server, { name: 'Carlos Souza' });
  ownerToken = owner.token;
  memberToken = member.token;
  const family = await server.app.repos.families.create('Família Souza', owner, 'SOUZA777');
  await server.app.repos.families.join(family.id, member);
  const api = client(server, ownerToken);
  rent = await categoryId(api, 'Aluguel');
  wallet = (
    await data<{ _id: string }>(
      api('POST', '/payments', { name: 'Itaú', type: 'debit', accountType: 'Conta corrente', value: 0 }),
      201,
    )
  )._id;
  await data(
    api('POST', '/transactions', {
      name: 'Aluguel',
      value: -1800,
      date: '2026-03-05',
      transactionType: 'expenses',
      category: rent,
      payment: wallet,
    }),
    201,
  );
});
afterAll(() => server.close());

describe('month list revalidation (ETag / If-None-Match)', () => {
  it('answers 304 with no body while nothing changed, and the full month after any write', async () => {
    const first = await get(MARCH, ownerToken);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/".+"$/);

    const again = await get(MARCH, ownerToken, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);

    // A write in another month changes the user's data version: the copy is no longer current.
    const api = client(server, ownerToken);
    await data(
      api('POST', '/transactions', {
        name: 'Mercado',
        value: -90,
        date: '2025-01-10',
        transactionType: 'expenses',
        category: rent,
        payment: wallet,
      }),
      201,
    );
    const changed = await get(MARCH, ownerToken, { 'if-none-match': tag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.json().data.items.map((row: { name: string }) => row.name)).toEqual(['Aluguel']);
  });

  it('gives a renamed wallet a new tag, and the same answer twice from the same data', async () => {
    const before = await get(MARCH, ownerToken);
    const same = await get(MARCH, ownerToken);
    expect(same.headers.etag).toBe(before.headers.etag);
    expect(same.body).toBe(before.body);
    const api = client(server, ownerToken);
    expect((await api('PATCH', `/payments/${wallet}`, { name: 'Itaú Personnalité' })).status).toBe(200);
    const after = await get(MARCH, ownerToken, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.items[0].payment.name).toBe('Itaú Personnalité');
  });

  it('never lets one user revalidate with another user or another query tag', async () => {
    const mine = await get(FAMILY_MARCH, ownerToken);
    const theirs = await get(FAMILY_MARCH, memberToken, { 'if-none-match': String(mine.headers.etag) });
    expect(theirs.statusCode).toBe(200);
    const april = await get('/api/transactions?startDate=2026-04-01&endDate=2026-04-30', ownerToken, {
      'if-none-match': String(mine.headers.etag),
    });
    expect(april.statusCode).toBe(200);
  });

  it("sees a family member's write in the family view", async () => {
    const before = await get(FAMILY_MARCH, ownerToken);
    const member = client(server, memberToken);
    const account = await data<{ _id: string }>(
      member('POST', '/payments', { name: 'Nubank', type: 'debit', accountType: 'Conta corrente', value: 0 }),
      201,
    );
    await data(
      member('POST', '/transactions', {
        name: 'Farmácia',
        value: -35,
        date: '2026-03-07',
        transactionType: 'expenses',
        category: rent,
        payment: account._id,
      }),
      201,
    );
    const after = await get(FAMILY_MARCH, ownerToken, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.items.map((row: { name: string }) => row.name)).toContain('Farmácia');
  });

  it("revalidates the month's summary too, until a write changes it", async () => {
    const url = `/api/balances?startDate=2026-03-01&endDate=2026-03-31&categoryId=${rent}`;
    const first = await get(url, ownerToken);
    expect(first.statusCode).toBe(200);
    const tag = String(first.headers.etag);
    expect((await get(url, ownerToken, { 'if-none-match': tag })).statusCode).toBe(304);
    // Without a copy the client gets the same answer again, kept by the server for that data version.
    const again = await get(url, ownerToken);
    expect(again.json()).toEqual(first.json());
    expect(again.headers.etag).toBe(tag);
    const api = client(server, ownerToken);
    await data(
      api('POST', '/transactions', {
        name: 'Luz',
        value: -120,
        date: '2026-03-08',
        paid: true,
        transactionType: 'expenses',
        category: rent,
        payment: wallet,
      }),
      201,
    );
    const after = await get(url, ownerToken, { 'if-none-match': tag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
    expect(after.json().data.expensesPaid).not.toBe(first.json().data.expensesPaid);
    expect((await get(url, ownerToken)).json()).toEqual(after.json());
  });

  it('revalidates a search across history, until a write changes what it finds', async () => {
    const url = '/api/transactions/search?q=aluguel';
    const first = await get(url, ownerToken);
    expect(first.statusCode).toBe(200);
    const tag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect((await get(url, ownerToken, { 'if-none-match': tag })).statusCode).toBe(304);
    expect((await get(url, memberToken, { 'if-none-match': tag })).statusCode).toBe(200);
    expect((await get(url, ownerToken)).json()).toEqual(first.json());
    const api = client(server, ownerToken);
    await data(
      api('POST', '/transactions', {
        name: 'Aluguel da garagem',
        value: -300,
        date: '2025-11-05',
        transactionType: 'expenses',
        category: rent,
        payment: wallet,
      }),
      201,
    );
    const after = await get(url, ownerToken, { 'if-none-match': tag });
    expect(after.statusCode).toBe(200);
    expect(after.json().data.total).toBe(first.json().data.total + 1);
    expect(after.json().data.items.map((row: { name: string }) => row.name)).toContain('Aluguel da garagem');
  });

  it("gives the month and the search a new tag when a row's calendar item comes and goes (audit T1)", async () => {
    const api = client(server, ownerToken);
    const aluguel = (items: { name: string; inCalendar?: boolean }[]) =>
      items.find((row) => row.name === 'Aluguel')?.inCalendar ?? false;
    const rowId = (await get(MARCH, ownerToken))
      .json()
      .data.items.find((row: { name: string }) => row.name === 'Aluguel')._id;
    const search = '/api/transactions/search?q=aluguel';
    const held = async () => ({
      month: String((await get(MARCH, ownerToken)).headers.etag),
      search: String((await get(search, ownerToken)).headers.etag),
    });
    // Each read as the browser makes it: with the tag it holds. A 304 would keep the old mark.
    const marks = async (tags: { month: string; search: string }) => {
      const month = await get(MARCH, ownerToken, { 'if-none-match': tags.month });
      const found = await get(search, ownerToken, { 'if-none-match': tags.search });
      expect([month.statusCode, found.statusCode]).toEqual([200, 200]);
      return [aluguel(month.json().data.items), aluguel(found.json().data.items)];
    };

    const before = await held();
    const linked = await data<{ _id: string }>(
      api('POST', '/linkedtransactions', {
        transaction: { name: 'Aluguel', payment: wallet, transactionType: 'expenses', category: rent },
        value: -1800,
        day: 5,
        transactionId: rowId,
      }),
      201,
    );
    expect(await marks(before)).toEqual([true, true]);

    const marked = await held();
    expect((await api('DELETE', `/linkedtransactions/${linked._id}`)).status).toBe(204);
    expect(await marks(marked)).toEqual([false, false]);
  });

  it('keeps other API answers out of any cache', async () => {
    const wallets = await get('/api/payments', ownerToken);
    expect(wallets.headers['cache-control']).toBe('no-store');
    expect(wallets.headers.etag).toBeUndefined();
  });
});

describe('API compression', () => {
  it('sends a month above 1 KB as brotli or gzip as asked, and small answers as they are', async () => {
    const api = client(server, ownerToken);
    for (let day = 10; day < 20; day++)
      await data(
        api('POST', '/transactions', {
          name: `Compra do dia ${day}`,
          value: -10,
          date: `2026-03-${day}`,
          transactionType: 'expenses',
          category: rent,
          payment: wallet,
        }),
        201,
      );
    const br = await get(MARCH, ownerToken, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await get(MARCH, ownerToken, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get(MARCH, ownerToken);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.total).toBe(12);
    const health = await server.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('answers the same month compressed again from what it kept, and never a compressed copy older than a write', async () => {
    const api = client(server, ownerToken);
    // Enough rows that the month passes the 1 KB compression threshold.
    for (let day = 1; day <= 12; day++)
      await data(
        api('POST', '/transactions', {
          name: `Mercado ${day}`,
          value: -25.3,
          date: `2026-04-${String(day).padStart(2, '0')}`,
          transactionType: 'expenses',
          category: rent,
          payment: wallet,
        }),
        201,
      );
    const asBrowser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const first = await get(APRIL, ownerToken, asBrowser);
    const again = await get(APRIL, ownerToken, asBrowser);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const plain = await get(APRIL, ownerToken);
    expect(JSON.parse(brotliDecompressSync(again.rawPayload).toString())).toEqual(plain.json());

    const noBrotli = await get(APRIL, ownerToken, { 'accept-encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(noBrotli.rawPayload).toString())).toEqual(plain.json());
    const identity = await get(APRIL, ownerToken, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(plain.json());

    await data(
      api('POST', '/transactions', {
        name: 'Farmácia',
        value: -42.5,
        date: '2026-04-21',
        transactionType: 'expenses',
        category: rent,
        payment: wallet,
      }),
      201,
    );
    const after = await get(APRIL, ownerToken, asBrowser);
    const month = JSON.parse(brotliDecompressSync(after.rawPayload).toString());
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(month.data.total).toBe(plain.json().data.total + 1);
    expect(month.data.items.map((row: { name: string }) => row.name)).toContain('Farmácia');
  });
});
