import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../src/lib/dates.ts';
import { loadContract } from '../contract/spec.ts';
import { idempotencyKeys, transactions } from '../db/schema.ts';
import { categoryId, client, data } from '../test/client.ts';
import { type Account, bearer, createAccount, startTestServer, type TestServer } from '../test/helper.ts';
import { idempotentOperations } from './operations.ts';

let server: TestServer;
let owner: Account;
let rent: string;
let checking: string;
let savings: string;
const today = todayIso();

const send = (url: string, payload: object, key?: string, who: Account = owner) =>
  server.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...bearer(who.token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  } satisfies InjectOptions);

const expense = (payload: object = {}) => ({
  name: 'Aluguel',
  value: 1500,
  date: today,
  paid: false,
  transactionType: 'expenses',
  category: rent,
  payment: checking,
  ...payload,
});

/** An emergency-reserve objective on the checking account. */
const objectiveBody = (name: string) => ({
  name,
  category: 'reserva-emergencia',
  totalValue: 3000,
  initialValue: 0,
  beginDate: '2026-01-01',
  finalDate: '2030-12-31',
  payment: checking,
});

async function rowsOf(userId: string): Promise<number> {
  const [row] = await server.app.database.db
    .select({ n: count() })
    .from(transactions)
    .where(eq(transactions.userId, userId));
  return row?.n ?? 0;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await createAccount(server);
  const api = client(server, owner.token);
  rent = await categoryId(api, 'Aluguel');
  const account = (body: object) => data<{ _id: string }>(api('POST', '/payments', body), 201);
  checking = (await account({ name: 'Itaú', type: 'debit', accountType: 'Conta corrente', value: 5000 }))._id;
  savings = (await account({ name: 'Poupança', type: 'debit', accountType: 'Poupança', value: 0 }))._id;
});
afterAll(() => server.close());

