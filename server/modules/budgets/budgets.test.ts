import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, categoryId, client, data } from '../../test/client.ts';
import { type Account, createAccount, login, startTestServer, type TestServer } from '../../test/helper.ts';

interface Line {
  _id: string;
  category: { _id: string; name: string };
  value: number;
  budgetValue: number;
  lastInstallment?: number;
  recurrentType?: string;
}
interface Budget {
  _id: string;
  date: string;
  accumulated: number;
  revenuesValue: number;
  essentialValue: number;
  noessentialValue: number;
  debtsValue: number;
  investimentValue: number;
  essentialSpending: number;
  investimentSpending: number;
  revenuesCategories: Line[];
  essentialCategories: Line[];
  noessentialCategories: Line[];
  debtsCategories: Line[];
  investimentCategories: Line[];
}
interface List {
  items: Budget[];
  total: number;
}

const RANGE = 'startDate=2026-03-01&endDate=2027-02-28';

let server: TestServer;
let owner: Account;
let api: Client;
let stranger: Client;
const cat: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  owner = await createAccount(server, { name: 'Ana Planejamento' });
  api = client(server, owner.token);
  stranger = client(server, (await createAccount(server)).token);
  for (const [key, name] of Object.entries({
    salary: 'Salário',
    rent: 'Aluguel',
    market: 'Supermercado',
    loan: 'Empréstimo pessoal',
    savings: 'Poupança',
    ipva: 'IPTU e IPVA',
    gym: 'Lazer',
  }))
    cat[key] = await categoryId(api, name);
});
afterAll(() => server.close());

const month = (list: List, date: string) => list.items.find((budget) => budget.date === date) as Budget;

