import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsToKey, lastDateOfMonth, todayIso } from '../../../src/lib/dates.ts';
import { type Client, categoryId, client, createdId, data } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

interface Linked {
  _id: string;
  lastPaymentDate: string | null;
  value: number;
}
interface Forecast {
  month: string;
  wallets: number;
  pendingLinked: number;
  pendingTransactions: number;
  forecast: number;
}

let server: TestServer;
let api: Client;
let stranger: Client;
let checking: string;
let card: string;
let home: string;
const month = todayIso().slice(0, 7);
const next = addMonthsToKey(month, 1);

const forecastOf = (key: string) => data<Forecast>(api('GET', `/linkedtransactions/forecast?month=${key}`));
const item = (name: string, value: number, payment: string, category?: string) => ({
  transaction: { name, payment, transactionType: value < 0 ? 'expenses' : 'revenues', category },
  value,
  day: 10,
});
const namedInMonth = async (name: string) =>
  (
    await data<{ items: Array<{ _id: string; name: string; paid: boolean }> }>(
      api('GET', `/transactions?startDate=${month}-01&endDate=${lastDateOfMonth(month)}`),
    )
  ).items.filter((row) => row.name === name);

beforeAll(async () => {
  server = await startTestServer();
  api = client(server, (await createAccount(server)).token);
  stranger = client(server, (await createAccount(server)).token);
  home = await categoryId(api, 'Lazer');
  checking = (
    await data<{ _id: string }>(
      api('POST', '/payments', { name: 'Itaú', type: 'debit', accountType: 'Conta corrente', value: 3000 }),
      201,
    )
  )._id;
  card = (
    await data<{ _id: string }>(
      api('POST', '/payments', {
        name: 'Nubank',
        type: 'credit',
        flag: 'Mastercard',
        invoiceCloseOn: 5,
        paid: 12,
        limit: 5000,
      }),
      201,
    )
  )._id;
});
afterAll(() => server.close());

/** A person of their own, with a R$ 1.000,00 checking account, apart from the shared fixture's. */
async function ownAccount() {
  const own = client(server, (await createAccount(server)).token);
  const wallet = await createdId(
    own('POST', '/payments', { name: 'Inter', type: 'debit', accountType: 'Conta corrente', value: 1000 }),
  );
  return { own, wallet };
}

