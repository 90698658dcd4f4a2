import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIso } from '../../../src/lib/dates.ts';
import { balanceAt, type Client, categoryId, client, data } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

interface Row {
  _id: string;
  name: string;
  description?: string;
  value: number;
  date: string;
  paid: boolean;
  user: { _id: string; name: string };
  recurrentIndex?: number;
  lastInstallment?: number;
  recurrentTransactionId?: string;
  bankingOperationReferenceId?: string;
}

let server: TestServer;
let api: Client;
let partner: Client;
let outsider: Client;
let userId: string;
let partnerId: string;
let cash: string;
let checking: string;
let savings: string;
let rent: string;

const list = async (query: string, who: Client = api) =>
  (await data<{ items: Row[] }>(who('GET', `/transactions?${query}`))).items;

const create = (payload: object, who: Client = api) =>
  who('POST', '/transactions', {
    transactionType: 'expenses',
    category: rent,
    payment: checking,
    ...payload,
  });

beforeAll(async () => {
  server = await startTestServer();
  const owner = await createAccount(server, { name: 'Ana Souza' });
  const member = await createAccount(server, { name: 'Carlos Souza' });
  userId = owner.id;
  partnerId = member.id;
  api = client(server, owner.token);
  partner = client(server, member.token);
  outsider = client(server, (await createAccount(server)).token);
  const family = await server.app.repos.families.create('Família Souza', owner, 'SOUZA123');
  await server.app.repos.families.join(family.id, member);
  rent = await categoryId(api, 'Aluguel');
  const wallets = await data<{ items: Array<{ _id: string; name: string; type: string }> }>(
    api('GET', '/payments'),
  );
  cash = wallets.items.find((wallet) => wallet.name === 'Dinheiro' && wallet.type === 'money')?._id as string;
  const account = (body: object) => data<{ _id: string }>(api('POST', '/payments', body), 201);
  checking = (await account({ name: 'Itaú', type: 'debit', accountType: 'Conta corrente', value: 1000 }))._id;
  savings = (await account({ name: 'Poupança Itaú', type: 'debit', accountType: 'Poupança', value: 0 }))._id;
});
afterAll(() => server.close());