describe('budgets', () => {
  it('starts empty: fill creates nothing without a plan', async () => {
    expect(await data<List>(api('GET', `/budgets?${RANGE}`))).toEqual({ items: [], total: 0 });
    expect(await data<List>(api('POST', `/budgets?fill=true&${RANGE}`), 201)).toEqual({
      items: [],
      total: 0,
    });
  });

  it('creates a month with the default salary line and computes totals from the lines', async () => {
    const bare = await data<Budget>(api('POST', '/budgets', { date: '2026-01-01' }), 201);
    expect(bare.revenuesCategories).toEqual([
      expect.objectContaining({ category: expect.objectContaining({ name: 'Salário' }), value: 0 }),
    ]);
    expect(await api('POST', '/budgets', { date: '2026-01-01' })).toMatchObject({
      status: 400,
      body: { message: 'Este mês já tem um planejamento' },
    });
    const created = await data<Budget>(
      api('POST', '/budgets', {
        date: '2026-02-01',
        accumulated: 100,
        revenuesValue: 1,
        revenuesCategories: [{ category: cat.salary, value: 6500.1 }],
        essentialCategories: [{ category: cat.rent, value: 1800.05, day: 10 }],
        investimentCategories: [{ category: cat.savings, budgetValue: 10 }],
      }),
      201,
    );
    expect(created).toMatchObject({
      date: '2026-02-01',
      accumulated: 100,
      revenuesValue: 6500.1,
      essentialValue: 1800.05,
      investimentValue: 650.01,
      investimentSpending: 10,
      essentialSpending: 27.69,
    });
  });

  it('refuses limits the spec refuses', async () => {
    const refuse = (payload: object) => api('POST', '/budgets', { date: '2025-06-01', ...payload });
    expect(await refuse({ essentialCategories: [{ category: cat.rent, value: 10 }] })).toMatchObject({
      status: 400,
      body: { message: 'CADASTRE UMA RECEITA PRIMEIRO' },
    });
    expect(
      await refuse({
        revenuesCategories: [{ category: cat.salary, value: 100 }],
        essentialCategories: [{ category: cat.rent, value: 100.01 }],
      }),
    ).toMatchObject({ status: 400, body: { message: 'VALOR ULTRAPASSA AS RECEITAS' } });
    expect(await refuse({ essentialCategories: [{ category: 'nao-existe', value: 1 }] })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'category' }] },
    });
    expect(
      (await refuse({ debtsCategories: [{ category: cat.loan, value: 1, lastInstallment: 1000 }] })).status,
    ).toBe(400);
    const salary = { revenuesCategories: [{ category: cat.salary, value: 1000 }] };
    expect(
      await refuse({ ...salary, essentialCategories: [{ category: cat.rent, value: 0 }] }),
    ).toMatchObject({
      status: 400,
      body: { message: 'VALOR INVÁLIDO', errors: [{ field: 'value' }] },
    });
    expect(
      await refuse({
        ...salary,
        debtsCategories: [{ category: cat.loan, value: 100, recurrentType: 'monthly', lastInstallment: 5 }],
      }),
    ).toMatchObject({
      status: 400,
      body: { message: 'VALOR INVÁLIDO', errors: [{ field: 'lastInstallment' }] },
    });
    expect((await api('GET', '/budgets?startDate=2025-06-01&endDate=2025-06-30')).body).toMatchObject({
      data: { total: 0 },
    });
  });

  it('keeps an annual line and a single instalment in their own month of a 12-month plan', async () => {
    const list = await data<List>(
      api('POST', '/budgets?multi=true', {
        date: '2028-01-01',
        revenuesCategories: [{ category: cat.salary, value: 5000 }],
        essentialCategories: [{ category: cat.ipva, value: 1200, recurrentType: 'annual' }],
        debtsCategories: [{ category: cat.loan, value: 300, lastInstallment: 1 }],
      }),
      201,
    );
    expect(list.items.map((budget) => budget.essentialValue)).toEqual([1200, ...Array(11).fill(0)]);
    expect(list.items.map((budget) => budget.debtsValue)).toEqual([300, ...Array(11).fill(0)]);
  });

  it('saves a new plan for 12 months with recurrence and instalments', async () => {
    const list = await data<List>(
      api('POST', '/budgets?multi=true', {
        date: '2026-03-01',
        revenuesCategories: [{ category: cat.salary, value: 8000 }],
        essentialCategories: [
          { category: cat.rent, value: 2000, recurrentType: 'monthly' },
          { category: cat.ipva, value: 1200, recurrentType: 'semiannual' },
        ],
        debtsCategories: [{ category: cat.loan, value: 500, lastInstallment: 3 }],
      }),
      201,
    );
    expect(list.total).toBe(12);
    expect(list.items.map((budget) => budget.essentialValue)).toEqual([
      3200, 2000, 2000, 2000, 2000, 2000, 3200, 2000, 2000, 2000, 2000, 2000,
    ]);
    expect(list.items.map((budget) => budget.debtsValue).slice(0, 4)).toEqual([500, 500, 500, 0]);
    expect(list.items.at(-1)?.date).toBe('2027-02-01');
  });

  it('fills the missing months from the latest plan', async () => {
    const first = await data<List>(api('GET', `/budgets?${RANGE}`));
    const april = month(first, '2026-04-01');
    expect((await api('DELETE', `/budgets/${april._id}`)).status).toBe(204);
    const filled = await data<List>(
      api('POST', `/budgets?fill=true&startDate=2026-02-01&endDate=2027-02-28`),
      201,
    );
    expect(filled.total).toBe(13);
    // April copies March's plain limits; March's instalment and semiannual lines stay where they were.
    expect(month(filled, '2026-04-01')).toMatchObject({
      revenuesValue: 8000,
      essentialValue: 2000,
      debtsValue: 0,
    });
  });

  it('edits one month, repeats an edit, adds instalments, deletes lines', async () => {
    let list = await data<List>(api('GET', `/budgets?${RANGE}`));
    const march = month(list, '2026-03-01');
    const rent = march.essentialCategories.find((line) => line.category._id === cat.rent) as Line;

    expect(
      await api('PATCH', `/budgets/${march._id}`, { changes: [{ mode: 'edit', _id: rent._id, value: 0 }] }),
    ).toMatchObject({ status: 400, body: { message: 'VALOR INVÁLIDO' } });
    expect(
      await api('PATCH', `/budgets/${march._id}`, {
        changes: [{ mode: 'edit', _id: rent._id, value: 8000.01 }],
      }),
    ).toMatchObject({ status: 400, body: { message: 'VALOR ULTRAPASSA AS RECEITAS' } });
    expect(
      await api('PATCH', `/budgets/${march._id}`, {
        changes: [{ mode: 'edit', category: cat.gym, value: 5 }],
      }),
    ).toMatchObject({ status: 400, body: { message: 'Categoria não está inclusa no planejamento' } });

    const edited = await data<Budget>(
      api('PATCH', `/budgets/${march._id}`, { changes: [{ mode: 'edit', _id: rent._id, budgetValue: 30 }] }),
    );
    expect(edited.essentialCategories.find((line) => line._id === rent._id)).toMatchObject({
      value: 2400,
      budgetValue: 30,
    });
    list = await data<List>(api('GET', `/budgets?${RANGE}`));
    expect(month(list, '2026-04-01').essentialValue).toBe(2000);

    await data(
      api('PATCH', `/budgets/${march._id}?multi=true`, {
        changes: [{ mode: 'edit', _id: rent._id, value: 2100 }],
      }),
    );
    await data(
      api('PATCH', `/budgets/${march._id}`, {
        changes: [{ mode: 'add', category: cat.market, value: 900, lastInstallment: 2 }],
      }),
    );
    list = await data<List>(api('GET', `/budgets?${RANGE}`));
    expect(list.items.map((budget) => budget.noessentialValue).slice(0, 3)).toEqual([900, 900, 0]);
    expect(month(list, '2027-02-01').essentialValue).toBe(2100);

    const listForm = await data<Budget>(
      api('PATCH', `/budgets/${march._id}`, {
        noessentialCategories: [
          { _id: month(list, '2026-03-01').noessentialCategories[0]?._id, deleted: true },
        ],
      }),
    );
    expect(listForm.noessentialCategories).toEqual([]);
  });

  it('applies pending changes of several months at once, creating a missing month', async () => {
    const list = await data<List>(api('GET', `/budgets?${RANGE}`));
    const may = month(list, '2026-05-01');
    const updated = await data<List>(
      api('PATCH', '/budgets/multi-update', {
        [may._id]: [{ mode: 'add', category: cat.savings, budgetValue: 5 }],
        '2027-03-01': [{ mode: 'add', category: cat.gym, value: 300 }],
      }),
    );
    expect(
      updated.items.map((budget) => [budget.date, budget.investimentValue, budget.noessentialValue]),
    ).toEqual([
      ['2026-05-01', 400, 0],
      ['2027-03-01', 0, 300],
    ]);
    expect(
      await api('PATCH', '/budgets/multi-update', { nope: [{ mode: 'delete', category: cat.gym }] }),
    ).toMatchObject({
      status: 404,
    });
  });

  it('keeps the accumulated value and answers it through balances', async () => {
    const list = await data<List>(api('GET', `/budgets?startDate=2026-03-01&endDate=2026-04-30`));
    const march = month(list, '2026-03-01');
    expect(await data<Budget>(api('PATCH', `/budgets/${march._id}`, { accumulated: 1500.5 }))).toMatchObject({
      accumulated: 1500.5,
    });
    const april = month(list, '2026-04-01');
    const balance = (a: Budget) =>
      Math.round(
        (a.revenuesValue - a.essentialValue - a.noessentialValue - a.debtsValue - a.investimentValue) * 100,
      );
    const expected = (150_050 + balance(march) + balance(april)) / 100;
    expect(await data(api('GET', '/balances?type=budgets&startDate=2026-03-01&endDate=2026-04-30'))).toEqual({
      accumulated: expected,
    });
  });

  it('keeps other people out', async () => {
    const list = await data<List>(api('GET', `/budgets?${RANGE}`));
    const march = month(list, '2026-03-01');
    expect((await stranger('GET', `/budgets/${march._id}`)).status).toBe(404);
    expect((await stranger('PATCH', `/budgets/${march._id}`, { accumulated: 1 })).status).toBe(404);
    expect((await stranger('DELETE', `/budgets/${march._id}`)).status).toBe(404);
    expect((await stranger('GET', `/budgets?userId=${owner.id}`)).status).toBe(403);
    expect((await stranger('POST', `/budgets?userId=${owner.id}`, { date: '2026-01-01' })).status).toBe(403);
    expect(
      (await stranger('PATCH', `/budgets/multi-update?userId=${owner.id}`, { [march._id]: [] })).status,
    ).toBe(403);
  });

  it('lets a planner see and plan for a client, and family members view each other', async () => {
    const planner = await createAccount(server, { name: 'Planejadora' });
    await server.app.repos.users.update(planner.id, { profiles: ['planner'] });
    await server.app.repos.users.addClient(planner.id, owner.id, 'C-01');
    const asPlanner = client(server, await login(server, planner.email, planner.password));
    expect((await data<List>(asPlanner('GET', `/budgets?${RANGE}&userId=${owner.id}`))).total).toBe(12);
    const created = await data<Budget>(
      asPlanner('POST', `/budgets?userId=${owner.id}`, { date: '2025-12-01' }),
      201,
    );
    expect((await api('GET', `/budgets/${created._id}`)).status).toBe(200);
    // The realised side of the same screen: the client's rows, from the planner's own session.
    expect((await asPlanner('GET', `/transactions?${RANGE}&userId=${owner.id}`)).status).toBe(200);
    // Signed in for another client, the planner sees that household only (audit F6).
    const other = await createAccount(server, { name: 'Outro cliente' });
    await server.app.repos.users.addClient(planner.id, other.id, 'C-01B');
    const forOther = client(server, await login(server, planner.email, planner.password, other.id));
    expect((await forOther('GET', `/budgets?${RANGE}&userId=${owner.id}`)).status).toBe(403);
    expect((await forOther('POST', `/budgets?userId=${owner.id}`, { date: '2025-10-01' })).status).toBe(403);
    expect((await forOther('GET', `/transactions?${RANGE}&userId=${owner.id}`)).status).toBe(403);

    const member = await createAccount(server, { name: 'Carlos' });
    const family = await data<{ voucher: string }>(
      api('POST', '/families', { name: 'Família', user: owner.id }),
      201,
    );
    const asMember = client(server, member.token);
    await data(
      asMember('POST', '/families/voucher', {
        voucher: family.voucher,
        email: member.email,
        user: member.id,
      }),
    );
    expect((await data<List>(asMember('GET', `/budgets?${RANGE}&userId=${owner.id}`))).total).toBe(12);
    expect((await asMember('POST', `/budgets?userId=${owner.id}`, { date: '2025-11-01' })).status).toBe(403);
    expect((await api('POST', `/budgets?userId=${member.id}`, { date: '2025-11-01' })).status).toBe(201);
    expect(
      (await data<List>(api('GET', `/budgets?startDate=2025-11-01&endDate=2025-11-30&family=true`))).total,
    ).toBe(1);
  });

  it('shows the planner this month planned expenses of each client, investments included', async () => {
    const planner = await createAccount(server, { name: 'Outra planejadora' });
    await server.app.repos.users.update(planner.id, { profiles: ['planner'] });
    await server.app.repos.users.addClient(planner.id, owner.id, 'C-02');
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }).slice(0, 7);
    const list = await data<List>(api('GET', `/budgets?startDate=${today}-01&endDate=${today}-28`));
    const here =
      list.items[0] ??
      (await data<Budget>(
        api('POST', '/budgets', {
          date: `${today}-01`,
          revenuesCategories: [{ category: cat.salary, value: 100 }],
        }),
        201,
      ));
    await data(
      api('PATCH', `/budgets/${here._id}`, { changes: [{ mode: 'add', category: cat.market, value: 10 }] }),
    );
    const after = await data<Budget>(api('GET', `/budgets/${here._id}`));
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { email: planner.email, password: planner.password },
    });
    const mine = answer.json().data.clients.find((entry: { _id: string }) => entry._id === owner.id);
    // Every line but revenues, investments too (decisions 210, 488).
    expect(mine.financeStatus.planned).toBe(
      after.essentialValue + after.noessentialValue + after.debtsValue + after.investimentValue,
    );
  });

  it('deletes the planning over a range', async () => {
    const list = await data<List>(api('GET', `/budgets?${RANGE}`));
    expect((await api('DELETE', `/budgets/${month(list, '2026-03-01')._id}?${RANGE}`)).status).toBe(204);
    expect((await data<List>(api('GET', `/budgets?${RANGE}`))).total).toBe(0);
  });
});