describe('calendar forecast and the paid toggle', () => {
  it('forecasts wallets plus unpaid items and rows, books a payment once and removes it on un-pay', async () => {
    const salary = await categoryId(api, 'Salário');
    await data(
      api('POST', '/transactions', {
        name: 'Freela',
        value: 500,
        date: lastDateOfMonth(month),
        paid: false,
        transactionType: 'revenues',
        category: salary,
        payment: checking,
      }),
      201,
    );
    await data(
      api('POST', '/transactions', {
        name: 'Dentista',
        value: 100,
        date: `${next}-01`,
        paid: false,
        transactionType: 'expenses',
        category: home,
        payment: checking,
      }),
      201,
    );
    const light = await data<Linked>(
      api('POST', '/linkedtransactions', item('Conta de luz', -189.9, checking, home)),
      201,
    );
    expect(await forecastOf(month)).toEqual({
      month,
      wallets: 3000,
      pendingLinked: -189.9,
      pendingTransactions: 500,
      forecast: 3310.1,
    });

    const before = Date.now();
    const paid = await data<Linked>(
      api('PATCH', `/linkedtransactions/${light._id}`, { lastPaymentDate: '2020-01-01T00:00:00.000Z' }),
    );
    expect(Date.parse(paid.lastPaymentDate as string)).toBeGreaterThanOrEqual(before - 1000);
    await data(
      api('PATCH', `/linkedtransactions/${light._id}`, { lastPaymentDate: new Date().toISOString() }),
    );
    const booked = await namedInMonth('Conta de luz');
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ paid: true });
    // Paying moves the money from the forecast's pending part to the wallet: the forecast holds.
    expect(await forecastOf(month)).toMatchObject({ wallets: 2810.1, pendingLinked: 0, forecast: 3310.1 });
    expect(await forecastOf(next)).toMatchObject({ pendingLinked: -189.9, pendingTransactions: 400 });

    const unpaid = await data<Linked>(
      api('PATCH', `/linkedtransactions/${light._id}`, { lastPaymentDate: null }),
    );
    expect(unpaid.lastPaymentDate).toBeNull();
    expect(await namedInMonth('Conta de luz')).toHaveLength(0);
    expect(await forecastOf(month)).toMatchObject({ wallets: 3000, pendingLinked: -189.9 });
  });

  it("counts a row booked as paid for a later day of the month, which today's balance does not hold", async () => {
    const { own, wallet } = await ownAccount();
    const forecast = (key: string) => data<Forecast>(own('GET', `/linkedtransactions/forecast?month=${key}`));
    const before = await forecast(next);
    await data(
      own('POST', '/transactions', {
        name: 'Academia',
        value: -100,
        date: `${next}-15`,
        paid: true,
        transactionType: 'expenses',
        category: await categoryId(own, 'Lazer'),
        payment: wallet,
      }),
      201,
    );
    expect(await forecast(next)).toMatchObject({
      wallets: before.wallets,
      pendingTransactions: before.pendingTransactions - 100,
      forecast: before.forecast - 100,
    });
  });

  it('only records the date for card items and items without a category', async () => {
    const streaming = await data<Linked>(
      api('POST', '/linkedtransactions', item('Netflix', -55.9, card, home)),
      201,
    );
    const gym = await data<Linked>(
      api('POST', '/linkedtransactions', item('Academia', -99.9, checking)),
      201,
    );
    const wallets = (await forecastOf(month)).wallets;
    for (const linked of [streaming, gym]) {
      const paid = await data<Linked>(
        api('PATCH', `/linkedtransactions/${linked._id}`, { lastPaymentDate: new Date().toISOString() }),
      );
      expect(paid.lastPaymentDate).not.toBeNull();
    }
    expect(await namedInMonth('Netflix')).toHaveLength(0);
    expect(await namedInMonth('Academia')).toHaveLength(0);
    expect((await forecastOf(month)).wallets).toBe(wallets);
  });

  it('creates an item already paid and keeps the booked payment when the item is deleted', async () => {
    const rent = await data<Linked>(
      api('POST', '/linkedtransactions', {
        ...item('Aluguel', -1200, checking, home),
        lastPaymentDate: new Date().toISOString(),
      }),
      201,
    );
    expect(rent.lastPaymentDate).not.toBeNull();
    expect(await namedInMonth('Aluguel')).toHaveLength(1);
    expect((await api('DELETE', `/linkedtransactions/${rent._id}`)).status).toBe(204);
    expect(await namedInMonth('Aluguel')).toHaveLength(1);
  });

  it('an item made from a paid row starts paid in its month and is counted once (decision 466)', async () => {
    const { own, wallet } = await ownAccount();
    const forecast = () => data<Forecast>(own('GET', `/linkedtransactions/forecast?month=${month}`));
    const row = async (name: string, paid: boolean) =>
      createdId(
        own('POST', '/transactions', {
          name,
          value: -150.35,
          date: todayIso(),
          paid,
          transactionType: 'expenses',
          category: await categoryId(own, 'Lazer'),
          payment: wallet,
        }),
      );
    const fromRow = (name: string, transactionId: string) =>
      data<Linked>(
        own('POST', '/linkedtransactions', { ...item(name, -150.35, wallet, home), transactionId }),
        201,
      );

    const paidRow = await row('Academia', true);
    const before = await forecast();
    const gym = await fromRow('Academia', paidRow);
    expect(gym.lastPaymentDate?.slice(0, 10)).toBe(todayIso());
    // Nothing booked a second time, and the forecast already held the paid row.
    expect(
      (
        await data<{ items: Array<{ name: string }> }>(
          own('GET', `/transactions?startDate=${month}-01&endDate=${lastDateOfMonth(month)}`),
        )
      ).items.filter((found) => found.name === 'Academia'),
    ).toHaveLength(1);
    expect(await forecast()).toEqual(before);

    // From a row still unpaid the item is pending, like any new one.
    const unpaidRow = await row('Natação', false);
    const swim = await fromRow('Natação', unpaidRow);
    expect(swim.lastPaymentDate).toBeNull();

    // Asked again later, and twice at once from two tabs: still the one item (audit J6).
    const again = await fromRow('Natação', unpaidRow);
    const [tabA, tabB] = await Promise.all([fromRow('Natação', unpaidRow), fromRow('Natação', unpaidRow)]);
    expect([again._id, tabA._id, tabB._id]).toEqual([swim._id, swim._id, swim._id]);
    const items = await data<{ items: Array<Linked & { transaction: { name: string } }> }>(
      own('GET', '/linkedtransactions'),
    );
    expect(items.items.filter((found) => found.transaction.name === 'Natação')).toHaveLength(1);
    // The rows say they are in the calendar, so the edit modal can say so; another row does not.
    const other = await row('Pilates', false);
    const listed = await data<{ items: Array<{ _id: string; inCalendar?: boolean }> }>(
      own('GET', `/transactions?startDate=${month}-01&endDate=${lastDateOfMonth(month)}`),
    );
    const flagOf = (id: string) => listed.items.find((found) => found._id === id)?.inCalendar;
    expect([flagOf(paidRow), flagOf(unpaidRow), flagOf(other)]).toEqual([true, true, undefined]);
    await own('DELETE', `/linkedtransactions/${swim._id}`);
    expect(await data<{ inCalendar?: boolean }>(own('GET', `/transactions/${unpaidRow}`))).not.toHaveProperty(
      'inCalendar',
    );

    for (const foreign of [paidRow, 'nao-existe']) {
      const refused = await stranger('POST', '/linkedtransactions', {
        ...item('Outra', -10, checking),
        transactionId: foreign,
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: 'CAMPO OBRIGATÓRIO' });
    }
  });
});

