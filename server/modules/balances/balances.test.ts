import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../../src/lib/dates.ts';
import { type Client, categoryId, client, data } from '../../test/client.ts';
import { type Account, createAccount, startTestServer, type TestServer } from '../../test/helper.ts';
import { createHousehold } from '../../test/household.ts';

type Point = Record<string, number | string>;

const today = todayIso();
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
  // A movement can only be dated today (spec 3), and its row changes only through the objective
  // (decision 485), so the booked row is moved in the database to the day the charts need.
  const move = async (value: number, date: string) => {
    await data(api('POST', `/objectives/${objective._id}/transaction`, { value, date: today }));
    const booked = (
      await data<{ items: Array<{ _id: string; value: number }> }>(
        api('GET', `/transactions?startDate=${today}&endDate=${today}`),
      )
    ).items.find((row) => row.value === -value);
    await server.app.repos.transactions.update(booked?._id as string, { date });
  };
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

describe('one planned and one spent for a month (decision 488)', () => {
  it('the summary sets paid expenses and investments against every planned line but revenues', async () => {
    const summary = (query: string) =>
      data(api('GET', `/balances?startDate=2026-03-01&endDate=2026-03-31${query}`));
    // 1500.10 + 300.05 + 400.33 planned; 1500.10 + 80.40 + 100.00 instalment + 250.25 saved, all paid.
    expect(await summary('')).toEqual({ planned: 2200.48, expensesPaid: 1930.75, expensesBalance: 269.73 });
    expect(await summary(`&categoryId=${cat.savings}`)).toEqual({
      planned: 400.33,
      expensesPaid: 250.25,
      expensesBalance: 150.08,
    });
  });

  it("the planner's client list shows the client's paid budget chart and summary of the month", async () => {
    const person = await createAccount(server, { name: 'Clara Cliente' });
    const as = client(server, person.token);
    const planner = await createAccount(server, { name: 'Paula Planejadora' });
    await server.app.repos.users.update(planner.id, { profiles: ['planner'] });
    await server.app.repos.users.addClient(planner.id, person.id, 'C-488');
    const month = today.slice(0, 7);
    const wallet = (
      await data<{ _id: string }>(
        as('POST', '/payments', { name: 'Caixa', type: 'debit', accountType: 'Conta corrente', value: 0 }),
        201,
      )
    )._id;
    await data(
      as('POST', '/budgets', {
        date: `${month}-01`,
        revenuesCategories: [{ category: cat.salary, value: 6000 }],
        essentialCategories: [{ category: cat.rent, value: 2485 }],
        noessentialCategories: [{ category: cat.market, value: 2600 }],
        investimentCategories: [{ category: cat.savings, value: 900 }],
      }),
      201,
    );
    // The unpaid bill is planned, not spent (decision 166): the client's screens leave it out.
    for (const [name, value, transactionType, category, paid] of [
      ['Aluguel', -2400, 'expenses', cat.rent, true],
      ['Mercado', -1537.82, 'expenses', cat.market, true],
      ['Aplicação', -900, 'investiments', cat.savings, true],
      ['Feira', -84.9, 'expenses', cat.market, false],
    ] as const)
      await data(
        as('POST', '/transactions', {
          name,
          value,
          date: today,
          paid,
          transactionType,
          category,
          payment: wallet,
        }),
        201,
      );
    const listed = await data<{ items: Array<{ _id: string; financeStatus: object }> }>(
      client(server, planner.token)('GET', '/users/clients'),
    );
    const range = `startDate=${month}-01&endDate=${today}`;
    const [point] = (
      await data<{ items: Point[] }>(as('GET', `/balances?type=chart&chartType=budgets&paid=true&${range}`))
    ).items;
    const summary = await data<Record<string, number>>(as('GET', `/balances?${range}`));
    expect(listed.items.find((entry) => entry._id === person.id)?.financeStatus).toEqual({
      spended: 4837.82,
      planned: 5985,
    });
    expect(point).toMatchObject({ planned: 5985, realized: 4837.82 });
    expect(summary).toEqual({ planned: 5985, expensesPaid: 4837.82, expensesBalance: 1147.18 });
  });
});

/**
 * Decision 124: a carry row ('Crédito/Residual da fatura anterior') moves part of a payment into the
 * next invoice. The payment already counts on the card, so the carry must not count again, and it is
 * no revenue or expense of its own.
 */
