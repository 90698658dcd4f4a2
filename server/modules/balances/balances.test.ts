import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, categoryId, client, data } from '../../test/client.ts';
import { type Account, createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

type Point = Record<string, number | string>;

let server: TestServer;
let owner: Account;
let api: Client;
let stranger: Client;
let checking: string;
let card: string;
const cat: Record<string, string> = {};

const chart = async (query: string) =>
  (await data<{ items: Point[] }>(api('GET', `/balances?type=chart&${query}`))).items;

beforeAll(async () => {
  server = await startTestServer();
  owner = await createAccount(server, { name: 'Rita Relatório' });
  api = client(server, owner.token);
  stranger = client(server, (await createAccount(server)).token);
  for (const [key, name] of Object.entries({
    salary: 'Salário',
    rent: 'Aluguel',
    market: 'Supermercado',
    loan: 'Empréstimo pessoal',
    savings: 'Poupança',
  }))
    cat[key] = await categoryId(api, name);
  checking = (
    await data<{ _id: string }>(
      api('POST', '/payments', { name: 'Itaú', type: 'debit', accountType: 'Conta corrente', value: 1000 }),
      201,
    )
  )._id;
  card = (
    await data<{ _id: string }>(
      api('POST', '/payments', {
        name: 'Nubank',
        type: 'credit',
        flag: 'Visa',
        invoiceCloseOn: 5,
        paid: 12,
        limit: 5000,
      }),
      201,
    )
  )._id;
  await data(
    api('POST', '/budgets', {
      date: '2026-03-01',
      revenuesCategories: [{ category: cat.salary, value: 5000 }],
      essentialCategories: [{ category: cat.rent, value: 1500.1 }],
      debtsCategories: [{ category: cat.loan, value: 300.05 }],
      investimentCategories: [{ category: cat.savings, value: 400.33 }],
    }),
    201,
  );
  const book = (name: string, value: number, type: string, category: string, date: string, extra = {}) =>
    data(
      api('POST', '/transactions', {
        name,
        value,
        date,
        paid: true,
        transactionType: type,
        category,
        payment: checking,
        ...extra,
      }),
      201,
    );
  await book('Depósito antigo', -200.1, 'investiments', cat.savings as string, '2025-12-10');
  await book('Salário', 5000, 'revenues', cat.salary as string, '2026-03-05');
  await book('Aluguel', -1500.1, 'expenses', cat.rent as string, '2026-03-06');
  // Deposits and redemptions of an objective book the investment rows (decision 191).
  const objective = await data<{ _id: string }>(
    api('POST', '/objectives', {
      name: 'Viagem',
      category: 'reserva-emergencia',
      totalValue: 5000,
      beginDate: '2026-01-01',
      finalDate: '2026-12-31',
      payment: checking,
    }),
    201,
  );
  const move = (value: number, date: string) =>
    data(api('POST', `/objectives/${objective._id}/transaction`, { value, date }));
  await move(250.25, '2026-03-07');
  await move(-50.05, '2026-04-02');
  await book('Aplicação futura', -99, 'investiments', cat.savings as string, '2026-04-03', { paid: false });
  await book('Geladeira', -300, 'expenses', cat.market as string, '2026-02-20', {
    payment: card,
    lastInstallment: 3,
  });
  await book('Mercado no cartão', -80.4, 'expenses', cat.market as string, '2026-03-21', { payment: card });
});
afterAll(() => server.close());

describe('report charts', () => {
  it('budgets: planned lines against expenses and investments, per category too', async () => {
    const march = '2026-03-01&endDate=2026-03-31';
    expect(await chart(`chartType=budgets&startDate=${march}`)).toEqual([
      // 1500.10 + 300.05 + 400.33 planned; 1500.10 + 80.40 + 100.00 instalment + 250.25 saved.
      { month: '2026-03', planned: 2200.48, realized: 1930.75 },
    ]);
    expect(await chart(`chartType=budgets&startDate=${march}&categories=${cat.savings}`)).toEqual([
      { month: '2026-03', planned: 400.33, realized: 250.25 },
    ]);
    // April: a redemption of 50.05 and an unpaid deposit of 99 booked: 48.95 went out, net.
    expect(
      await chart(`chartType=budgets&startDate=2026-04-01&endDate=2026-04-30&categories=${cat.savings}`),
    ).toEqual([{ month: '2026-04', planned: 0, realized: 48.95 }]);
  });

  it('creditInstallments: card instalment rows against the debts lines only', async () => {
    expect(await chart(`chartType=creditInstallments&startDate=2026-02-01&endDate=2026-05-31`)).toEqual([
      { month: '2026-02', planned: 0, realized: 100 },
      { month: '2026-03', planned: 300.05, realized: 100 },
      { month: '2026-04', planned: 0, realized: 100 },
      { month: '2026-05', planned: 0, realized: 0 },
    ]);
  });

  it('savings: paid deposits less redemptions, opening with what was saved before', async () => {
    expect(await chart('chartType=savings&startDate=2026-02-01&endDate=2026-05-31')).toEqual([
      { month: '2026-02', investments: 0, accumulated: 200.1 },
      { month: '2026-03', investments: 250.25, accumulated: 450.35 },
      { month: '2026-04', investments: -50.05, accumulated: 400.3 },
      { month: '2026-05', investments: 0, accumulated: 400.3 },
    ]);
  });

  it('answers the family scope for the main user and refuses anyone else', async () => {
    const family = await chart(
      `chartType=savings&startDate=2026-03-01&endDate=2026-03-31&family=true&userId=${owner.id}`,
    );
    expect(family).toEqual([{ month: '2026-03', investments: 250.25, accumulated: 450.35 }]);
    expect(
      await stranger('GET', `/balances?type=chart&chartType=savings&family=true&userId=${owner.id}`),
    ).toMatchObject({ status: 403 });
    expect(
      await api('GET', '/balances?type=chart&chartType=savings&startDate=2026-05-01&endDate=2026-01-31'),
    ).toMatchObject({ status: 400 });
  });
});
