import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsToKey, firstDateOfMonth, monthKeyOf, todayIso } from '../../src/lib/dates.ts';
import { client, data } from '../test/client.ts';
import { login, startTestServer, type TestServer } from '../test/helper.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, resetDemoData } from './seed.ts';

interface Budget {
  date: string;
  revenuesValue: number;
  essentialValue: number;
  noessentialValue: number;
  investimentValue: number;
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await resetDemoData(server.app);
  // `npm run seed:demo` resets: a second run leaves one planning, not two.
  await resetDemoData(server.app);
});
afterAll(() => server.close());

describe('demo household', () => {
  it("has Ana Paula's 12-month planning saved from this month", async () => {
    const api = client(server, await login(server, DEMO_ACCOUNTS.demo.email, DEMO_PASSWORD));
    const first = firstDateOfMonth(monthKeyOf(todayIso()));
    const { items } = await data<{ items: Budget[] }>(api('GET', `/budgets?startDate=${first}`));
    expect(items).toHaveLength(12);
    expect(items[0]?.date).toBe(first);
    for (const budget of items)
      expect(budget).toMatchObject({
        revenuesValue: 6500,
        essentialValue: 1800,
        noessentialValue: 2220,
        investimentValue: 500,
      });
  });

  it('gives the family member their own rows of last month and this one', async () => {
    const api = client(server, await login(server, DEMO_ACCOUNTS.partner.email, DEMO_PASSWORD));
    const first = firstDateOfMonth(addMonthsToKey(monthKeyOf(todayIso()), -1));
    const { items } = await data<{ items: { name: string }[] }>(
      api('GET', `/transactions?startDate=${first}`),
    );
    expect(items.filter((row) => row.name === 'Salário')).toHaveLength(2);
  });
});