describe('a card paid through its invoices counts each carry once', () => {
  let me: Client;
  let cash: string;
  let card: string;
  let shortCard: string;

  const newCard = async (name: string) =>
    (
      await data<{ _id: string }>(
        me('POST', '/payments', {
          name,
          type: 'credit',
          flag: 'Visa',
          invoiceCloseOn: 10,
          paid: 17,
          limit: 5000,
        }),
        201,
      )
    )._id;
  const invoiceClosing = async (cardId: string, closeOnDay: string) => {
    const list = await data<{ items: Array<{ _id: string; creditCardId: string; closeOnDay: string }> }>(
      me('GET', '/invoices?ignoreInvoicePeriod=true'),
    );
    const found = list.items.find((item) => item.creditCardId === cardId && item.closeOnDay === closeOnDay);
    if (!found) throw new Error(`no invoice closing ${closeOnDay}`);
    return found._id;
  };
  const pay = async (cardId: string, closeOnDay: string, value: number, date: string) =>
    data(
      me('POST', '/invoices', {
        name: 'Pagamento de fatura',
        paymentInvoiceReferenceId: await invoiceClosing(cardId, closeOnDay),
        payment: cash,
        value,
        date,
        paid: true,
        transactionType: 'expenses',
      }),
      201,
    );
  const cardSeries = (cardId: string, from: string, to: string) =>
    data<number[]>(me('GET', `/balancesChart?inicio=${from}&fim=${to}&paymentId=${cardId}`));

  beforeAll(async () => {
    me = client(server, (await createAccount(server)).token);
    const wallets = await data<{ items: Array<{ _id: string; type: string }> }>(me('GET', '/payments'));
    cash = wallets.items.find((wallet) => wallet.type === 'money')?._id as string;
    const market = await categoryId(me, 'Supermercado');
    const salary = await categoryId(me, 'Salário');
    card = await newCard('Nubank');
    shortCard = await newCard('Inter');
    const book = (payment: string, name: string, value: number, date: string, extra: object = {}) =>
      data(
        me('POST', '/transactions', {
          name,
          value,
          date,
          paid: true,
          transactionType: value > 0 ? 'revenues' : 'expenses',
          category: value > 0 ? salary : market,
          payment,
          ...extra,
        }),
        201,
      );
    // The auditor's card: 33,34 in November; 33,33 + 50 - 10 = 73,33 in December; 33,33 in January.
    await book(card, 'Televisão', -100, '2026-11-09', { lastInstallment: 3 });
    await book(card, 'Mercado', -50, '2026-11-10');
    await book(card, 'Estorno', 10, '2026-11-15');
    await pay(card, '2026-11-10', -33.34, '2026-11-20');
    await pay(card, '2026-12-10', -100, '2026-11-27'); // 26,67 over: a credit in January
    // 10 in September's invoice, 10 in October's; September paid 6: a residual of 4 in October.
    await book(shortCard, 'Farmácia', -10, '2026-09-05');
    await book(shortCard, 'Padaria', -10, '2026-09-20');
    await pay(shortCard, '2026-09-10', -6, '2026-09-15');
  });

  it('balancesChart of a card: its rows plus what was paid to its invoices, carries once', async () => {
    // November: -33,34 - 50 + 10 + 33,34 + 100 paid = 60; then -33,33 each month.
    // The credit in January is part of the 100 paid, not money on top of it.
    expect(await cardSeries(card, '2026-08-01', '2027-01-31')).toEqual([0, 0, 0, 60, 26.67, -6.66]);
    // Underpaid: -20 + 6 paid; the residual of 4 is what is still owed, not a second debt.
    expect(await cardSeries(shortCard, '2026-05-01', '2026-10-31')).toEqual([0, 0, 0, 0, -14, -14]);
  });

  it('the dashboard wallets box reads the same card balances', async () => {
    const dashboard = await data<{ walletBalances: Array<{ paymentId: string; balances: number[] }> }>(
      me('GET', '/dashboard?month=2027-01'),
    );
    const ofCard = dashboard.walletBalances.find((entry) => entry.paymentId === card);
    expect(ofCard?.balances.slice(-3)).toEqual([60, 26.67, -6.66]);
  });

  it('carry rows are no revenue or expense in the chart and the summary', async () => {
    const december = await data<{ items: Point[] }>(
      me('GET', '/balances?type=chart&startDate=2026-12-01&endDate=2026-12-31'),
    );
    expect(december.items).toEqual([
      { month: '2026-12', revenues: 0, expenses: 33.33, investments: 0, balance: -33.33 },
    ]);
    const october = await data<{ items: Point[] }>(
      me('GET', `/balances?type=chart&startDate=2026-09-01&endDate=2026-10-31&paymentId=${shortCard}`),
    );
    expect(october.items.map((point) => [point.month, point.expenses])).toEqual([
      ['2026-09', 20],
      ['2026-10', 0],
    ]);
    const summary = await data(me('GET', '/balances?startDate=2026-09-01&endDate=2026-09-30'));
    expect(summary).toMatchObject({ expensesPaid: 20 });
  });

  it('the transactions list still shows the carry rows on the card', async () => {
    const list = await data<{ items: Array<{ name: string; value: number; invoiceReferenceId?: string }> }>(
      me('GET', '/transactions?startDate=2026-09-01&endDate=2026-12-31'),
    );
    const carries = list.items.filter((item) => item.invoiceReferenceId);
    expect(carries.map((item) => [item.name, item.value])).toEqual(
      expect.arrayContaining([
        ['Residual da fatura anterior', -4],
        ['Crédito da fatura anterior', 26.67],
      ]),
    );
  });
});

