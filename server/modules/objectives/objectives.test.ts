import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonthsToDate, todayIso } from '../../../src/lib/dates.ts';
import type { Cents } from '../../domain/types.ts';
import { balanceAt, type Client, client, data } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';
import { objectiveColumns } from './rules.ts';

interface Objective {
  _id: string;
  name: string;
  category: string;
  totalValue: number;
  initialValue: number;
  paidValue: number;
  installment: number;
  beginDate: string;
  finalDate: string;
  payment: string;
  done: boolean;
  transactions: Array<{ value: number; date: string }>;
}
interface Row {
  _id: string;
  name: string;
  value: number;
  transactionType: string;
  paid: boolean;
  category?: { name?: string };
  payment?: { _id?: string };
}

const today = todayIso();
const month = today.slice(0, 7);
let server: TestServer;
let api: Client;
let other: Client;
let account: string;
let othersAccount: string;

const newAccount = async (who: Client, name: string) =>
  (
    await data<{ _id: string }>(
      who('POST', '/payments', { name, type: 'debit', accountType: 'Conta corrente', value: 10000 }),
      201,
    )
  )._id;

const input = (overrides: object = {}) => ({
  name: 'Reserva de emergência',
  category: 'reserva-emergencia',
  totalValue: 30000,
  initialValue: 5000,
  beginDate: '2026-01-01',
  finalDate: '2026-12-31',
  payment: account,
  ...overrides,
});
const create = (overrides: object = {}, who: Client = api) =>
  data<Objective>(who('POST', '/objectives', input(overrides)), 201);
const move = (id: string, value: number, date = today) =>
  api('POST', `/objectives/${id}/transaction`, { value, date });
const refusal = async (call: ReturnType<Client>) => {
  const answer = await call;
  return { status: answer.status, message: answer.body.message, field: answer.body.errors?.[0]?.field };
};
const rows = async () =>
  (
    await data<{ items: Row[] }>(
      api('GET', `/transactions?startDate=${addDays(today, -40)}&endDate=${today}`),
    )
  ).items;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server, (await createAccount(server, { name: 'Ana Souza' })).token);
  other = client(server, (await createAccount(server)).token);
  account = await newAccount(api, 'Conta Nubank');
  othersAccount = await newAccount(other, 'Conta do João');
});
afterAll(() => server.close());

describe('create', () => {
  it('stores the objective with the instalment the server computes and says so', async () => {
    const answer = await api('POST', '/objectives', { ...input(), installment: 1, done: true });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Objetivo cadastrado com sucesso');
    expect(answer.body.data).toMatchObject({
      name: 'Reserva de emergência',
      totalValue: 30000,
      initialValue: 5000,
      paidValue: 0,
      installment: 2083.33,
      payment: account,
      done: false,
      transactions: [],
    });
  });

  it('is done at once when the initial value already reaches the total', async () => {
    expect((await create({ initialValue: 30000 })).done).toBe(true);
  });

  it.each([
    [{ name: '  ' }, 'CAMPO OBRIGATÓRIO', 'name'],
    [{ totalValue: 0 }, 'VALOR INVÁLIDO', 'totalValue'],
    [{ totalValue: -10 }, 'VALOR INVÁLIDO', 'totalValue'],
    // Beyond the contract's Money bound (decision 320) the schema refuses before the rule does.
    [{ totalValue: 1e12 }, 'Dados inválidos', 'totalValue'],
    [{ totalValue: 1e300 }, 'Dados inválidos', 'totalValue'],
    [{ initialValue: 30000.01 }, 'VALOR MUITO ALTO', 'initialValue'],
    [{ initialValue: -1 }, 'VALOR INVÁLIDO', 'initialValue'],
    [{ finalDate: '2025-12-31' }, 'VALOR INVÁLIDO', 'finalDate'],
    [{ finalDate: '2126-01-01' }, 'VALOR MUITO ALTO', 'finalDate'],
    [{ payment: undefined }, 'CAMPO OBRIGATÓRIO', 'payment'],
    [{ name: '' }, 'CAMPO OBRIGATÓRIO', 'name'],
    [{ payment: '' }, 'CAMPO OBRIGATÓRIO', 'payment'],
    [{ payment: 'nao-existe' }, 'CONTA INVÁLIDA', 'payment'],
  ])('refuses %o with %s', async (change, message, field) => {
    expect(await refusal(api('POST', '/objectives', input(change)))).toEqual({ status: 400, message, field });
  });

  it("refuses someone else's account and a credit card", async () => {
    const card = await data<{ _id: string }>(
      api('POST', '/payments', {
        name: 'Cartão',
        type: 'credit',
        flag: 'Visa',
        invoiceCloseOn: 3,
        paid: 10,
        limit: 1000,
      }),
      201,
    );
    for (const payment of [othersAccount, card._id])
      expect((await refusal(api('POST', '/objectives', input({ payment })))).message).toBe('CONTA INVÁLIDA');
  });

  it('refuses an unknown category by the contract', async () => {
    expect((await api('POST', '/objectives', input({ category: 'ficar-rico' }))).status).toBe(400);
  });

  // The contract's enum and minLength answer first over HTTP; the rule holds the same words for
  // any caller of the columns (and for the day the contract leaves these checks to the server).
  it.each([
    [{ name: '' }, 'name'],
    [{ category: 'ficar-rico' }, 'category'],
    [{ category: '' }, 'category'],
  ])("refuses %o with 'CAMPO OBRIGATÓRIO' in the rule itself", (change, field) => {
    const body = { ...input(change), payment: account } as Parameters<typeof objectiveColumns>[0];
    let thrown: unknown;
    try {
      objectiveColumns(body, { paid: 0 as Cents, paymentId: account });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ statusCode: 400, message: 'CAMPO OBRIGATÓRIO', errors: [{ field }] });
  });
});

