import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, categoryId, client, data } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

let server: TestServer;
let api: Client;
let stranger: Client;
let leisure: string;
let cash: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server, (await createAccount(server)).token);
  stranger = client(server, (await createAccount(server)).token);
  leisure = await categoryId(api, 'Lazer');
  const wallets = await data<{ items: Array<{ _id: string }> }>(api('GET', '/payments'));
  cash = wallets.items[0]?._id as string;
});
afterAll(() => server.close());

describe('categories', () => {
  it('lists the default catalogue and adds own subcategories under a parent', async () => {
    expect(
      await api('POST', '/categories', { name: 'Outras rendas', category: leisure, group: 'expenses' }),
    ).toMatchObject({
      status: 400,
      body: { message: 'NOME INVÁLIDO' },
    });
    expect(
      await api('POST', '/categories', { name: 'Cinema', category: 'nenhuma', group: 'expenses' }),
    ).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'category' }] },
    });
    const own = await data<{ _id: string; group: string; category: string }>(
      api('POST', '/categories', { name: 'Cinema', category: leisure, group: 'revenues' }),
      201,
    );
    expect(own).toMatchObject({ group: 'expenses', category: leisure });
    const theirs = await data<{ items: Array<{ _id: string }> }>(stranger('GET', '/categories'));
    expect(theirs.items.some((item) => item._id === own._id)).toBe(false);
    expect((await api('PATCH', `/categories/${leisure}`, { name: 'Diversão' })).status).toBe(403);
    expect((await api('DELETE', `/categories/${own._id}`)).status).toBe(204);
  });
});

describe('linked transactions', () => {
  it('requires a nonzero value and keeps the day as sent (each month caps it to its length)', async () => {
    const item = {
      transaction: { name: 'Conta de luz', payment: cash, transactionType: 'expenses' },
      day: 31,
    };
    expect(await api('POST', '/linkedtransactions', { ...item, value: 0 })).toMatchObject({
      status: 400,
      body: { message: 'VALOR INVÁLIDO' },
    });
    const created = await data<{ _id: string; day: number; value: number }>(
      api('POST', '/linkedtransactions', { ...item, value: -189.9 }),
      201,
    );
    // Decision 123: the calendar, the forecast and the reminders cap it to each month they show.
    expect(created.day).toBe(31);
    expect(created.value).toBe(-189.9);
    const paid = await data<{ lastPaymentDate: string | null }>(
      api('PATCH', `/linkedtransactions/${created._id}`, { lastPaymentDate: '2026-03-10T12:00:00.000Z' }),
    );
    // The server stamps its own clock when an item is paid (decision 200).
    expect(paid.lastPaymentDate).not.toBeNull();
    expect((await stranger('GET', `/linkedtransactions/${created._id}`)).status).toBe(404);
    expect((await api('DELETE', `/linkedtransactions/${created._id}`)).status).toBe(204);
  });
});

describe('balances', () => {
  it('sums a period to the cent: summary, chart and accumulated', async () => {
    const add = (name: string, value: number, type: string, category: string, date: string, paid = true) =>
      data(
        api('POST', '/transactions', {
          name,
          value,
          date,
          paid,
          transactionType: type,
          category,
          payment: cash,
        }),
        201,
      );
    const salary = await categoryId(api, 'Salário');
    await add('Salário', 6500, 'revenues', salary, '2026-03-05');
    await add('Cinema', -0.1, 'expenses', leisure, '2026-03-06');
    await add('Show', -0.2, 'expenses', leisure, '2026-03-07');
    await add('Parque', -30, 'expenses', leisure, '2026-03-08', false);
    const summary = await data(
      api('GET', `/balances?startDate=2026-03-01&endDate=2026-03-31&categoryId=${leisure}`),
    );
    expect(summary).toEqual({ planned: 0, expensesPaid: 0.3, expensesBalance: -0.3 });
    const chart = await data<{ items: Array<Record<string, unknown>> }>(
      api('GET', '/balances?type=chart&startDate=2025-10-01&endDate=2026-03-31'),
    );
    expect(chart.items).toHaveLength(6);
    expect(chart.items.at(-1)).toEqual({
      month: '2026-03',
      revenues: 6500,
      expenses: 30.3,
      investments: 0,
      balance: 6469.7,
    });
    const accumulated = await data(
      api('GET', '/balances?type=budgets&startDate=2026-03-01&endDate=2026-03-31'),
    );
    // The planning's accumulated value (decision 213): no budget here, so nothing planned.
    expect(accumulated).toEqual({ accumulated: 0 });
    const six = await data<number[]>(api('GET', '/balancesChart?inicio=2025-10-01&fim=2026-03-31'));
    expect(six).toEqual([0, 0, 0, 0, 0, 6499.7]);
  });
});
