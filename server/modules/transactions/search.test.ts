import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, categoryId, client, data } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

interface Found {
  items: Array<{ name: string; date: string; user: { name: string } }>;
  total: number;
  page: number;
  limit: number;
}

let server: TestServer;
let ana: Client;
let carlos: Client;
let outsider: Client;
let carlosId: string;

const search = (query: string, who: Client = ana) => who('GET', `/transactions/search?${query}`);
const names = async (query: string, who: Client = ana) =>
  (await data<Found>(search(query, who))).items.map((row) => row.name);

async function book(who: Client, wallet: string, category: string, name: string, date: string) {
  await data(
    who('POST', '/transactions', {
      name,
      value: -25,
      date,
      transactionType: 'expenses',
      category,
      payment: wallet,
    }),
    201,
  );
}

beforeAll(async () => {
  server = await startTestServer();
  const owner = await createAccount(server, { name: 'Ana Souza' });
  const member = await createAccount(server, { name: 'Carlos Souza' });
  carlosId = member.id;
  ana = client(server, owner.token);
  carlos = client(server, member.token);
  outsider = client(server, (await createAccount(server)).token);
  const family = await server.app.repos.families.create('Família Souza', owner, 'SOUZA555');
  await server.app.repos.families.join(family.id, member);
  const account = (who: Client, name: string) =>
    data<{ _id: string }>(
      who('POST', '/payments', { name, type: 'debit', accountType: 'Conta corrente', value: 0 }),
      201,
    );
  const itau = (await account(ana, 'Itaú Personnalité'))._id;
  const nubank = (await account(carlos, 'Nubank'))._id;
  const rent = await categoryId(ana, 'Aluguel');
  const market = await categoryId(ana, 'Supermercado');
  await book(ana, itau, market, 'Pão de Açúcar', '2019-02-03');
  await book(ana, itau, rent, 'Aluguel março', '2026-03-05');
  await book(ana, itau, rent, 'Farmácia 50% off', '2026-03-06');
  await book(ana, itau, rent, 'Farmácia 50 reais', '2026-03-07');
  await book(carlos, nubank, market, 'ACUCAR mascavo', '2025-11-20');
});
afterAll(() => server.close());

describe('search across history', () => {
  it('finds a name from any month, ignoring case and accents, newest first', async () => {
    expect(await names('q=acucar')).toEqual(['Pão de Açúcar']);
    expect(await names('q=PAO%20DE')).toEqual(['Pão de Açúcar']);
    expect(await names('q=acucar&family=true')).toEqual(['ACUCAR mascavo', 'Pão de Açúcar']);
  });

  // PostgreSQL 15's unaccent keeps º and ª where PGlite's (17's) folds them (audit Y7).
  it('folds the ordinal signs and the degree sign typed for them, on every server', async () => {
    const own = client(server, (await createAccount(server)).token);
    const wallet = await data<{ _id: string }>(
      own('POST', '/payments', { name: 'Caixa', type: 'debit', accountType: 'Conta corrente', value: 0 }),
      201,
    );
    const rent = await categoryId(own, 'Aluguel');
    for (const name of ['13º salário Ana', '1ª PARCELA IPVA', 'N° 5 Perfume'])
      await book(own, wallet._id, rent, name, '2026-03-05');
    expect(await names('q=13o%20salario', own)).toEqual(['13º salário Ana']);
    expect(await names('q=1a%20parcela', own)).toEqual(['1ª PARCELA IPVA']);
    expect(await names('q=no%205', own)).toEqual(['N° 5 Perfume']);
    expect(await names(`q=${encodeURIComponent('13º')}`, own)).toEqual(['13º salário Ana']);
  });

  it('finds rows by their category name and by their wallet name', async () => {
    expect(await names('q=supermercado')).toEqual(['Pão de Açúcar']);
    expect(await names('q=itau%20person')).toEqual([
      'Farmácia 50 reais',
      'Farmácia 50% off',
      'Aluguel março',
      'Pão de Açúcar',
    ]);
  });

  it('takes % and _ literally', async () => {
    expect(await names('q=50%25')).toEqual(['Farmácia 50% off']);
    expect(await names('q=a_u')).toEqual([]);
  });

  it('pages the matches and counts them all', async () => {
    const first = await data<Found>(search('q=itau&limit=3'));
    expect(first).toMatchObject({ total: 4, page: 1, limit: 3 });
    expect(first.items).toHaveLength(3);
    const second = await data<Found>(search('q=itau&limit=3&page=2'));
    expect(second.items.map((row) => row.name)).toEqual(['Pão de Açúcar']);
    expect(await data<Found>(search('q=itau&limit=3&page=5'))).toMatchObject({ items: [], total: 4 });
  });

  it("keeps to the caller's scope: a member's rows with userId, nobody else's", async () => {
    expect(await names(`q=acucar&userId=${carlosId}`)).toEqual(['ACUCAR mascavo']);
    expect(await names('q=acucar', outsider)).toEqual([]);
    expect((await search(`q=acucar&userId=${carlosId}`, outsider)).status).toBe(403);
  });

  it('refuses a search of fewer than 2 letters with a pt-BR message', async () => {
    expect(await search('q=%20a%20')).toMatchObject({
      status: 400,
      body: { message: 'Digite ao menos 2 letras para buscar', errors: [{ field: 'q' }] },
    });
    expect((await search('q=a')).status).toBe(400);
    expect((await search('')).status).toBe(400);
  });
});