describe('read', () => {
  it('lists only the caller’s objectives; another person’s answers 404', async () => {
    const mine = await create({ name: 'Viagem', category: 'viajar' });
    const theirs = await create({ payment: othersAccount }, other);
    const list = await data<{ items: Objective[]; total: number }>(api('GET', '/objectives'));
    expect(list.total).toBe(list.items.length);
    expect(list.items.map((item) => item._id)).toContain(mine._id);
    expect(list.items.map((item) => item._id)).not.toContain(theirs._id);
    expect((await data<Objective>(api('GET', `/objectives/${mine._id}`))).name).toBe('Viagem');
    expect((await api('GET', `/objectives/${theirs._id}`)).status).toBe(404);
  });
});

describe('deposit and redeem', () => {
  it('books a deposit as an investment out of the account and a redemption back into it', async () => {
    const objective = await create({ totalValue: 1000, initialValue: 200 });
    const before = await balanceAt(api, account, month);
    const deposited = await move(objective._id, 300);
    expect(deposited.status).toBe(200);
    expect(deposited.body.message).toBe('Depósito realizado com sucesso');
    expect(deposited.body.data).toMatchObject({
      paidValue: 300,
      done: false,
      transactions: [{ value: 300, date: today }],
    });
    const booked = (await rows()).find((row) => row.name === 'Depósito no objetivo Reserva de emergência');
    expect(booked).toMatchObject({ value: -300, transactionType: 'investiments', paid: true });
    expect(booked?.category?.name).toBe('Poupança');
    expect(booked?.payment?._id).toBe(account);
    expect(await balanceAt(api, account, month)).toBeCloseTo(before - 300, 2);

    const redeemed = await move(objective._id, -100);
    expect(redeemed.body.message).toBe('Resgate realizado com sucesso');
    expect(redeemed.body.data).toMatchObject({ paidValue: 200 });
    expect(await balanceAt(api, account, month)).toBeCloseTo(before - 200, 2);
    expect(
      (await rows()).some(
        (row) => row.name === 'Resgate do objetivo Reserva de emergência' && row.value === 100,
      ),
    ).toBe(true);
  });

  it('refuses zero, more than is missing, more than was invested, a future day and a day before it began', async () => {
    const objective = await create({ totalValue: 1000, initialValue: 200 });
    await move(objective._id, 300);
    expect(await refusal(move(objective._id, 0))).toEqual({
      status: 400,
      message: 'VALOR INVÁLIDO',
      field: 'value',
    });
    expect(await refusal(move(objective._id, 500.01))).toEqual({
      status: 400,
      message: 'VALOR MUITO ALTO',
      field: 'value',
    });
    expect(await refusal(move(objective._id, -300.01))).toEqual({
      status: 400,
      message: 'Valor maior que o investido!',
      field: 'value',
    });
    for (const date of [addDays(today, 1), '2020-01-01'])
      expect(await refusal(move(objective._id, 10, date))).toEqual({
        status: 400,
        message: 'DATA INVÁLIDA',
        field: 'date',
      });
  });

  it('refuses a day older than yesterday, even within the period, and takes yesterday', async () => {
    const objective = await create({
      totalValue: 1000,
      initialValue: 0,
      beginDate: addDays(today, -30),
      finalDate: addDays(today, 300),
    });
    for (const date of [addDays(today, -2), addDays(today, -20)])
      expect(await refusal(move(objective._id, 10, date))).toEqual({
        status: 400,
        message: 'DATA INVÁLIDA',
        field: 'date',
      });
    const late = await move(objective._id, 10, addDays(today, -1));
    expect(late.status).toBe(200);
    expect(late.body.data).toMatchObject({
      paidValue: 10,
      transactions: [{ value: 10, date: addDays(today, -1) }],
    });
  });

  it('is done when paid plus initial reaches the total, and not after a redemption', async () => {
    const objective = await create({ totalValue: 1000, initialValue: 200 });
    expect((await data<Objective>(move(objective._id, 800))).done).toBe(true);
    expect((await refusal(move(objective._id, 0.01))).message).toBe('VALOR MUITO ALTO');
    expect((await data<Objective>(move(objective._id, -0.01))).done).toBe(false);
  });

  it("answers 404 for another person's objective", async () => {
    const theirs = await create({ payment: othersAccount }, other);
    expect((await move(theirs._id, 10)).status).toBe(404);
  });
});

