import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, data } from '../../test/client.ts';
import { type Account, createAccount, login, startTestServer, type TestServer } from '../../test/helper.ts';

interface Row {
  _id: string;
  name: string;
  description?: string;
  value: number;
  date: string;
  paid: boolean;
  category: { name: string };
  payment: { _id: string; name: string };
  user: { _id: string };
}
interface Invoice {
  creditCardId: string;
  items: Array<{ name: string; value: number }>;
}
interface Goods {
  items: Array<{ type: string; marketValue: number; settlementBalance: number; installment: number }>;
  total: number;
  marketValue: number;
  settlementBalance: number;
  equity: number;
}

let server: TestServer;

const MONTH = '2026-03-01';

async function person(): Promise<{ account: Account; api: Client }> {
  const account = await createAccount(server);
  return { account, api: client(server, account.token) };
}

const onboarding = (user: string, parts: { debit?: object[]; credit?: object[]; goods?: object[] }) => ({
  user,
  date: MONTH,
  debit: parts.debit ?? [],
  credit: parts.credit ?? [],
  goods: parts.goods ?? [],
});

const rowsOf = async (api: Client, start = '2026-03-01', end = '2027-02-28') =>
  (await data<{ items: Row[] }>(api('GET', `/transactions?startDate=${start}&endDate=${end}`))).items;

const cents = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0);

async function newCard(api: Client, closeOn = 5): Promise<string> {
  const card = await data<{ _id: string }>(
    api('POST', '/payments', {
      name: 'Nubank',
      type: 'credit',
      flag: 'Mastercard',
      invoiceCloseOn: closeOn,
      paid: 12,
      limit: 5000,
    }),
    201,
  );
  return card._id;
}

