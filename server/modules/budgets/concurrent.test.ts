import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, data } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

// Audit Y1 (decision 035): on PostgreSQL, requests run side by side; these prove the check before the
// insert holds there as it does on PGlite, which runs one transaction at a time.

interface Budget {
  _id: string;
  date: string;
  accumulated: number;
}

let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server, (await createAccount(server, { name: 'Bruna Duplo Toque' })).token);
});
afterAll(() => server.close());

describe('creating one month from ten requests at once', () => {
  it('stores one plan, answers 201 with that plan, and refuses every other request', async () => {
    const sent = Array.from({ length: 10 }, (_, index) => (index + 1) * 100);
    const answers = await Promise.all(
      sent.map((accumulated) => api('POST', '/budgets', { date: '2027-03-01', accumulated })),
    );
    const created = answers.flatMap((answer, index) => (answer.status === 201 ? [{ answer, index }] : []));
    expect(created).toHaveLength(1);
    const [winner] = created as [(typeof created)[number]];
    const budget = winner.answer.body.data as Budget;
    // The 201 is the plan that request sent, not another request's.
    expect(budget).toMatchObject({ date: '2027-03-01', accumulated: sent[winner.index] });
    expect(answers.filter((answer) => answer.status !== 201)).toEqual(
      Array.from({ length: 9 }, () => ({
        status: 400,
        body: { message: 'Este mês já tem um planejamento' },
      })),
    );
    const stored = await data<{ items: Budget[] }>(
      api('GET', '/budgets?startDate=2027-03-01&endDate=2027-03-31'),
    );
    expect(stored.items).toEqual([
      expect.objectContaining({ _id: budget._id, accumulated: budget.accumulated }),
    ]);
  });

  it('several months at once (multi) still make each month once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api('POST', '/budgets?multi=true', { date: '2028-01-01' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 201));
    const stored = await data<{ items: Budget[] }>(
      api('GET', '/budgets?startDate=2028-01-01&endDate=2028-12-31'),
    );
    const months = stored.items.map((budget) => budget.date);
    expect(months).toEqual([...new Set(months)]);
    expect(months).toHaveLength(12);
  });
});