describe('update', () => {
  it('renames and recomputes the instalment from the new period', async () => {
    const objective = await create();
    const finalDate = addDays(addMonthsToDate('2026-01-01', 24), -1);
    const answer = await api('PATCH', `/objectives/${objective._id}`, {
      name: 'Reserva',
      finalDate,
      installment: 5,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ name: 'Reserva', installment: 1041.67, finalDate });
  });

  it('blames the edited amount when the initial value would pass the total', async () => {
    const objective = await create();
    expect(await refusal(api('PATCH', `/objectives/${objective._id}`, { totalValue: 4000 }))).toEqual({
      status: 400,
      message: 'VALOR MUITO BAIXO',
      field: 'totalValue',
    });
    expect(await refusal(api('PATCH', `/objectives/${objective._id}`, { initialValue: 30001 }))).toEqual({
      status: 400,
      message: 'VALOR MUITO ALTO',
      field: 'initialValue',
    });
  });

  it('refuses paid plus initial above the total, and marks done when the total comes down to them', async () => {
    const objective = await create({ totalValue: 1000, initialValue: 200 });
    await move(objective._id, 300);
    expect(
      (await refusal(api('PATCH', `/objectives/${objective._id}`, { totalValue: 499.99 }))).message,
    ).toBe('VALOR MUITO BAIXO');
    expect(
      (await refusal(api('PATCH', `/objectives/${objective._id}`, { initialValue: 700.01 }))).message,
    ).toBe('VALOR MUITO ALTO');
    expect(
      (await data<Objective>(api('PATCH', `/objectives/${objective._id}`, { totalValue: 500 }))).done,
    ).toBe(true);
  });

  it('replaces with PUT under the same rules, and never touches another person’s objective', async () => {
    const objective = await create();
    const replaced = await data<Objective>(
      api('PUT', `/objectives/${objective._id}`, input({ name: 'Casa', category: 'comprar-casa-propria' })),
    );
    expect(replaced).toMatchObject({ name: 'Casa', category: 'comprar-casa-propria' });
    const theirs = await create({ payment: othersAccount }, other);
    expect((await api('PATCH', `/objectives/${theirs._id}`, { name: 'Meu' })).status).toBe(404);
    expect(
      (await refusal(api('PATCH', `/objectives/${objective._id}`, { payment: othersAccount }))).message,
    ).toBe('CONTA INVÁLIDA');
  });
});

describe('delete', () => {
  it.each(['objectives', 'objetives'])(
    'removes through /%s/{id}, keeping the booked rows in the account',
    async (path) => {
      const objective = await create({ name: `Apagar ${path}` });
      await move(objective._id, 10);
      expect((await api('DELETE', `/${path}/${objective._id}`)).status).toBe(204);
      expect((await api('GET', `/objectives/${objective._id}`)).status).toBe(404);
      expect((await rows()).some((row) => row.name === `Depósito no objetivo Apagar ${path}`)).toBe(true);
    },
  );

  it("answers 404 for another person's objective on both paths", async () => {
    const theirs = await create({ payment: othersAccount }, other);
    expect((await api('DELETE', `/objectives/${theirs._id}`)).status).toBe(404);
    expect((await api('DELETE', `/objetives/${theirs._id}`)).status).toBe(404);
    expect((await other('GET', `/objectives/${theirs._id}`)).status).toBe(200);
  });

  it('goes with the wallet it saves from', async () => {
    const wallet = await newAccount(api, 'Conta que vai embora');
    const objective = await create({ payment: wallet });
    expect((await api('DELETE', `/payments/${wallet}`)).status).toBe(204);
    expect((await api('GET', `/objectives/${objective._id}`)).status).toBe(404);
  });
});

describe('a JPY account', () => {
  it('refuses amounts with decimals and saves a whole-yen instalment', async () => {
    const owner = await createAccount(server);
    await server.app.repos.users.update(owner.id, { currency: 'JPY' });
    const yen = client(server, owner.token);
    const wallet = await newAccount(yen, 'MUFG');
    const noCents = (field: string) => ({
      status: 400,
      message: 'VALOR INVÁLIDO',
      field,
    });
    const objective = { ...input({ payment: wallet }), totalValue: 10000, initialValue: 0 };
    expect(await refusal(yen('POST', '/objectives', { ...objective, totalValue: 10000.5 }))).toEqual(
      noCents('totalValue'),
    );
    expect(await refusal(yen('POST', '/objectives', { ...objective, initialValue: 0.5 }))).toEqual(
      noCents('initialValue'),
    );
    // 10.000 in 12 months is 833,33 in reais; in yen it is 833.
    const created = await data<Objective>(yen('POST', '/objectives', objective), 201);
    expect(created.installment).toBe(833);
    expect(await refusal(yen('PATCH', `/objectives/${created._id}`, { totalValue: 12000.25 }))).toEqual(
      noCents('totalValue'),
    );
    expect(
      await refusal(yen('POST', `/objectives/${created._id}/transaction`, { value: 0.5, date: today })),
    ).toEqual(noCents('value'));
    expect(
      (await yen('POST', `/objectives/${created._id}/transaction`, { value: 500, date: today })).status,
    ).toBe(200);
  });
});