describe('wallets', () => {
  it('has Dinheiro from sign-up, which cannot be deleted', async () => {
    expect(cash).toBeTruthy();
    expect(await api('DELETE', `/payments/${cash}`)).toMatchObject({ status: 403 });
  });

  it('refuses incomplete cards and accounts with the catalogue texts', async () => {
    const card = { name: 'Visa', type: 'credit', flag: 'Visa', invoiceCloseOn: 5, paid: 12 };
    expect(await api('POST', '/payments', { ...card, limit: 0 })).toMatchObject({
      status: 400,
      body: { message: 'VALOR INVÁLIDO', errors: [{ field: 'limit' }] },
    });
    const { flag: _flag, ...noFlag } = card;
    expect(await api('POST', '/payments', { ...noFlag, limit: 100 })).toMatchObject({
      status: 400,
      body: { message: 'CAMPO OBRIGATÓRIO', errors: [{ field: 'flag' }] },
    });
    expect(await api('POST', '/payments', { name: 'Conta', type: 'debit' })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'accountType' }] },
    });
    expect((await api('POST', '/payments', { ...card, invoiceCloseOn: 32, limit: 100 })).status).toBe(400);
  });

  it('refuses a name that shows nothing, zero-width characters as spaces (audit K4)', async () => {
    const account = { type: 'debit', accountType: 'Conta corrente', value: 0 };
    for (const name of ['   ', '\u200b\u200b', '\ufeff\u2060 \u200d']) {
      expect(await api('POST', '/payments', { ...account, name })).toMatchObject({
        status: 400,
        body: { message: 'CAMPO OBRIGATÓRIO', errors: [{ field: 'name' }] },
      });
      expect(await create({ name, date: '2026-03-05', value: -10 })).toMatchObject({
        status: 400,
        body: { message: 'CAMPO OBRIGATÓRIO' },
      });
    }
    const kept = await data<{ _id: string; name: string }>(
      api('POST', '/payments', { ...account, name: '\u200bFamília 👩‍👩‍👧\u200b' }),
      201,
    );
    expect(kept.name).toBe('Família 👩‍👩‍👧');
    expect(await api('PATCH', `/payments/${kept._id}`, { name: '\u200b' })).toMatchObject({ status: 400 });
  });

  it('keeps a debit expense off the cards when it is edited, as the edit offers (spec 2 section 5, audit M3)', async () => {
    const card = await data<{ _id: string }>(
      api('POST', '/payments', {
        name: 'Cartão M3',
        type: 'credit',
        flag: 'Visa',
        invoiceCloseOn: 10,
        paid: 17,
        limit: 1000,
      }),
      201,
    );
    const expense = await data<Row>(create({ name: 'Conta M3', date: '2031-04-05', value: -30 }), 201);
    expect(await api('PATCH', `/transactions/${expense._id}`, { payment: card._id })).toMatchObject({
      status: 400,
      body: { message: 'NÃO É POSSÍVEL EDITAR ESSA TRANSAÇÃO', errors: [{ field: 'payment' }] },
    });
    const [kept] = await list('startDate=2031-04-01&endDate=2031-04-30');
    expect(kept).toMatchObject({ name: 'Conta M3', payment: { _id: checking } });
    // To cash it may go; a revenue may go to a card, and a card's purchase to an account.
    expect((await api('PATCH', `/transactions/${expense._id}`, { payment: cash })).status).toBe(200);
    const revenue = await data<Row>(
      create({
        name: 'Estorno M3',
        date: '2031-04-06',
        value: 12,
        transactionType: 'revenues',
        category: await categoryId(api, 'Salário'),
      }),
      201,
    );
    expect((await api('PATCH', `/transactions/${revenue._id}`, { payment: card._id })).status).toBe(200);
    const purchase = await data<Row>(
      create({ name: 'Compra M3', date: '2031-04-07', value: -20, payment: card._id }),
      201,
    );
    expect((await api('PATCH', `/transactions/${purchase._id}`, { payment: checking })).status).toBe(200);
  });

  it('keeps a name on one line, without bidi overrides that would turn the text after it (audit K11)', async () => {
    const created = await create({
      name: 'Padaria \u202eonrevni\n• Aluguel',
      date: '2031-03-05',
      value: -10,
    });
    expect(created.status).toBe(201);
    const rows = await list('startDate=2031-03-01&endDate=2031-03-31');
    expect(rows.map((row) => row.name)).toEqual(['Padaria onrevni • Aluguel']);
  });

  it('keeps a description on one line too, as its one-line field shows it (decision 047)', async () => {
    const created = await data<{ _id: string }>(
      create({
        name: 'Farmácia',
        description: 'Receita \u202e321\n• Pix: R$ 9.999,00',
        date: '2031-03-06',
        value: -10,
      }),
      201,
    );
    const description = async () =>
      (await list('startDate=2031-03-06&endDate=2031-03-06')).find((row) => row._id === created._id)
        ?.description;
    expect(await description()).toBe('Receita 321 • Pix: R$ 9.999,00');
    await api('PATCH', `/transactions/${created._id}`, { description: '\u202eetoN\r\nlinha' });
    expect(await description()).toBe('etoN linha');
  });
});