describe("the chart of one family member's wallet", () => {
  let admin: Client;
  let outsider: Client;
  let memberWallet: string;
  const march = 'startDate=2026-03-01&endDate=2026-03-31';
  const walletChart = async (as: Client, query: string) =>
    (
      await data<{ items: Point[] }>(
        as('GET', `/balances?type=chart&${march}&paymentId=${memberWallet}${query}`),
      )
    ).items;

  beforeAll(async () => {
    const head = await createAccount(server, { name: 'Ana Família' });
    const member = await createAccount(server, { name: 'Bruno Família' });
    admin = client(server, head.token);
    outsider = client(server, (await createAccount(server)).token);
    const family = await server.app.repos.families.create('Família Gráfico', head, 'GRAFICO1');
    await server.app.repos.families.join(family.id, member);
    const memberApi = client(server, member.token);
    memberWallet = (
      await data<{ _id: string }>(
        memberApi('POST', '/payments', {
          name: 'Conta B',
          type: 'debit',
          accountType: 'Conta corrente',
          value: 0,
        }),
        201,
      )
    )._id;
    const book = async (name: string, value: number, type: string, category: string) =>
      data(
        memberApi('POST', '/transactions', {
          name,
          value,
          date: '2026-03-10',
          paid: true,
          transactionType: type,
          category: await categoryId(memberApi, category),
          payment: memberWallet,
        }),
        201,
      );
    await book('Salário B', 3000, 'revenues', 'Salário');
    await book('Mercado B', -250, 'expenses', 'Supermercado');
  });

  // The wallet page of /movimentacoes/{payment} charts the member's wallet with the rows' scope (audit U4).
  it("answers the member's wallet to the family with family=true, and nothing to anyone else", async () => {
    const wallet = [{ month: '2026-03', revenues: 3000, expenses: 250, investments: 0, balance: 2750 }];
    const nothing = [{ month: '2026-03', revenues: 0, expenses: 0, investments: 0, balance: 0 }];
    expect(await walletChart(admin, '&family=true')).toEqual(wallet);
    // Without the family scope the server sums the caller's own rows on that wallet: none.
    expect(await walletChart(admin, '')).toEqual(nothing);
    expect(await walletChart(outsider, '&family=true')).toEqual(nothing);
    expect(await walletChart(outsider, '')).toEqual(nothing);
  });
});

/**
 * Audit AB5: the report asks each card's realised figure with the categories it knows, which are the
 * built-in ones and the signed-in person's own subcategories. A family member's subcategory sits
 * under a built-in category, so its rows belong to that card for every member who reads the family.
 */
describe("a card's categories take in a family member's subcategories", () => {
  it('gives the admin and the member one realised figure for the family month', async () => {
    const { admin, member } = await createHousehold(server, {
      admin: 'Ana Família',
      member: 'Carlos Família',
      owner: 'Olga Família',
      family: 'Família Subcategoria',
      planner: 'Paula Planejadora',
      code: 'PLANSUB1',
    });
    const month = today.slice(0, 7);
    const range = `startDate=${month}-01&endDate=${today}`;
    const spend = async (account: Account, name: string, value: number, subcategory: string) => {
      const as = client(server, account.token);
      const market = await categoryId(as, 'Supermercado');
      const sub = await data<{ _id: string }>(
        as('POST', '/categories', { name: subcategory, category: market, group: 'expenses' }),
        201,
      );
      const wallet = await data<{ _id: string }>(
        as('POST', '/payments', { name: 'Carteira', type: 'debit', accountType: 'Conta corrente', value: 0 }),
        201,
      );
      await data(
        as('POST', '/transactions', {
          name,
          value,
          date: today,
          paid: true,
          transactionType: 'expenses',
          category: sub._id,
          payment: wallet._id,
        }),
        201,
      );
    };
    await spend(admin, 'Feira da Ana', -1234.57, 'Feira da Ana');
    await spend(member, 'Feira de sábado', -77, 'Feira do Carlos');

    const realisedAs = async (account: Account) => {
      const as = client(server, account.token);
      const own = await data<{ items: Array<{ _id: string; group: string }> }>(as('GET', '/categories'));
      const ids = own.items
        .filter((category) => category.group === 'expenses')
        .map((category) => category._id);
      const [point] = (
        await data<{ items: Point[] }>(
          as(
            'GET',
            `/balances?type=chart&chartType=budgets&${range}&paid=true&family=true&userId=${admin.id}&categories=${ids.join(',')}`,
          ),
        )
      ).items;
      return point?.realized;
    };
    expect(await realisedAs(admin)).toBe(1311.57);
    expect(await realisedAs(member)).toBe(1311.57);
  });
});