describe('Idempotency-Key on money POSTs (decision 312)', () => {
  it('is declared by every POST that books money or creates a record from a form, and only by them', () => {
    expect([...idempotentOperations(loadContract().document)].sort()).toEqual([
      'createCategory',
      'createInvoice',
      'createLinkedTransaction',
      'createObjective',
      'createObjectiveTransaction',
      'createPayment',
      'createTask',
      'createTransaction',
    ]);
  });

  it('a retry with the same key answers the first result and books nothing more', async () => {
    const key = randomUUID();
    const before = await rowsOf(owner.id);
    const first = await send('/transactions', expense({ lastInstallment: 3 }), key);
    const retry = await send('/transactions', expense({ lastInstallment: 3 }), key);

    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect((await rowsOf(owner.id)) - before).toBe(3);
  });

  it('without a key every request books, as before', async () => {
    const before = await rowsOf(owner.id);
    await send('/transactions', expense());
    await send('/transactions', expense());
    expect((await rowsOf(owner.id)) - before).toBe(2);
  });

  it('concurrent duplicates book once and all answer the same', async () => {
    const key = randomUUID();
    const before = await rowsOf(owner.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send('/transactions', expense({ name: 'Em paralelo' }), key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect((await rowsOf(owner.id)) - before).toBe(1);
  });

  it('the same key with other data answers 422 in pt-BR and books nothing', async () => {
    const key = randomUUID();
    await send('/transactions', expense({ value: 10 }), key);
    const before = await rowsOf(owner.id);
    const reused = await send('/transactions', expense({ value: 11 }), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(
      'Esta chave de envio (Idempotency-Key) já foi usada com outros dados. Use uma chave nova para um novo envio.',
    );
    expect(await rowsOf(owner.id)).toBe(before);
  });

  it('a refused request keeps no key, so its corrected retry books', async () => {
    const key = randomUUID();
    const refused = await send('/transactions', expense({ value: 0 }), key);
    expect(refused.statusCode).toBe(400);
    expect((await send('/transactions', expense({ value: 0 }), key)).statusCode).toBe(400);
    expect((await send('/transactions', expense({ value: 20 }), key)).statusCode).toBe(201);
  });

  it('keys belong to one user', async () => {
    const other = await createAccount(server);
    const otherApi = client(server, other.token);
    const wallet = (await data<{ items: Array<{ _id: string }> }>(otherApi('GET', '/payments'))).items[0]
      ?._id;
    const key = randomUUID();
    await send('/transactions', expense(), key);
    const theirs = await send('/transactions', expense({ payment: wallet }), key, other);
    expect(theirs.statusCode).toBe(201);
    expect(await rowsOf(other.id)).toBe(1);
  });

  it('a key older than 24 hours is purged and books again', async () => {
    const key = randomUUID();
    await send('/transactions', expense(), key);
    const ofKey = and(eq(idempotencyKeys.userId, owner.id), eq(idempotencyKeys.key, key));
    await server.app.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(ofKey);
    const before = await rowsOf(owner.id);
    expect((await send('/transactions', expense(), key)).statusCode).toBe(201);
    expect((await rowsOf(owner.id)) - before).toBe(1);
    const [kept] = await server.app.database.db.select().from(idempotencyKeys).where(ofKey);
    expect(Date.now() - (kept?.createdAt.getTime() ?? 0)).toBeLessThan(60 * 60 * 1000);
  });

  it('refuses a key longer than 255 characters or with invisible characters', async () => {
    expect((await send('/transactions', expense(), 'k'.repeat(256))).statusCode).toBe(400);
    expect((await send('/transactions', expense(), 'chave com espaço')).statusCode).toBe(400);
    expect((await send('/transactions', expense(), 'k'.repeat(255))).statusCode).toBe(201);
  });

  it('a transfer retried with its key moves the money once', async () => {
    const key = randomUUID();
    const transfer = {
      name: 'Transferência',
      value: 100,
      date: today,
      paid: true,
      transactionType: 'revenues',
      bankingOperationType: 'transfer',
      bankingOperationPayment: checking,
      payment: savings,
    };
    const before = await rowsOf(owner.id);
    const answers = await Promise.all([
      send('/transactions', transfer, key),
      send('/transactions', transfer, key),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect((await rowsOf(owner.id)) - before).toBe(2);
  });

  it('an invoice payment retried with its key pays once', async () => {
    const api = client(server, owner.token);
    const card = await data<{ _id: string }>(
      api('POST', '/payments', {
        name: 'Nubank',
        type: 'credit',
        flag: 'Mastercard',
        invoiceCloseOn: 5,
        paid: 12,
        limit: 5000,
      }),
      201,
    );
    const purchase = await data<{ _id: string; closeOnDay: string }>(
      api('POST', '/invoices', expense({ name: 'Geladeira', payment: card._id, paid: true, value: -300 })),
      201,
    );
    const payment = {
      name: 'Pagamento de fatura',
      value: 300,
      date: purchase.closeOnDay,
      paid: true,
      transactionType: 'expenses',
      payment: checking,
      paymentInvoiceReferenceId: purchase._id,
    };
    const key = randomUUID();
    const before = await rowsOf(owner.id);
    const first = await send('/invoices', payment, key);
    const retry = await send('/invoices', payment, key);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.body).toBe(first.body);
    expect((await rowsOf(owner.id)) - before).toBe(1);
  });

  // Decision 467: the forms that create a record carry a key too, so a lost answer's retry does not
  // leave a second wallet, category, calendar item, objective or task behind.
  it.each([
    [
      'a wallet',
      '/payments',
      () => ({ name: 'Conta nova', type: 'debit', accountType: 'Conta corrente', value: 10 }),
    ],
    ['a category', '/categories', () => ({ name: 'Cinema', category: rent, group: 'expenses' })],
    [
      'a calendar item',
      '/linkedtransactions',
      () => ({
        transaction: { name: 'Academia', payment: checking, transactionType: 'expenses' },
        value: -99.9,
        day: 10,
      }),
    ],
    ['an objective', '/objectives', () => objectiveBody('Carro')],
    ['a task', '/tasks', () => ({ title: 'Vender a bicicleta', description: 'OLX', user: owner.id })],
  ])('%s created twice at once with one key is created once', async (_, url, body) => {
    const api = client(server, owner.token);
    const listed = async () => (await data<{ items: unknown[] }>(api('GET', url))).items.length;
    const before = await listed();
    const key = randomUUID();
    const answers = await Promise.all([send(url, body(), key), send(url, body(), key)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[1]?.body).toBe(answers[0]?.body);
    expect((await listed()) - before).toBe(1);
  });

  it('an objective deposit retried with its key deposits once', async () => {
    const api = client(server, owner.token);
    const objective = await data<{ _id: string }>(api('POST', '/objectives', objectiveBody('Viagem')), 201);
    const key = randomUUID();
    const deposit = { value: 250, date: today };
    const answers = await Promise.all([
      send(`/objectives/${objective._id}/transaction`, deposit, key),
      send(`/objectives/${objective._id}/transaction`, deposit, key),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const after = await data<{ paidValue: number }>(api('GET', `/objectives/${objective._id}`));
    expect(after.paidValue).toBe(250);
  });
});