describe('transactions', () => {
  it('refuses value 0 and a missing category', async () => {
    const base = { name: 'Aluguel', date: '2026-03-05' };
    expect(await create({ ...base, value: 0 })).toMatchObject({
      status: 400,
      body: { message: 'VALOR INVÁLIDO' },
    });
    expect(await create({ ...base, value: -10, category: undefined })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'category' }] },
    });
  });

  it('keeps the type chosen and a category of its own group; only a card revenue goes without one', async () => {
    const own = (
      await data<{ _id: string }>(
        api('POST', '/payments', {
          name: 'Nubank Conta',
          type: 'debit',
          accountType: 'Conta corrente',
          value: 0,
        }),
        201,
      )
    )._id;
    const row = await data<Row>(
      create({ name: 'Luz', value: -123.45, date: '2026-03-12', payment: own }),
      201,
    );
    expect(await api('PATCH', `/transactions/${row._id}`, { transactionType: 'revenues' })).toMatchObject({
      status: 400,
      body: { message: 'NÃO É POSSÍVEL EDITAR ESSA TRANSAÇÃO', errors: [{ field: 'transactionType' }] },
    });
    const salary = await categoryId(api, 'Salário');
    expect(
      await create({ name: 'Luz', value: -10, date: '2026-03-12', category: salary, payment: own }),
    ).toMatchObject({
      status: 400,
      body: { message: 'CAMPO OBRIGATÓRIO', errors: [{ field: 'category' }] },
    });
    for (const category of [salary, ''])
      expect(await api('PATCH', `/transactions/${row._id}`, { category })).toMatchObject({
        status: 400,
        body: { message: 'CAMPO OBRIGATÓRIO', errors: [{ field: 'category' }] },
      });
    // A body is taken as sent: null is not a category id, and is not read as an empty one either.
    expect(await api('PATCH', `/transactions/${row._id}`, { category: null })).toMatchObject({
      status: 400,
      body: { message: 'Dados inválidos', errors: [{ field: 'category' }] },
    });
    expect(
      await data<Row & { transactionType: string }>(api('GET', `/transactions/${row._id}`)),
    ).toMatchObject({
      value: -123.45,
      transactionType: 'expenses',
      category: { id: rent },
    });
  });

  it("applies a bank-imported row's new name and category to the owner's imported rows of that name", async () => {
    const market = await categoryId(api, 'Supermercado');
    const bank = (
      await data<{ _id: string }>(
        api('POST', '/payments', { name: 'Inter', type: 'debit', accountType: 'Conta corrente', value: 0 }),
        201,
      )
    )._id;
    const imported = await server.app.repos.transactions.insertMany(
      ['1', '2', '3'].map((n) => ({
        userId,
        paymentId: bank,
        categoryId: rent,
        transactionType: 'expenses',
        name: n === '3' ? 'PIX OUTRO' : 'PIX MERCADINHO',
        value: '-10.00',
        date: `2026-04-0${n}`,
        paid: true,
        externalId: `ext-${n}`,
      })),
    );
    const [first, second, other] = imported.map((row) => row.id);
    const answer = await api('PATCH', `/transactions/${first}?applyForAll=true&markedAsTranslation=true`, {
      category: market,
      name: 'Mercadinho do bairro',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    for (const id of [first, second])
      expect(await data<Row>(api('GET', `/transactions/${id}`))).toMatchObject({
        name: 'Mercadinho do bairro',
        category: { id: market },
        value: -10,
      });
    expect(await data<Row>(api('GET', `/transactions/${other}`))).toMatchObject({
      name: 'PIX OUTRO',
      category: { id: rent },
    });
  });

  it('keeps a toggled paid status, sent back as the whole record', async () => {
    const row = await data<Row>(create({ name: 'Condomínio', value: -450.35, date: '2026-03-10' }), 201);
    expect(row).toMatchObject({ value: -450.35, paid: false, user: { _id: userId } });
    // What the app sends back: the record without _id, user and the timestamps.
    const {
      _id,
      user: _user,
      createdAt: _c,
      updatedAt: _u,
      ...record
    } = row as Row & Record<string, unknown>;
    const toggled = await api('PATCH', `/transactions/${_id}`, {
      ...record,
      category: rent,
      payment: checking,
      paid: true,
    });
    expect(toggled.status, JSON.stringify(toggled.body)).toBe(200);
    expect((await data<Row>(api('GET', `/transactions/${_id}`))).paid).toBe(true);
    expect(await balanceAt(api, checking, '2026-03')).toBe(549.65);
  });

  it('expands a monthly repetition, tops it up when a later month is read, and edits and stops it with applyForAll', async () => {
    const first = await data<Row>(
      create({
        name: 'Aluguel',
        value: -1800,
        date: '2026-01-31',
        recurrent: true,
        recurrentType: 'monthly',
      }),
      201,
    );
    const seriesId = first.recurrentTransactionId as string;
    const february = await list('startDate=2026-02-01&endDate=2026-02-28');
    expect(february.find((row) => row.recurrentTransactionId === seriesId)?.date).toBe('2026-02-28');
    const later = await list('startDate=2027-03-01&endDate=2027-03-31');
    expect(later.find((row) => row.recurrentTransactionId === seriesId)).toMatchObject({
      date: '2027-03-31',
      recurrentIndex: 15,
    });

    const third = (await list('startDate=2026-03-01&endDate=2026-03-31')).find(
      (row) => row.recurrentTransactionId === seriesId,
    ) as Row;
    const edited = await api('PATCH', `/transactions/${seriesId}/${third._id}?applyForAll=true`, {
      name: 'Aluguel novo',
      value: -1900,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const names = (await list('startDate=2026-01-01&endDate=2026-05-31'))
      .filter((row) => row.recurrentTransactionId === seriesId)
      .map((row) => [row.name, row.value]);
    expect(names).toEqual([
      ['Aluguel', -1800],
      ['Aluguel', -1800],
      ['Aluguel novo', -1900],
      ['Aluguel novo', -1900],
      ['Aluguel novo', -1900],
    ]);

    const sixth = (await list('startDate=2026-06-01&endDate=2026-06-30')).find(
      (row) => row.recurrentTransactionId === seriesId,
    ) as Row;
    expect((await api('DELETE', `/transactions/${sixth._id}?applyForAll=true`)).status).toBe(204);
    const kept = (await list('startDate=2026-01-01&endDate=2028-12-31')).filter(
      (row) => row.recurrentTransactionId === seriesId,
    );
    expect(kept.map((row) => row.recurrentIndex)).toEqual([1, 2, 3, 4, 5]);
    expect(kept.every((row) => row.lastInstallment === 5)).toBe(true);
  });

  it("keeps a stopped card repetition's members editable and out of the card-instalments chart (audit J9)", async () => {
    const card = (
      await data<{ _id: string }>(
        api('POST', '/payments', {
          name: 'Nubank J9',
          type: 'credit',
          flag: 'Mastercard',
          invoiceCloseOn: 5,
          paid: 12,
          limit: 1000,
        }),
        201,
      )
    )._id;
    const invoice = await data<{ items: Row[] }>(
      api('POST', '/invoices', {
        name: 'Academia J9',
        value: -99,
        date: '2026-08-15',
        transactionType: 'expenses',
        category: rent,
        payment: card,
        paid: true,
        recurrent: true,
        recurrentType: 'monthly',
      }),
      201,
    );
    const seriesId = invoice.items[0]?.recurrentTransactionId;
    const members = (await list('startDate=2026-08-01&endDate=2026-12-31')).filter(
      (row) => row.recurrentTransactionId === seriesId,
    );
    const [, second, , , fifth] = members;
    expect((await api('DELETE', `/transactions/${fifth?._id}?applyForAll=true`)).status).toBe(204);
    const edited = await api('PATCH', `/transactions/${second?._id}`, { description: 'plano anual' });
    expect(edited.status).toBe(200);
    const chart = await data<{ items: Array<{ realized: number }> }>(
      api('GET', '/balances?type=chart&chartType=creditInstallments&startDate=2026-08-01&endDate=2026-11-30'),
    );
    expect(chart.items.map((point) => point.realized)).toEqual([0, 0, 0, 0]);
  });

  it('deletes a whole instalment purchase with applyForAll', async () => {
    const first = await data<Row>(
      create({ name: 'Sofá', value: -1000, date: '2026-04-10', lastInstallment: 3 }),
      201,
    );
    expect(first.value).toBe(-333.34);
    expect((await api('DELETE', `/transactions/${first._id}?applyForAll=true`)).status).toBe(204);
    const rows = await list('startDate=2026-04-01&endDate=2026-07-31');
    expect(rows.filter((row) => row.name === 'Sofá')).toEqual([]);
  });
});

describe('bank operations', () => {
  const move = (payload: object) =>
    api('POST', '/transactions', {
      name: 'Transferência',
      value: 100,
      date: '2026-03-15',
      paid: true,
      transactionType: 'revenues',
      bankingOperationType: 'transfer',
      bankingOperationPayment: checking,
      payment: savings,
      ...payload,
    });

  it('refuses the same account, a future date and more than the balance', async () => {
    expect(await move({ payment: checking })).toMatchObject({
      status: 400,
      body: { message: 'MESMA CONTA' },
    });
    expect(await move({ date: '2099-01-01' })).toMatchObject({
      status: 400,
      body: { message: 'DATA INVÁLIDA' },
    });
    expect(await move({ value: 549.66 })).toMatchObject({
      status: 400,
      body: { message: 'SALDO INSUFICIENTE' },
    });
  });

  it('moves the whole balance, refuses editing it and deletes both sides together', async () => {
    const out = await data<Row>(move({ value: 549.65 }), 201);
    expect(await balanceAt(api, checking, '2026-03')).toBe(0);
    expect(await balanceAt(api, savings, '2026-03')).toBe(549.65);
    expect(await api('PATCH', `/transactions/${out._id}`, { name: 'x' })).toMatchObject({
      status: 403,
      body: { message: 'NÃO É POSSÍVEL EDITAR ESSA TRANSAÇÃO' },
    });
    expect(await api('PATCH', `/transactions/${out._id}`, { paid: false })).toMatchObject({
      body: { message: 'NÃO É POSSÍVEL MUDAR STATUS DESSA TRANSAÇÃO' },
    });
    expect((await api('DELETE', `/transactions/${out._id}`)).status).toBe(204);
    expect(await balanceAt(api, savings, '2026-03')).toBe(0);
    expect(await balanceAt(api, checking, '2026-03')).toBe(549.65);
  });

  it('books a withdraw into Dinheiro', async () => {
    await data(move({ bankingOperationType: 'withdraw', value: 49.65, payment: cash }), 201);
    expect(await balanceAt(api, cash, '2026-03')).toBe(49.65);
    expect(await balanceAt(api, checking, '2026-03')).toBe(500);
  });
});

describe('family mode', () => {
  let partnerRow: Row;

  beforeAll(async () => {
    const wallet = await data<{ _id: string }>(
      partner('POST', '/payments', {
        name: 'Bradesco',
        type: 'debit',
        accountType: 'Conta corrente',
        value: 0,
      }),
      201,
    );
    partnerRow = await data<Row>(
      create(
        { name: 'Farmácia', value: -64.5, date: '2026-03-20', payment: wallet._id, category: rent },
        partner,
      ),
      201,
    );
  });

  it('shows the family rows with the user on each, and filters by member', async () => {
    const rows = await list('startDate=2026-03-01&endDate=2026-03-31&family=true');
    const users = new Set(rows.map((row) => row.user._id));
    expect(users).toEqual(new Set([userId, partnerId]));
    expect(rows.find((row) => row._id === partnerRow._id)?.user.name).toBe('Carlos Souza');
    const onlyPartner = await list(`startDate=2026-03-01&endDate=2026-03-31&userId=${partnerId}`);
    expect(onlyPartner.map((row) => row._id)).toEqual([partnerRow._id]);
  });

  it("refuses changing another member's row and hides rows from outsiders", async () => {
    expect(await api('PATCH', `/transactions/${partnerRow._id}`, { name: 'Minha' })).toMatchObject({
      status: 403,
      body: { message: 'NÃO É POSSÍVEL EDITAR ESSA TRANSAÇÃO' },
    });
    expect(await api('DELETE', `/transactions/${partnerRow._id}`)).toMatchObject({
      status: 403,
      body: { message: 'NÃO É POSSÍVEL EXCLUIR ESSA TRANSAÇÃO' },
    });
    const hidden = await outsider('GET', `/transactions/${partnerRow._id}`);
    expect(hidden.status).toBe(404);
    expect(JSON.stringify(hidden.body)).not.toContain('Farmácia');
    expect((await outsider('GET', `/transactions?userId=${partnerId}`)).status).toBe(403);
  });
});

describe('instalments below a cent', () => {
  it('refuses more instalments than the total has cents, and stores nothing', async () => {
    for (const [value, lastInstallment] of [
      [-0.01, 3],
      [-1, 360],
      [0.02, 3],
    ])
      expect(
        await create({ name: 'Parcela mínima', value, date: '2026-08-01', lastInstallment, paid: false }),
      ).toMatchObject({
        status: 400,
        body: {
          message: 'VALOR INVÁLIDO',
          errors: [
            {
              field: 'lastInstallment',
              message: 'Cada parcela precisa ser de ao menos R$\u00a00,01: escolha menos parcelas',
            },
          ],
        },
      });
    expect(
      (await list('startDate=2026-08-01&endDate=2056-12-31')).filter((row) => row.name === 'Parcela mínima'),
    ).toEqual([]);
  });

  it('takes one cent per instalment', async () => {
    await data(create({ name: 'Três centavos', value: -0.03, date: '2026-08-01', lastInstallment: 3 }), 201);
    const rows = (await list('startDate=2026-08-01&endDate=2026-10-31')).filter(
      (row) => row.name === 'Três centavos',
    );
    expect(rows.map((row) => row.value)).toEqual([-0.01, -0.01, -0.01]);
  });
});

describe('series at the end of the years a month screen opens on (audits Q2, X7)', () => {
  it('refuses instalments or an invoice after 2199, and stops a repetition at its last day', async () => {
    const card = (
      await data<{ _id: string }>(
        api('POST', '/payments', {
          name: 'Cartão 2199',
          type: 'credit',
          flag: 'Visa',
          invoiceCloseOn: 5,
          paid: 12,
          limit: 5000,
        }),
        201,
      )
    )._id;
    const refusedDate = { status: 400, body: { message: 'DATA INVÁLIDA', errors: [{ field: 'date' }] } };
    expect(
      await create({
        name: 'Geladeira 2199',
        value: 480,
        date: '2199-10-10',
        payment: card,
        lastInstallment: 48,
      }),
    ).toMatchObject(refusedDate);
    expect(
      await create({ name: 'Sofá 2199', value: 300, date: '2199-11-15', paid: false, lastInstallment: 3 }),
    ).toMatchObject(refusedDate);
    // Bought after the card closed in December, it would fall in January 2200's invoice.
    expect(
      await create({ name: 'Presente 2199', value: 50, date: '2199-12-20', payment: card }),
    ).toMatchObject(refusedDate);
    const searched = await data<{ items: Row[] }>(api('GET', '/transactions/search?q=2199&limit=50'));
    expect(searched.items).toEqual([]);

    await data(
      create({ name: 'Fone 2199', value: 90, date: '2199-10-10', payment: card, lastInstallment: 2 }),
      201,
    );
    const daily = await data<Row>(
      create({ name: 'Café diário', value: 5, date: '2199-12-20', recurrent: true, recurrentType: 'daily' }),
      201,
    );
    const members = await data<{ items: Row[] }>(
      api('GET', '/transactions/search?q=Caf%C3%A9%20di%C3%A1rio&limit=50'),
    );
    const dates = members.items
      .filter((row) => row.recurrentTransactionId === daily.recurrentTransactionId)
      .map((row) => row.date)
      .sort();
    expect(dates).toHaveLength(12);
    expect(dates.at(-1)).toBe('2199-12-31');
  });

  it('refuses a row dated where no month screen opens, typed, edited, moved or paid (audit X7)', async () => {
    const refusedDate = { status: 400, body: { message: 'DATA INVÁLIDA', errors: [{ field: 'date' }] } };
    for (const date of ['1900-06-15', '2200-01-10'])
      expect(await create({ name: 'Ano digitado errado', value: 10, date })).toMatchObject(refusedDate);
    const row = await data<Row>(create({ name: 'Mercado', value: 10, date: '1901-01-01' }), 201);
    expect(await api('PATCH', `/transactions/${row._id}`, { date: '1900-12-31' })).toMatchObject(refusedDate);
    expect(
      await api('POST', '/transactions', {
        name: 'Transferência',
        value: 1,
        date: '1900-03-01',
        paid: true,
        transactionType: 'revenues',
        bankingOperationType: 'transfer',
        bankingOperationPayment: checking,
        payment: savings,
      }),
    ).toMatchObject({ status: 400, body: { message: 'DATA INVÁLIDA' } });
  });
});

describe('rows an objective booked', () => {
  let own: Client;
  let account: string;
  let objectiveId: string;
  let deposit: Row;

  const objective = async () =>
    data<{ paidValue: number; done: boolean }>(own('GET', `/objectives/${objectiveId}`));

  beforeAll(async () => {
    own = client(server, (await createAccount(server)).token);
    account = await data<{ _id: string }>(
      own('POST', '/payments', { name: 'Poupança BB', type: 'debit', accountType: 'Poupança', value: 0 }),
      201,
    ).then((wallet) => wallet._id);
    objectiveId = (
      await data<{ _id: string }>(
        own('POST', '/objectives', {
          name: 'Viagem',
          category: 'viajar',
          totalValue: 1000,
          beginDate: '2026-01-01',
          finalDate: '2027-12-31',
          payment: account,
        }),
        201,
      )
    )._id;
    const today = todayIso();
    await data(own('POST', `/objectives/${objectiveId}/transaction`, { value: 500, date: today }));
    const rows = (await list(`startDate=${today}&endDate=${today}`, own)).filter(
      (row) => row.name === 'Depósito no objetivo Viagem',
    );
    deposit = rows[0] as Row;
    // The list names the objective, so the screen can offer no edit, toggle or delete on the row.
    expect(deposit).toMatchObject({ objective: objectiveId });
  });

  it('cannot be edited, toggled or deleted on /transactions, and the objective keeps its numbers', async () => {
    expect(
      await own('PATCH', `/transactions/${deposit._id}`, { value: -5000, paid: true, date: '2020-01-01' }),
    ).toMatchObject({ status: 403, body: { message: 'NÃO É POSSÍVEL EDITAR ESSA TRANSAÇÃO' } });
    expect(await own('PATCH', `/transactions/${deposit._id}`, { name: 'Outro nome' })).toMatchObject({
      status: 403,
      body: { message: 'NÃO É POSSÍVEL EDITAR ESSA TRANSAÇÃO' },
    });
    expect(await own('PATCH', `/transactions/${deposit._id}`, { paid: false })).toMatchObject({
      status: 403,
      body: { message: 'NÃO É POSSÍVEL MUDAR STATUS DESSA TRANSAÇÃO' },
    });
    expect(await own('DELETE', `/transactions/${deposit._id}`)).toMatchObject({
      status: 403,
      body: { message: 'NÃO É POSSÍVEL EXCLUIR ESSA TRANSAÇÃO' },
    });
    expect(await objective()).toMatchObject({ paidValue: 500, done: false });
    expect(await data<Row>(own('GET', `/transactions/${deposit._id}`))).toMatchObject({
      value: -500,
      paid: true,
      date: deposit.date,
    });
  });

  it('answers the row unchanged when the whole record is sent back', async () => {
    const { _id, user: _user, ...record } = deposit;
    expect(
      await own('PATCH', `/transactions/${_id}`, {
        name: record.name,
        value: record.value,
        date: record.date,
        paid: record.paid,
      }),
    ).toMatchObject({ status: 200 });
  });
});

describe('a JPY account', () => {
  let yen: Client;
  let wallet: string;
  let category: string;

  const book = (payload: object) =>
    yen('POST', '/transactions', {
      name: 'Compra',
      date: '2026-09-10',
      transactionType: 'expenses',
      category,
      payment: wallet,
      paid: true,
      ...payload,
    });
  const noCents = {
    status: 400,
    body: {
      message: 'VALOR INVÁLIDO',
      errors: [
        { field: 'value', message: 'Valores em iene (JPY) não têm centavos: informe um valor inteiro' },
      ],
    },
  };

  beforeAll(async () => {
    const account = await createAccount(server);
    await server.app.repos.users.update(account.id, { currency: 'JPY' });
    yen = client(server, account.token);
    wallet = await data<{ _id: string }>(
      yen('POST', '/payments', { name: 'MUFG', type: 'debit', accountType: 'Conta corrente', value: 10000 }),
      201,
    ).then((row) => row._id);
    category = await categoryId(yen, 'Aluguel');
  });

  it('refuses amounts with decimals on create, edit and bank operations', async () => {
    for (const value of [-0.5, -10.55, -100.01]) expect(await book({ value })).toMatchObject(noCents);
    const row = await data<Row>(book({ value: -10 }), 201);
    expect(row.value).toBe(-10);
    expect(await yen('PATCH', `/transactions/${row._id}`, { value: -10.5 })).toMatchObject(noCents);
    expect(await yen('PATCH', `/transactions/${row._id}`, { value: -11 })).toMatchObject({ status: 200 });
    const cash = (
      await data<{ items: Array<{ _id: string; type: string }> }>(yen('GET', '/payments'))
    ).items.find((item) => item.type === 'money')?._id;
    expect(
      await book({
        value: 0.5,
        transactionType: 'revenues',
        bankingOperationType: 'withdraw',
        bankingOperationPayment: wallet,
        payment: cash,
        category: undefined,
      }),
    ).toMatchObject(noCents);
  });

  it('splits instalments in whole yen, and refuses more instalments than yen', async () => {
    const first = await data<Row>(
      book({ name: 'Parcelado', value: -100, lastInstallment: 3, paid: false }),
      201,
    );
    const rows = (await list('startDate=2026-09-01&endDate=2026-11-30', yen)).filter(
      (row) => row.recurrentTransactionId === first.recurrentTransactionId,
    );
    expect(rows.map((row) => row.value)).toEqual([-34, -33, -33]);
    expect(await book({ value: -2, lastInstallment: 3 })).toMatchObject({
      status: 400,
      body: {
        message: 'VALOR INVÁLIDO',
        errors: [
          {
            field: 'lastInstallment',
            message: 'Cada parcela precisa ser de ao menos JP¥\u00a01: escolha menos parcelas',
          },
        ],
      },
    });
  });
});