async function invoiceItems(api: Client, card: string, month: number, year = 2026) {
  const list = await data<{ items: Invoice[] }>(api('GET', `/invoices?month=${month}&year=${year}`));
  return list.items.find((invoice) => invoice.creditCardId === card)?.items ?? [];
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('saveOnboarding books the household in one go', () => {
  let api: Client;
  let account: Account;
  let saved: { status: number; body: { data?: unknown; message?: string } };

  beforeAll(async () => {
    ({ api, account } = await person());
    saved = await api(
      'POST',
      '/onboarding',
      onboarding(account.id, {
        debit: [
          {
            date: '2026-03-05',
            category: 'salario',
            kind: 'revenues',
            value: 8500.1,
            recurrentType: 'monthly',
          },
          { date: '2026-03-10', category: 'ALUGUEL', kind: 'fixed', value: -2300, recurrentType: 'monthly' },
          {
            date: '2026-03-15',
            category: 'IPVA do carro',
            kind: 'fixed',
            value: 1200.33,
            recurrentType: 'annual',
          },
          { date: '2026-03-20', category: 'Consignado', kind: 'debts', value: 333.33, lastInstallment: 3 },
          { date: '2026-03-21', category: 'Agiota do bairro', kind: 'debts', value: 50 },
          { date: '2026-03-22', category: 'Bicos', kind: 'revenues', value: 400, paid: true },
          { date: '2026-03-23', category: 'Coisas', kind: 'variable', value: 75.5 },
          { date: '2026-03-24', category: 'Cripto', kind: 'investments', value: 200 },
        ],
      }),
    );
  });

  it('answers 201 with what it created and the closing message', () => {
    expect(saved.status).toBe(201);
    expect(saved.body.data).toEqual({ transactions: 8, goods: 0, replaced: 0 });
    expect(saved.body.message).toBe('Tudo pronto para começar sua jornada de transformação financeira!');
  });

  it('repeats monthly rows for 12 months at the value entered, on the Dinheiro wallet', async () => {
    const rent = (await rowsOf(api)).filter((row) => row.name === 'Aluguel');
    expect(rent.map((row) => row.date).sort()).toEqual(
      Array.from({ length: 12 }, (_, index) => {
        const date = new Date(Date.UTC(2026, 2 + index, 10));
        return date.toISOString().slice(0, 10);
      }),
    );
    expect(new Set(rent.map((row) => row.value))).toEqual(new Set([-2300]));
    expect(rent[0]?.payment.name).toBe('Dinheiro');
    const salary = (await rowsOf(api)).filter((row) => row.category.name === 'Salário');
    expect(cents(salary.map((row) => row.value))).toBe(12 * 850_010);
  });

  it('books an annual row once in the year and instalments of the value each', async () => {
    const rows = await rowsOf(api);
    expect(rows.filter((row) => row.name === 'Diversos (Fixa)').map((row) => row.value)).toEqual([-1200.33]);
    const loan = rows.filter((row) => row.category.name === 'Empréstimo consignado');
    expect(loan.map((row) => [row.date, row.value]).sort()).toEqual([
      ['2026-03-20', -333.33],
      ['2026-04-20', -333.33],
      ['2026-05-20', -333.33],
    ]);
  });

  it('files unknown names under the fallback category of their step', async () => {
    const byDate = new Map((await rowsOf(api, '2026-03-21', '2026-03-24')).map((row) => [row.date, row]));
    expect(byDate.get('2026-03-21')?.category.name).toBe('Outras dívidas e parcelas');
    expect(byDate.get('2026-03-22')?.category.name).toBe('Outras rendas');
    expect(byDate.get('2026-03-22')?.value).toBe(400);
    expect(byDate.get('2026-03-22')?.paid).toBe(true);
    expect(byDate.get('2026-03-23')?.category.name).toBe('Diversos (Variável)');
    expect(byDate.get('2026-03-23')?.value).toBe(-75.5);
    expect(byDate.get('2026-03-24')?.category.name).toBe('Poupança');
  });
});

describe('the financial profile (decision 252)', () => {
  interface Profile {
    _id: string;
    user: string;
    hasSavings: boolean;
  }
  const profilesOf = async (api: Client) =>
    data<{ items: Profile[]; total: number }>(api('GET', '/profiles'));

  it('is created by the saved onboarding, so /tarefas checks achievements', async () => {
    const { api, account } = await person();
    expect((await profilesOf(api)).total).toBe(0);
    const investing = onboarding(account.id, {
      debit: [{ date: '2026-03-24', category: 'Poupança', kind: 'investments', value: 200 }],
    });
    await data(api('POST', '/onboarding', investing), 201);
    const { items } = await profilesOf(api);
    // The profile /tarefas reads (task-logic's achievedSet, unit-tested there) now exists.
    expect(items).toEqual([expect.objectContaining({ user: account.id, hasSavings: true })]);
  });

  it('is updated, never duplicated, by saving again: no Investimentos row, no savings', async () => {
    const { api, account } = await person();
    await data(
      api(
        'POST',
        '/onboarding',
        onboarding(account.id, {
          debit: [{ date: '2026-03-24', category: 'Cripto', kind: 'investments', value: 50 }],
        }),
      ),
      201,
    );
    const [first] = (await profilesOf(api)).items;
    await data(api('POST', '/onboarding', onboarding(account.id, {})), 201);
    const again = await profilesOf(api);
    expect(again.items).toEqual([expect.objectContaining({ _id: first?._id, hasSavings: false })]);
  });

  it('is not written when the onboarding is refused', async () => {
    const { api, account } = await person();
    const refused = await api(
      'POST',
      '/onboarding',
      onboarding(account.id, {
        debit: [
          {
            date: '2026-03-24',
            category: 'Cripto',
            kind: 'investments',
            value: 50,
            lastInstallment: 2,
            recurrentType: 'monthly',
          },
        ],
      }),
    );
    expect(refused.status).toBe(400);
    expect((await profilesOf(api)).total).toBe(0);
  });
});

describe('names (audit AB7, decision 047)', () => {
  it('keeps each row’s name and description on one line, without bidi overrides', async () => {
    const { api, account } = await person();
    const rent = 'Aluguel \u202e54,321 $R\n• Pix para Ana: R$ 9.999,00';
    const market = '\u202egnp.exe mercado';
    const saved = await api(
      'POST',
      '/onboarding',
      onboarding(account.id, {
        debit: [
          {
            date: '2026-03-29',
            category: 'Aluguel',
            kind: 'fixed',
            value: -1,
            name: rent,
            description: rent,
          },
          {
            date: '2026-03-28',
            category: 'Supermercado',
            kind: 'variable',
            value: -2,
            name: market,
            paid: true,
          },
          { date: '2026-03-27', category: 'Farmácia', kind: 'variable', value: -3, name: '\u202e\r\n' },
        ],
        goods: [
          { type: 'vehicle', description: `Onix\u202e\n${'\u0301'.repeat(50)}2022`, marketValue: 1000 },
        ],
      }),
    );
    expect(saved.status).toBe(201);
    const rows = await rowsOf(api, '2026-03-27', '2026-03-29');
    expect(rows.map((row) => [row.date, row.name, row.description])).toEqual(
      expect.arrayContaining([
        [
          '2026-03-29',
          'Aluguel 54,321 $R • Pix para Ana: R$ 9.999,00',
          'Aluguel 54,321 $R • Pix para Ana: R$ 9.999,00',
        ],
        ['2026-03-28', 'gnp.exe mercado', undefined],
        ['2026-03-27', 'Farmácia', undefined],
      ]),
    );
    const goods = await data<{ items: Array<{ description?: string }> }>(api('GET', '/goods'));
    expect(goods.items.map((good) => good.description)).toEqual(['Onix \u0301\u0301\u03012022']);
  });
});

describe('card purchases', () => {
  it('go on the invoices their date and instalments fall in, each at the value entered', async () => {
    const { api, account } = await person();
    const card = await newCard(api, 5);
    const saved = await api(
      'POST',
      '/onboarding',
      onboarding(account.id, {
        credit: [
          {
            date: '2026-03-08',
            category: 'Eletrodomésticos',
            name: 'Geladeira',
            value: -389.9,
            lastInstallment: 3,
          },
          { date: '2026-03-03', category: 'Supermercado', name: 'Mercado', value: 120.45, payment: card },
        ],
      }),
    );
    expect(saved.status).toBe(201);
    expect(await invoiceItems(api, card, 3)).toEqual([
      expect.objectContaining({ name: 'Mercado', value: -120.45 }),
    ]);
    for (const month of [4, 5, 6]) {
      const items = await invoiceItems(api, card, month);
      expect(items.map((item) => [item.name, item.value])).toEqual([['Geladeira', -389.9]]);
    }
    expect(await invoiceItems(api, card, 7)).toEqual([]);
    const fridge = (await rowsOf(api)).find((row) => row.name === 'Geladeira');
    expect(fridge?.category.name).toBe('Cartão de crédito');
  });

  it('need a card: none answers 400, several need the row to choose', async () => {
    const { api, account } = await person();
    const purchase = { date: '2026-03-08', category: 'Mercado', value: 10 };
    const none = await api('POST', '/onboarding', onboarding(account.id, { credit: [purchase] }));
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Cadastre um cartão de crédito antes de lançar compras no cartão');
    await newCard(api);
    await newCard(api);
    const several = await api('POST', '/onboarding', onboarding(account.id, { credit: [purchase] }));
    expect(several.status).toBe(400);
    expect(several.body.errors?.[0]?.field).toBe('credit.0.payment');
  });
});

describe('goods', () => {
  it('are stored and summed in the balance of goods to the cent', async () => {
    const { api, account } = await person();
    const saved = await api(
      'POST',
      '/onboarding',
      onboarding(account.id, {
        goods: [
          { type: 'property', marketValue: 450000.2 },
          {
            type: 'vehicle',
            description: 'Onix 2022',
            marketValue: 68000.1,
            financed: true,
            settlementBalance: 32000.05,
            installment: 1450.45,
            lastInstallment: 24,
          },
        ],
      }),
    );
    expect(saved.body.data).toEqual({ transactions: 0, goods: 2, replaced: 0 });
    const balance = await data<Goods>(api('GET', '/goods'));
    expect(balance).toMatchObject({
      total: 2,
      marketValue: 518000.3,
      settlementBalance: 32000.05,
      equity: 486000.25,
    });
    expect(balance.items[1]).toMatchObject({
      type: 'vehicle',
      settlementBalance: 32000.05,
      installment: 1450.45,
    });
  });

  it('carry financing values only when financed, and are worth more than zero', async () => {
    const { api, account } = await person();
    const unfinanced = await api(
      'POST',
      '/onboarding',
      onboarding(account.id, { goods: [{ type: 'motorcycle', marketValue: 9000, settlementBalance: 100 }] }),
    );
    expect(unfinanced.status).toBe(400);
    expect(unfinanced.body.message).toBe('Saldo de quitação e parcelas só valem para bens financiados');
    const worthless = await api(
      'POST',
      '/onboarding',
      onboarding(account.id, { goods: [{ type: 'other', marketValue: 0 }] }),
    );
    expect(worthless.status).toBe(400);
    expect(worthless.body.errors?.[0]).toEqual({ message: 'VALOR INVÁLIDO', field: 'goods.0.marketValue' });
    expect((await data<Goods>(api('GET', '/goods'))).total).toBe(0);
  });
});

describe('saving again', () => {
  it('replaces the previous onboarding instead of adding to it', async () => {
    const { api, account } = await person();
    const card = await newCard(api, 5);
    const first = onboarding(account.id, {
      debit: [
        { date: '2026-03-10', category: 'Aluguel', kind: 'fixed', value: 2300, recurrentType: 'monthly' },
      ],
      credit: [{ date: '2026-03-08', category: 'Lazer', name: 'TV', value: 500, lastInstallment: 2 }],
      goods: [{ type: 'vehicle', marketValue: 50000 }],
    });
    await data(api('POST', '/onboarding', first), 201);
    const again = await data(api('POST', '/onboarding', first), 201);
    expect(again).toEqual({ transactions: 2, goods: 1, replaced: 2 });
    expect((await rowsOf(api)).filter((row) => row.name === 'Aluguel')).toHaveLength(12);
    expect((await data<Goods>(api('GET', '/goods'))).total).toBe(1);

    const second = onboarding(account.id, {
      debit: [
        { date: '2026-03-10', category: 'Aluguel', kind: 'fixed', value: 2500, recurrentType: 'monthly' },
      ],
    });
    expect(await data(api('POST', '/onboarding', second), 201)).toEqual({
      transactions: 1,
      goods: 0,
      replaced: 2,
    });
    const rent = (await rowsOf(api)).filter((row) => row.name === 'Aluguel');
    expect(new Set(rent.map((row) => row.value))).toEqual(new Set([-2500]));
    expect(await invoiceItems(api, card, 4)).toEqual([]);
    expect((await data<Goods>(api('GET', '/goods'))).total).toBe(0);

    // Removing alone must change what the month answers, cached or not (decision 360).
    expect(await data(api('POST', '/onboarding', onboarding(account.id, {})), 201)).toMatchObject({
      replaced: 1,
    });
    expect(await rowsOf(api)).toEqual([]);
  });

  it('keeps the rows marked paid, on their own, and takes the rest of their repetition (decision 006)', async () => {
    const { api, account } = await person();
    const salary = {
      date: '2026-03-05',
      category: 'Salário',
      kind: 'revenues',
      value: 5000,
      recurrentType: 'monthly',
    };
    const rent = { date: '2026-03-10', category: 'Aluguel', kind: 'fixed', value: 2300 };
    await data(api('POST', '/onboarding', onboarding(account.id, { debit: [salary, rent] })), 201);
    // Reading a later year adds members to the repetition (decision 100): they carry no onboarding.
    const later = await rowsOf(api, '2027-03-01', '2027-06-30');
    expect(later.filter((row) => row.name === 'Salário')).toHaveLength(4);
    const [march] = (await rowsOf(api)).filter((row) => row.name === 'Salário');
    expect((await api('PATCH', `/transactions/${march?._id}?applyForAll=false`, { paid: true })).status).toBe(
      200,
    );
    const [laterPaid] = later;
    expect(
      (await api('PATCH', `/transactions/${laterPaid?._id}?applyForAll=false`, { paid: true })).status,
    ).toBe(200);

    const bico = { date: '2026-03-20', category: 'Outras rendas', kind: 'revenues', value: 300 };
    expect(await data(api('POST', '/onboarding', onboarding(account.id, { debit: [bico] })), 201)).toEqual({
      transactions: 1,
      goods: 0,
      replaced: 2,
    });
    const left = await rowsOf(api, '2026-03-01', '2028-06-30');
    expect(left.map((row) => [row.name, row.date, row.value, row.paid])).toEqual([
      ['Salário', '2026-03-05', 5000, true],
      ['Outras rendas', '2026-03-20', 300, false],
      ['Salário', '2027-03-05', 5000, true],
    ]);
    // The kept rows are single rows now: saving again keeps them, and no read makes the repetition again.
    await data(api('POST', '/onboarding', onboarding(account.id, {})), 201);
    expect((await rowsOf(api, '2026-03-01', '2028-06-30')).map((row) => row.date)).toEqual([
      '2026-03-05',
      '2027-03-05',
    ]);
  });

  it('keeps one onboarding when two saves arrive at once', async () => {
    const { api, account } = await person();
    const body = onboarding(account.id, {
      debit: [
        { date: '2026-03-10', category: 'Aluguel', kind: 'fixed', value: 2300, recurrentType: 'monthly' },
      ],
    });
    const answers = await Promise.all([api('POST', '/onboarding', body), api('POST', '/onboarding', body)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect((await rowsOf(api)).filter((row) => row.name === 'Aluguel')).toHaveLength(12);
  });

  it('leaves rows entered outside the onboarding alone', async () => {
    const { api, account } = await person();
    const wallet = (await data<{ items: Array<{ _id: string }> }>(api('GET', '/payments'))).items[0]?._id;
    const market = (
      await data<{ items: Array<{ _id: string; name: string }> }>(api('GET', '/categories'))
    ).items.find((category) => category.name === 'Supermercado')?._id;
    await data(
      api('POST', '/transactions', {
        name: 'Feira',
        value: -80,
        date: '2026-03-12',
        transactionType: 'expenses',
        category: market,
        payment: wallet,
      }),
      201,
    );
    const body = onboarding(account.id, {
      debit: [{ date: '2026-03-11', category: 'Lazer', kind: 'variable', value: 30 }],
    });
    await data(api('POST', '/onboarding', body), 201);
    await data(api('POST', '/onboarding', body), 201);
    expect((await rowsOf(api)).map((row) => row.name).sort()).toEqual(['Feira', 'Lazer']);
  });
});

describe('rules', () => {
  let api: Client;
  let account: Account;
  const rent = { date: '2026-03-10', category: 'Aluguel', kind: 'fixed', value: 2300 };

  beforeAll(async () => {
    ({ api, account } = await person());
  });

  const refusal = async (parts: Parameters<typeof onboarding>[1], date = MONTH) => {
    const answer = await api('POST', '/onboarding', { ...onboarding(account.id, parts), date });
    expect(answer.status).toBe(400);
    return { message: answer.body.message, field: answer.body.errors?.[0]?.field };
  };

  it('refuses repetition and instalments together, and writes nothing of the onboarding', async () => {
    const both = { ...rent, recurrentType: 'monthly', lastInstallment: 3 };
    expect(await refusal({ debit: [rent, both] })).toEqual({
      message: 'Escolha repetição ou parcelas, não os dois',
      field: 'debit.1.recurrentType',
    });
    expect(await rowsOf(api)).toEqual([]);
  });

  it('keeps dates between the selected month and the end of 11 months later', async () => {
    const message = 'A data deve estar entre 01/03/2026 e 28/02/2027';
    expect(await refusal({ debit: [{ ...rent, date: '2026-02-28' }] })).toEqual({
      message,
      field: 'debit.0.date',
    });
    expect(await refusal({ debit: [{ ...rent, date: '2027-03-01' }] })).toEqual({
      message,
      field: 'debit.0.date',
    });
    expect(await refusal({ debit: [] }, '2026-03-02')).toEqual({
      message: 'O levantamento começa no primeiro dia de um mês',
      field: 'date',
    });
  });

  it('refuses a value that rounds to zero cents', async () => {
    expect(await refusal({ debit: [{ ...rent, value: 0.001 }] })).toEqual({
      message: 'VALOR INVÁLIDO',
      field: 'debit.0.value',
    });
  });

  it('keeps a row’s total and the sums of goods within what an amount holds', async () => {
    const huge = { ...rent, value: 999_999_999_999.99, lastInstallment: 2 };
    expect(await refusal({ debit: [huge] })).toEqual({ message: 'VALOR INVÁLIDO', field: 'debit.0.value' });
    const mansion = { type: 'property', marketValue: 600_000_000_000 };
    expect(await refusal({ goods: [mansion, mansion] })).toEqual({
      message: 'VALOR INVÁLIDO',
      field: 'goods.1.marketValue',
    });
  });

  it('bounds what one onboarding may book', async () => {
    const long = { ...rent, lastInstallment: 360 };
    const tooMany = await refusal({ debit: Array.from({ length: 28 }, () => long) });
    expect(tooMany.message).toBe(
      'O levantamento geraria mais de 10000 lançamentos. Reduza as parcelas ou as linhas.',
    );
    const repeated = { ...rent, recurrentType: 'monthly' };
    const repetitions = await refusal({ debit: Array.from({ length: 101 }, () => repeated) });
    expect(repetitions.message).toBe(
      'Você já tem 100 repetições ativas. Pare de repetir uma delas antes de criar outra.',
    );
  });

  it('uses only the caller’s own accounts, and a card only for credit rows', async () => {
    const other = await person();
    const theirs = (await data<{ items: Array<{ _id: string }> }>(other.api('GET', '/payments'))).items[0]
      ?._id;
    expect(await refusal({ debit: [{ ...rent, payment: theirs }] })).toEqual({
      message: 'Escolha uma das suas contas (não um cartão de crédito)',
      field: 'debit.0.payment',
    });
    const card = await newCard(api);
    expect((await refusal({ debit: [{ ...rent, payment: card }] })).field).toBe('debit.0.payment');
  });

  it('is saved only for the caller', async () => {
    const other = await person();
    const forOther = await api('POST', '/onboarding', onboarding(other.account.id, { debit: [rent] }));
    expect(forOther.status).toBe(403);
    const rowForOther = await api(
      'POST',
      '/onboarding',
      onboarding(account.id, { debit: [{ ...rent, user: other.account.id }] }),
    );
    expect(rowForOther.status).toBe(403);
    expect(await rowsOf(other.api)).toEqual([]);
  });
});

describe('an account reset', () => {
  it('removes the onboarding with its rows and goods', async () => {
    const { api, account } = await person();
    const body = onboarding(account.id, {
      debit: [{ date: '2026-03-05', category: 'Salário', kind: 'revenues', value: 5000 }],
      goods: [{ type: 'property', marketValue: 300000 }],
    });
    await data(api('POST', '/onboarding', body), 201);
    await data(api('POST', '/users/account/reset', { currentPassword: account.password }));
    expect(await rowsOf(api)).toEqual([]);
    expect((await data<Goods>(api('GET', '/goods'))).total).toBe(0);
    expect(await data(api('POST', '/onboarding', body), 201)).toEqual({
      transactions: 1,
      goods: 1,
      replaced: 0,
    });
  });
});

describe('a planner', () => {
  it('saves the onboarding of the client they act for, as the client’s rows', async () => {
    const customer = await person();
    const planner = await createAccount(server, { name: 'Planejadora' });
    await server.app.repos.users.update(planner.id, { profiles: ['planner'] });
    await server.app.repos.users.addClient(planner.id, customer.account.id, 'ONB-1');
    const acting = client(server, await login(server, planner.email, planner.password, customer.account.id));
    const body = onboarding(customer.account.id, {
      debit: [{ date: '2026-03-05', category: 'Salário', kind: 'revenues', value: 5000 }],
      goods: [{ type: 'property', marketValue: 300000 }],
    });
    expect(await data(acting('POST', '/onboarding', body), 201)).toEqual({
      transactions: 1,
      goods: 1,
      replaced: 0,
    });
    const rows = await rowsOf(customer.api);
    expect(rows.map((row) => [row.user._id, row.value])).toEqual([[customer.account.id, 5000]]);
    expect((await data<Goods>(customer.api('GET', '/goods'))).marketValue).toBe(300000);
    expect((await data<Goods>(client(server, planner.token)('GET', '/goods'))).total).toBe(0);
  });
});