describe('the sign of a calendar item (decision 487)', () => {
  it('follows its type on create and update, so an expense item never raises the forecast', async () => {
    const { own, wallet } = await ownAccount();
    const forecast = async () =>
      (await data<Forecast>(own('GET', `/linkedtransactions/forecast?month=${next}`))).pendingLinked;
    const typed = (name: string, value: number, transactionType: string) => ({
      transaction: { name, payment: wallet, transactionType },
      value,
      day: 3,
    });
    const bill = await data<Linked>(own('POST', '/linkedtransactions', typed('Luz', 5, 'expenses')), 201);
    expect(bill.value).toBe(-5);
    expect(await forecast()).toBe(-5);
    const salary = await data<Linked>(
      own('POST', '/linkedtransactions', typed('Salário', -7, 'revenues')),
      201,
    );
    expect(salary.value).toBe(7);
    const saving = await data<Linked>(
      own('POST', '/linkedtransactions', typed('Tesouro', 9, 'investiments')),
      201,
    );
    expect(saving.value).toBe(-9);
    expect(await forecast()).toBe(-7);

    expect((await data<Linked>(own('PATCH', `/linkedtransactions/${bill._id}`, { value: 12.5 }))).value).toBe(
      -12.5,
    );
    // A type changed on its own turns the stored value round.
    expect(
      (
        await data<Linked>(
          own('PATCH', `/linkedtransactions/${bill._id}`, { transaction: { transactionType: 'revenues' } }),
        )
      ).value,
    ).toBe(12.5);
    // Without a type the sign sent is what says expense or revenue, as before.
    const untyped = await data<Linked>(
      own('POST', '/linkedtransactions', { transaction: { name: 'Avulso' }, value: -3, day: 3 }),
      201,
    );
    expect(untyped.value).toBe(-3);
  });
});

