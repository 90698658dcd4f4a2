import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, categoryId, client, createdId, data } from '../../test/client.ts';
import { type Account, bearer, startTestServer, type TestServer } from '../../test/helper.ts';
import { createHousehold } from '../../test/household.ts';

interface Dashboard {
  month: string;
  chartStartDate: string;
  chartEndDate: string;
  chart: unknown;
  budgets: unknown;
  categories: unknown;
  objectives: unknown;
  calendarItems: unknown;
  payments: { items: Array<{ _id: string; name: string }>; total: number };
  walletBalances: Array<{ paymentId: string; balances: number[] }>;
}

let server: TestServer;
let owner: Account;
let ownerApi: Client;
let memberApi: Client;
let plannerApi: Client;
let checking: string;
let card: string;

const dashboard = (api: Client, month = '2026-03') =>
  data<Dashboard>(api('GET', `/dashboard?month=${month}`));

/** What the separate calls answer for the same month: the dashboard must answer the same. */
async function separately(api: Client, month: string, chartStart: string, chartEnd: string) {
  const payments = await data<Dashboard['payments']>(api('GET', '/payments'));
  return {
    month,
    chartStartDate: chartStart,
    chartEndDate: chartEnd,
    chart: await data(api('GET', `/balances?type=chart&startDate=${chartStart}&endDate=${chartEnd}`)),
    budgets: await data(api('GET', `/budgets?startDate=${month}-01&endDate=${chartEnd}`)),
    categories: await data(api('GET', '/categories')),
    objectives: await data(api('GET', '/objectives')),
    calendarItems: await data(api('GET', '/linkedtransactions')),
    payments,
    walletBalances: await Promise.all(
      payments.items.map(async (payment) => ({
        paymentId: payment._id,
        balances: await data<number[]>(
          api('GET', `/balancesChart?inicio=${chartStart}&fim=${chartEnd}&paymentId=${payment._id}`),
        ),
      })),
    ),
  };
}

beforeAll(async () => {
  server = await startTestServer();
  const household = await createHousehold(server, {
    admin: 'Administradora Painel',
    member: 'Membro Painel',
    owner: 'Dona Painel',
    planner: 'Planejadora Painel',
    family: 'Família Painel',
    code: 'PAINEL-1',
  });
  owner = household.owner;
  ownerApi = client(server, owner.token);
  memberApi = client(server, household.member.token);
  plannerApi = client(server, household.plannerToken);

  checking = await createdId(
    ownerApi('POST', '/payments', {
      name: 'Itaú',
      type: 'debit',
      accountType: 'Conta corrente',
      value: 1000.1,
    }),
  );
  card = await createdId(
    ownerApi('POST', '/payments', {
      name: 'Nubank',
      type: 'credit',
      flag: 'Visa',
      invoiceCloseOn: 5,
      paid: 12,
      limit: 5000,
    }),
  );
  await createdId(
    memberApi('POST', '/payments', {
      name: 'Conta do membro',
      type: 'debit',
      accountType: 'Poupança',
      value: 50,
    }),
  );
  const [salary, rent, market] = await Promise.all(
    ['Salário', 'Aluguel', 'Supermercado'].map((name) => categoryId(ownerApi, name)),
  );
  await createdId(
    ownerApi('POST', '/budgets', {
      date: '2026-03-01',
      revenuesCategories: [{ category: salary, value: 5000 }],
      essentialCategories: [{ category: rent, value: 1500.1 }],
    }),
  );
  const book = (name: string, value: number, type: string, category: string, date: string, payment: string) =>
    createdId(
      ownerApi('POST', '/transactions', {
        name,
        value,
        date,
        paid: true,
        transactionType: type,
        category,
        payment,
      }),
    );
  await book('Salário', 5000, 'revenues', salary as string, '2026-02-05', checking);
  await book('Aluguel', -1500.1, 'expenses', rent as string, '2026-03-06', checking);
  await book('Mercado', -230.47, 'expenses', market as string, '2026-03-08', card);
  await createdId(
    ownerApi('POST', '/objectives', {
      name: 'Viagem',
      category: 'viajar',
      totalValue: 5000,
      beginDate: '2026-01-01',
      finalDate: '2026-12-31',
      payment: checking,
    }),
  );
  await createdId(
    ownerApi('POST', '/linkedtransactions', {
      transaction: { name: 'Internet', category: market, payment: checking, transactionType: 'expenses' },
      value: -99.9,
      day: 20,
    }),
  );
}, 120_000);
afterAll(() => server?.close());

describe('GET /dashboard', () => {
  it("answers what the separate calls answer, to the cent, and each wallet's closing balances", async () => {
    const answer = await dashboard(ownerApi);
    expect(answer).toEqual(await separately(ownerApi, '2026-03', '2025-10-01', '2026-03-31'));
    const balances = new Map(answer.walletBalances.map((wallet) => [wallet.paymentId, wallet.balances]));
    // 1,000.10 opening, +5,000.00 in February, -1,500.10 in March.
    expect(balances.get(checking)).toEqual([1000.1, 1000.1, 1000.1, 1000.1, 6000.1, 4500]);
    expect(balances.get(card)?.at(-1)).toBe(-230.47);
    // The family's wallets: each person's cash wallet, the owner's two and the member's account.
    expect(answer.payments.items.map((payment) => payment.name).sort()).toEqual([
      'Conta do membro',
      'Dinheiro',
      'Dinheiro',
      'Dinheiro',
      'Itaú',
      'Nubank',
    ]);
  });

  it('gives a family member their own figures and the family wallets, as their separate calls do', async () => {
    const answer = await dashboard(memberApi, '2026-02');
    expect(answer).toEqual(await separately(memberApi, '2026-02', '2025-09-01', '2026-02-28'));
    expect(answer.objectives).toEqual({ items: [], total: 0 });
    expect(answer.walletBalances.find((wallet) => wallet.paymentId === checking)?.balances.at(-1)).toBe(
      6000.1,
    );
  });

  it("gives a planner acting for a client the client's dashboard", async () => {
    expect(await dashboard(plannerApi)).toEqual(await dashboard(ownerApi));
  });

  it('refuses a missing or malformed month with a pt-BR message, and a caller without a session', async () => {
    for (const url of ['/dashboard', '/dashboard?month=2026-13', '/dashboard?month=março']) {
      const answer = await ownerApi('GET', url);
      expect(answer.status, url).toBe(400);
      expect(answer.body.message, url).toMatch(/[a-zà-ú]/i);
      expect(answer.body.data, url).toBeUndefined();
    }
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/dashboard?month=2026-03' });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await server.app.inject({
      method: 'GET',
      url: '/api/dashboard?month=2026-03',
      headers: bearer('não-é-um-token'),
    });
    expect(wrong.statusCode).toBe(401);
  });
});
