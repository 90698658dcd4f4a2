import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsToKey, dateInMonth, monthKeyOf, todayIso } from '../../../src/lib/dates.ts';
import { categoryId, client, data } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

interface Line {
  category: { _id: string; name: string };
  value: number;
  recurrentType?: string;
}
interface Proposal {
  date: string;
  basedOnMonths: number;
  scaled: boolean;
  revenuesCategories: Line[];
  essentialCategories: Line[];
  noessentialCategories: Line[];
  debtsCategories: Line[];
  investimentCategories: Line[];
}

const LISTS = [
  'revenuesCategories',
  'essentialCategories',
  'noessentialCategories',
  'debtsCategories',
  'investimentCategories',
] as const;

const current = monthKeyOf(todayIso());
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function household(name: string) {
  const api = client(server, (await createAccount(server, { name })).token);
  const wallet = (
    await data<{ _id: string }>(
      api('POST', '/payments', { name: 'Itaú', type: 'debit', accountType: 'Conta corrente', value: 0 }),
      201,
    )
  )._id;
  const row = async (category: string, value: number, monthsAgo: number) =>
    data(
      api('POST', '/transactions', {
        name: category,
        value,
        date: dateInMonth(addMonthsToKey(current, -monthsAgo), 5),
        transactionType: value > 0 ? 'revenues' : 'expenses',
        category: await categoryId(api, category),
        payment: wallet,
      }),
      201,
    );
  return { api, row };
}

const amounts = (proposal: Proposal) =>
  Object.fromEntries(LISTS.flatMap((list) => proposal[list].map((line) => [line.category.name, line.value])));

describe('GET /budgets/proposal', () => {
  it('proposes the averages of the last three months, balanced and ready to save for 12 months', async () => {
    const { api, row } = await household('Bruna Proposta');
    for (const monthsAgo of [1, 2, 3]) {
      await row('Salário', 3000, monthsAgo);
      await row('Aluguel', -2000, monthsAgo);
    }
    await row('Supermercado', -2000, 1);
    await row('Supermercado', -2000, 2);
    // Four months back is outside the window.
    await row('Salário', 90_000, 4);
    const proposal = await data<Proposal>(api('GET', '/budgets/proposal'));
    expect(proposal).toMatchObject({ date: `${current}-01`, basedOnMonths: 3, scaled: true });
    // Rent 2,000.00 and groceries 1,333.33 a month pass the 3,000.00 salary: scaled to it, cent exact.
    expect(amounts(proposal)).toEqual({ Salário: 3000, Aluguel: 1800, Supermercado: 1200 });

    const body = Object.fromEntries(
      LISTS.map((list) => [list, proposal[list].map((line) => ({ ...line, category: line.category._id }))]),
    );
    const saved = await data<{ items: { date: string; revenuesValue: number; noessentialValue: number }[] }>(
      api('POST', '/budgets?multi=true', { date: proposal.date, ...body }),
      201,
    );
    expect(saved.items).toHaveLength(12);
    expect(saved.items.map((budget) => [budget.revenuesValue, budget.noessentialValue])).toEqual(
      Array.from({ length: 12 }, () => [3000, 1200]),
    );
  });

  it('reads the months an onboarding just filled when there is no history, and nothing without revenues', async () => {
    const fresh = await household('Caio Onboarding');
    expect(await data<Proposal>(fresh.api('GET', '/budgets/proposal'))).toMatchObject({
      basedOnMonths: 0,
      revenuesCategories: [],
      essentialCategories: [],
    });
    await fresh.row('Aluguel', -1500, 2);
    expect((await data<Proposal>(fresh.api('GET', '/budgets/proposal'))).basedOnMonths).toBe(0);
    for (const ahead of [0, -1, -2]) await fresh.row('Salário', 4500.01, ahead);
    const proposal = await data<Proposal>(fresh.api('GET', '/budgets/proposal'));
    expect(amounts(proposal)).toEqual({ Salário: 4500.01 });
  });

  it('is refused for someone the caller does not plan for', async () => {
    const { api } = await household('Davi Intruso');
    const other = await createAccount(server);
    expect((await api('GET', `/budgets/proposal?userId=${other.id}`)).status).toBe(403);
  });
});