describe('calendar refusals', () => {
  it('refuses bad items, other people and bad months', async () => {
    const water = await data<Linked>(
      api('POST', '/linkedtransactions', item('Água', -80, checking, home)),
      201,
    );
    expect(await api('PATCH', `/linkedtransactions/${water._id}`, { value: 0 })).toMatchObject({
      status: 400,
      body: { message: 'VALOR INVÁLIDO' },
    });
    expect(
      await api('PATCH', `/linkedtransactions/${water._id}`, { transaction: { name: '  ' } }),
    ).toMatchObject({
      status: 400,
      body: { message: 'CAMPO OBRIGATÓRIO' },
    });
    expect(await stranger('POST', '/linkedtransactions', item('Água', -80, checking, home))).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'payment' }] },
    });
    for (const method of ['GET', 'DELETE'] as const)
      expect((await stranger(method, `/linkedtransactions/${water._id}`)).status).toBe(404);
    expect(
      (
        await stranger('PATCH', `/linkedtransactions/${water._id}`, {
          lastPaymentDate: new Date().toISOString(),
        })
      ).status,
    ).toBe(404);
    expect((await api('GET', `/linkedtransactions/${water._id}`)).body.data).toMatchObject({
      lastPaymentDate: null,
    });
    expect((await api('GET', '/linkedtransactions/forecast?month=2026-13')).status).toBe(400);
    expect((await api('GET', '/linkedtransactions/forecast')).status).toBe(400);
    const anonymous = await server.app.inject({
      method: 'GET',
      url: `/api/linkedtransactions/forecast?month=${month}`,
    });
    expect(anonymous.statusCode).toBe(401);
    // A stranger's forecast knows nothing of this account.
    expect(
      await data<Forecast>(stranger('GET', `/linkedtransactions/forecast?month=${month}`)),
    ).toMatchObject({
      pendingLinked: 0,
      pendingTransactions: 0,
    });
  });
});

describe("a calendar item's category (audit Q1)", () => {
  it('fits the type the payment books, on create and on every edit that changes it, as a transaction', async () => {
    const salary = await categoryId(api, '13º salário');
    const refusedCategory = {
      status: 400,
      body: { message: 'CAMPO OBRIGATÓRIO', errors: [{ field: 'category' }] },
    };
    expect(await api('POST', '/linkedtransactions', item('Luz', -90, checking, salary))).toMatchObject(
      refusedCategory,
    );
    // Without a type the sign is what books it (decision 200).
    expect(
      await api('POST', '/linkedtransactions', {
        transaction: { name: 'Luz', payment: checking, category: salary },
        value: -90,
        day: 10,
        lastPaymentDate: new Date().toISOString(),
      }),
    ).toMatchObject(refusedCategory);
    expect(await namedInMonth('Luz')).toEqual([]);
    const power = await data<Linked>(
      api('POST', '/linkedtransactions', item('Força', -90, checking, home)),
      201,
    );
    expect(
      await api('PATCH', `/linkedtransactions/${power._id}`, { transaction: { category: salary } }),
    ).toMatchObject(refusedCategory);
    expect(
      await api('PATCH', `/linkedtransactions/${power._id}`, {
        transaction: { transactionType: 'revenues' },
      }),
    ).toMatchObject(refusedCategory);
    await data(
      api('PATCH', `/linkedtransactions/${power._id}`, { lastPaymentDate: new Date().toISOString() }),
    );
    const [booked] = await namedInMonth('Força');
    expect(booked).toMatchObject({ paid: true });
    expect(
      await data<{ category: { name: string }; transactionType: string }>(
        api('GET', `/transactions/${booked?._id}`),
      ),
    ).toMatchObject({ category: { name: 'Lazer' }, transactionType: 'expenses' });
    const bonus = await data<Linked>(
      api('POST', '/linkedtransactions', item('Bônus', 500, checking, salary)),
      201,
    );
    expect(bonus.value).toBe(500);
  });
});

describe('a forecast whose sums pass what a JSON number carries to the cent', () => {
  it('answers 400 with the message, not 500, and the rows stay', async () => {
    const rich = client(server, (await createAccount(server)).token);
    const wallet = (
      await data<{ _id: string }>(
        rich('POST', '/payments', { name: 'Cofre', type: 'debit', accountType: 'Conta corrente', value: 0 }),
        201,
      )
    )._id;
    const category = await categoryId(rich, 'Lazer');
    // 91 unpaid rows of R$ 999.999.999.999,99: each fits its column, their sum passes 2^53 centavos.
    for (let row = 0; row < 91; row++)
      await data(
        rich('POST', '/transactions', {
          name: `Dívida impossível ${row}`,
          value: -999_999_999_999.99,
          date: `${month}-01`,
          transactionType: 'expenses',
          category,
          payment: wallet,
        }),
        201,
      );
    const answer = await rich('GET', `/linkedtransactions/forecast?month=${month}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'Os valores somados passam do limite que o app calcula com exatidão (cerca de R$ 90 trilhões)',
    );
    const rows = await data<{ total: number }>(
      rich('GET', `/transactions?startDate=${month}-01&endDate=${lastDateOfMonth(month)}`),
    );
    expect(rows.total).toBe(91);
  });
});
