import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../src/lib/dates.ts';
import { type Client, categoryId, client, createdId, data } from '../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../test/helper.ts';

// The credit reconciliation runs after every write on a card; it reads that card's invoices only,
// not every invoice of the person, and other readers narrow the same way.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const card = (api: Client, name: string) =>
  createdId(
    api('POST', '/payments', {
      name,
      type: 'credit',
      flag: 'Visa',
      invoiceCloseOn: 5,
      paid: 12,
      limit: 5000,
    }),
  );

describe('invoices of chosen cards', () => {
  it('lists only the cards asked for, in closing order, of the people asked for', async () => {
    const account = await createAccount(server);
    const api = client(server, account.token);
    const market = await categoryId(api, 'Supermercado');
    const visa = await card(api, 'Visa');
    const master = await card(api, 'Master');
    for (const [payment, days] of [
      [visa, -40],
      [visa, 0],
      [master, 0],
    ] as const) {
      await data(
        api('POST', '/transactions', {
          name: 'Compra',
          value: -10,
          date: addDays(todayIso(), days),
          transactionType: 'expenses',
          category: market,
          payment,
        }),
        201,
      );
    }
    const { invoices } = server.app.repos;

    const visas = await invoices.list({ userIds: [account.id], paymentIds: [visa] });
    expect(visas.map((row) => row.paymentId)).toEqual([visa, visa]);
    expect(visas[0]?.month.localeCompare(visas[1]?.month ?? '')).toBe(-1);
    expect(await invoices.list({ userIds: [account.id], paymentIds: [visa, master] })).toHaveLength(3);
    expect(await invoices.list({ userIds: [account.id], paymentIds: [] })).toEqual([]);
    expect(await invoices.list({ userIds: ['someone-else'], paymentIds: [visa] })).toEqual([]);
  });
});