describe('budgets: what the screen refuses, the server refuses too', () => {
  let own: Client;
  const ids: Record<string, string> = {};
  const invalid = { status: 400, body: { message: 'VALOR INVÁLIDO' } };

  beforeAll(async () => {
    own = client(server, (await createAccount(server)).token);
    for (const [key, name] of Object.entries({ salary: 'Salário', rent: 'Aluguel' }))
      ids[key] = await categoryId(own, name);
  });

  it('refuses a day past the month’s last day on create, on edit and on multi-update', async () => {
    const salary = [{ category: ids.salary, value: 5000 }];
    expect(
      await own('POST', '/budgets', {
        date: '2026-11-01',
        revenuesCategories: salary,
        essentialCategories: [{ category: ids.rent, value: 100, day: 31 }],
      }),
    ).toMatchObject({ ...invalid, body: { ...invalid.body, errors: [{ field: 'day' }] } });
    const november = await data<Budget>(
      own('POST', '/budgets', {
        date: '2026-11-01',
        revenuesCategories: salary,
        essentialCategories: [{ category: ids.rent, value: 100, day: 30 }],
      }),
      201,
    );
    expect(
      await own('PATCH', `/budgets/${november._id}`, {
        changes: [{ mode: 'edit', category: ids.rent, day: 31 }],
      }),
    ).toMatchObject(invalid);
    expect(
      await own('PATCH', '/budgets/multi-update', {
        [november._id]: [{ mode: 'edit', category: ids.rent, day: 31 }],
        '2027-02-01': [{ mode: 'edit', category: ids.rent, day: 29 }],
      }),
    ).toMatchObject(invalid);
    expect(
      await own('PATCH', '/budgets/multi-update', {
        '2027-02-01': [{ mode: 'edit', category: ids.rent, day: 29 }],
      }),
    ).toMatchObject(invalid);
    const [february] = (
      await data<List>(
        own('PATCH', '/budgets/multi-update', {
          '2027-02-01': [{ mode: 'edit', category: ids.rent, day: 28 }],
        }),
      )
    ).items;
    expect(february?.essentialCategories[0]).toMatchObject({ day: 28 });
    const stored = await data<Budget>(own('GET', `/budgets/${november._id}`));
    expect(stored.essentialCategories[0]).toMatchObject({ day: 30 });
  });

  it('refuses a revenue given as a percentage or as zero on create', async () => {
    for (const line of [{ budgetValue: 50 }, { value: 0 }, { value: 0, budgetValue: 50 }])
      expect(
        await own('POST', '/budgets', {
          date: '2026-12-01',
          revenuesCategories: [{ category: ids.salary, ...line }],
        }),
      ).toMatchObject(invalid);
    expect((await data<List>(own('GET', '/budgets?startDate=2026-12-01&endDate=2026-12-31'))).total).toBe(0);
  });

  it('takes multi-update month keys only as first days of the contract’s years', async () => {
    const change = [{ mode: 'add', category: ids.salary, value: 100 }];
    for (const key of ['1800-01-01', '2999-01-01', '2027-06-15', '2027-13-01'])
      expect((await own('PATCH', '/budgets/multi-update', { [key]: change })).status).toBe(400);
    expect(await data<List>(own('PATCH', '/budgets/multi-update', { '2027-06-01': [] }))).toEqual({
      items: [],
      total: 0,
    });
    expect((await data<List>(own('GET', '/budgets?startDate=2027-06-01&endDate=2027-06-30'))).total).toBe(0);
  });
});
