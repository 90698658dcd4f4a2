import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAt, type Client, categoryId, client, createdId, data } from '../../test/client.ts';
import { type Account, createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

interface Invoice {
  _id: string;
  creditCardId: string;
  closeOnDay: string;
  items: Array<{ _id: string; name: string; value: number; invoiceReferenceId?: string }>;
}

let server: TestServer;
let owner: Account;
let api: Client;
let stranger: Client;
let card: string;
let checking: string;
let market: string;

const total = (invoice: Invoice) =>
  invoice.items.reduce((cents, item) => cents + Math.round(item.value * 100), 0) / 100;

async function invoiceOf(month: number): Promise<Invoice> {
  const list = await data<{ items: Invoice[] }>(api('GET', `/invoices?month=${month}&year=2026`));
  const invoice = list.items.find((item) => item.creditCardId === card);
  if (!invoice) throw new Error(`no invoice for month ${month}`);
  return invoice;
}

const pay = (invoice: Invoice, value: number, who: Client = api) =>
  who('POST', '/invoices', {
    name: 'Pagamento de fatura',
    value,
    date: invoice.closeOnDay,
    paid: true,
    transactionType: 'expenses',
    payment: checking,
    paymentInvoiceReferenceId: invoice._id,
  });

beforeAll(async () => {
  server = await startTestServer();
  owner = await createAccount(server);
  api = client(server, owner.token);
  stranger = client(server, (await createAccount(server)).token);
  market = await categoryId(api, 'Supermercado');
  card = (
    await data<{ _id: string }>(
      api('POST', '/payments', {
        name: 'Nubank',
        type: 'credit',
        flag: 'Mastercard',
        invoiceCloseOn: 5,
        paid: 12,
        limit: 5000,
      }),
      201,
    )
  )._id;
  checking = (
    await data<{ _id: string }>(
      api('POST', '/payments', { name: 'Itaú', type: 'debit', accountType: 'Conta corrente', value: 3000 }),
      201,
    )
  )._id;
  const expense = (name: string, value: number, date: string, extra: object = {}) =>
    data(
      api('POST', '/transactions', {
        name,
        value,
        date,
        transactionType: 'expenses',
        category: market,
        payment: card,
        ...extra,
      }),
      201,
    );
  await expense('Geladeira', -250, '2026-01-20', { lastInstallment: 3 });
  await expense('Mercado antes do fechamento', -120, '2026-02-04');
  await expense('Mercado no dia do fechamento', -45.5, '2026-02-05');
});
afterAll(() => server.close());

describe('card invoices by close day', () => {
  it('puts the 3x purchase and the two expenses in three invoices with the right totals', async () => {
    const [february, march, april] = [await invoiceOf(2), await invoiceOf(3), await invoiceOf(4)];
    expect(february.closeOnDay).toBe('2026-02-05');
    expect(february.items.map((item) => [item.name, item.value])).toEqual([
      ['Geladeira', -83.34],
      ['Mercado antes do fechamento', -120],
    ]);
    expect(total(february)).toBe(-203.34);
    expect(march.items.map((item) => item.value)).toEqual([-45.5, -83.33]);
    expect(total(march)).toBe(-128.83);
    expect(total(april)).toBe(-83.33);
  });

  it('refuses editing a card instalment and toggling a card row', async () => {
    const [instalment] = (await invoiceOf(3)).items.filter((item) => item.name === 'Geladeira');
    const edit = await api('PATCH', `/transactions/${instalment?._id}`, { name: 'Outra' });
    expect(edit).toMatchObject({ status: 403, body: { message: 'NÃO É POSSÍVEL EDITAR ESSA TRANSAÇÃO' } });
    const single = (await invoiceOf(2)).items[1];
    const toggle = await api('PATCH', `/transactions/${single?._id}`, { paid: false });
    expect(toggle).toMatchObject({
      status: 403,
      body: { message: 'NÃO É POSSÍVEL MUDAR STATUS DESSA TRANSAÇÃO' },
    });
  });

  it("refuses paying another user's invoice and paying nothing", async () => {
    const february = await invoiceOf(2);
    expect(await pay(february, 10, stranger)).toMatchObject({
      status: 403,
      body: { message: 'NÃO É POSSÍVEL PAGAR ESTA FATURA!' },
    });
    const zero = await pay(february, 0);
    expect(zero).toMatchObject({ status: 400, body: { message: 'VALOR INVÁLIDO' } });
  });

  it('carries an underpayment into the next invoice as a residual', async () => {
    const paid = await pay(await invoiceOf(2), 150);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.message).toBe('Fatura paga com sucesso!');
    const march = await invoiceOf(3);
    const residual = march.items.find((item) => item.name === 'Residual da fatura anterior');
    expect(residual?.value).toBe(-53.34);
    expect(total(march)).toBe(-182.17);
    const again = await pay(await invoiceOf(2), 10);
    expect(again).toMatchObject({ status: 409, body: { message: 'Sua fatura já está paga!' } });
  });

  it('carries an overpayment as a credit, which cannot be deleted by hand', async () => {
    expect((await pay(await invoiceOf(3), 200)).status).toBe(201);
    const april = await invoiceOf(4);
    const credit = april.items.find((item) => item.name === 'Crédito da fatura anterior');
    expect(credit?.value).toBe(17.83);
    expect(total(april)).toBe(-65.5);
    const remove = await api('DELETE', `/transactions/${credit?._id}`);
    expect(remove).toMatchObject({ status: 403, body: { message: 'NÃO É POSSÍVEL EXCLUIR ESSA TRANSAÇÃO' } });
    expect(await balanceAt(api, checking, '2026-03')).toBe(2650);
  });

  it('deleting a payment removes its carry and reopens the invoice', async () => {
    const list = await data<{
      items: Array<{ _id: string; value: number; paymentInvoiceReferenceId?: string }>;
    }>(api('GET', '/transactions?startDate=2026-03-01&endDate=2026-03-31'));
    const marchPayment = list.items.find((item) => item.value === -200);
    expect(marchPayment?.paymentInvoiceReferenceId).toBe((await invoiceOf(3))._id);
    expect((await api('DELETE', `/transactions/${marchPayment?._id}`)).status).toBe(204);
    expect(total(await invoiceOf(4))).toBe(-83.33);
    expect(await balanceAt(api, checking, '2026-03')).toBe(2850);
  });

  it('deleting the card removes its expenses, invoices and their payments', async () => {
    expect((await api('DELETE', `/payments/${card}`)).status).toBe(204);
    const left = await data<{ items: unknown[] }>(api('GET', '/invoices?ignoreInvoicePeriod=true'));
    expect(left.items).toEqual([]);
    expect(await balanceAt(api, checking, '2026-03')).toBe(3000);
  });
});

/** Decision 124: the answer carries the invoice's balance, and a forgiven cent leaves it paid. */
describe('invoice balance', () => {
  let me: Client;
  let myCard: string;
  let account: string;

  const invoices = async () =>
    (
      await data<{ items: Array<Invoice & { balance: number }> }>(
        me('GET', '/invoices?ignoreInvoicePeriod=true'),
      )
    ).items;
  const closing = async (closeOnDay: string) => {
    const found = (await invoices()).find((item) => item.closeOnDay === closeOnDay);
    if (!found) throw new Error(`no invoice closing ${closeOnDay}`);
    return found;
  };
  const payMine = async (closeOnDay: string, value: number) =>
    me('POST', '/invoices', {
      name: 'Pagamento de fatura',
      value,
      date: '2026-06-12',
      paid: true,
      transactionType: 'expenses',
      payment: account,
      paymentInvoiceReferenceId: (await closing(closeOnDay))._id,
    });

  beforeAll(async () => {
    me = client(server, (await createAccount(server)).token);
    const category = await categoryId(me, 'Supermercado');
    myCard = await createdId(
      me('POST', '/payments', {
        name: 'Inter',
        type: 'credit',
        flag: 'Visa',
        invoiceCloseOn: 10,
        paid: 17,
        limit: 1000,
      }),
    );
    account = await createdId(
      me('POST', '/payments', { name: 'Itaú', type: 'debit', accountType: 'Conta corrente', value: 500 }),
    );
    // 33,34 in June's invoice, 33,33 in July's and in August's.
    await data(
      me('POST', '/transactions', {
        name: 'Fone',
        value: -100,
        date: '2026-06-01',
        transactionType: 'expenses',
        category,
        payment: myCard,
        lastInstallment: 3,
      }),
      201,
    );
  });

  it('answers what is still owed: items, plus payments, less carries', async () => {
    expect((await invoices()).map((item) => [item.closeOnDay, item.balance])).toEqual([
      ['2026-06-10', -33.34],
      ['2026-07-10', -33.33],
      ['2026-08-10', -33.33],
    ]);
    const paid = await payMine('2026-07-10', -40);
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ closeOnDay: '2026-07-10', balance: 0 });
    // The 6,67 over is a credit in August's invoice: its total and its balance both count it.
    const august = await closing('2026-08-10');
    expect([total(august), august.balance]).toEqual([-26.66, -26.66]);
  });

  it('a cent short is paid: no carry, and no further payment taken', async () => {
    const paid = await payMine('2026-06-10', -33.33);
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ balance: -0.01 });
    expect((await closing('2026-07-10')).items.map((item) => item.name)).toEqual(['Fone']);
    for (const value of [-0.01, -5]) {
      expect(await payMine('2026-06-10', value)).toMatchObject({
        status: 409,
        body: { message: 'Sua fatura já está paga!' },
      });
    }
  });
});

describe('the purchases of an invoice that has had a payment (audit J3)', () => {
  it('keep their money, date and card, and stay; what is still open moves freely', async () => {
    const me = client(server, (await createAccount(server)).token);
    const category = await categoryId(me, 'Supermercado');
    const myCard = await createdId(
      me('POST', '/payments', {
        name: 'C6',
        type: 'credit',
        flag: 'Visa',
        invoiceCloseOn: 10,
        paid: 17,
        limit: 900,
      }),
    );
    const account = await createdId(
      me('POST', '/payments', { name: 'Inter', type: 'debit', accountType: 'Conta corrente', value: 500 }),
    );
    const purchase = (name: string, date: string) =>
      createdId(
        me('POST', '/transactions', {
          name,
          value: -10,
          date,
          transactionType: 'expenses',
          category,
          payment: myCard,
        }),
      );
    const june = await purchase('Padaria', '2026-06-05');
    const july = await purchase('Farmácia', '2026-07-05');
    // What the screen reads to lock the row's money fields and leave out its delete.
    const flags = async () =>
      Object.fromEntries(
        (
          await data<{ items: Array<{ name: string; invoicePaid?: boolean }> }>(
            me('GET', '/transactions?startDate=2026-06-01&endDate=2026-07-31'),
          )
        ).items.map((row) => [row.name, row.invoicePaid]),
      );
    expect(await flags()).toEqual({ Padaria: undefined, Farmácia: undefined });
    const balances = async () =>
      (
        await data<{ items: Array<Invoice & { balance: number }> }>(
          me('GET', '/invoices?ignoreInvoicePeriod=true'),
        )
      ).items.map((item) => [item.closeOnDay, item.balance]);
    const juneInvoice = (
      await data<{ items: Invoice[] }>(me('GET', '/invoices?ignoreInvoicePeriod=true'))
    ).items.find((item) => item.closeOnDay === '2026-06-10') as Invoice;
    const paid = await me('POST', '/invoices', {
      name: 'Pagamento de fatura',
      value: -10,
      date: '2026-06-12',
      paid: true,
      transactionType: 'expenses',
      payment: account,
      paymentInvoiceReferenceId: juneInvoice._id,
    });
    expect(paid.status).toBe(201);
    expect(await flags()).toEqual({ Padaria: true, Farmácia: undefined, 'Pagamento de fatura': undefined });
    expect(await data<{ invoicePaid?: boolean }>(me('GET', `/transactions/${june}`))).toMatchObject({
      invoicePaid: true,
    });
    const before = await balances();

    const refusedEdit = { status: 403, body: { message: 'NÃO É POSSÍVEL EDITAR ESSA TRANSAÇÃO' } };
    expect(await me('PATCH', `/transactions/${june}`, { date: '2026-06-20' })).toMatchObject(refusedEdit);
    expect(await me('PATCH', `/transactions/${june}`, { value: -12 })).toMatchObject(refusedEdit);
    expect(await me('PATCH', `/transactions/${june}`, { payment: account })).toMatchObject(refusedEdit);
    expect(await me('DELETE', `/transactions/${june}`)).toMatchObject({
      status: 403,
      body: { message: 'NÃO É POSSÍVEL EXCLUIR ESSA TRANSAÇÃO' },
    });
    // Nor can an open purchase move into the paid invoice.
    expect(await me('PATCH', `/transactions/${july}`, { date: '2026-06-06' })).toMatchObject(refusedEdit);
    expect(await balances()).toEqual(before);

    expect((await me('PATCH', `/transactions/${june}`, { name: 'Padaria do bairro' })).status).toBe(200);
    expect((await me('PATCH', `/transactions/${july}`, { value: -15 })).status).toBe(200);
    expect((await me('DELETE', `/transactions/${july}`)).status).toBe(204);
  });
});

/** Audit W8, decision 034: a credit larger than the next invoice keeps going until it is used. */
describe('a credit larger than the next invoice', () => {
  it('reaches the invoice after it, and the card owes purchases less payments', async () => {
    const me = client(server, (await createAccount(server)).token);
    const category = await categoryId(me, 'Supermercado');
    const visa = await createdId(
      me('POST', '/payments', {
        name: 'Visa Família',
        type: 'credit',
        flag: 'Visa',
        invoiceCloseOn: 5,
        paid: 12,
        limit: 5000,
      }),
    );
    const inter = await createdId(
      me('POST', '/payments', {
        name: 'Conta Inter',
        type: 'debit',
        accountType: 'Conta corrente',
        value: 3000,
      }),
    );
    for (const [value, date] of [
      [-1000, '2026-10-10'],
      [-300, '2026-11-10'],
      [-400, '2026-12-10'],
    ] as const)
      await data(
        me('POST', '/transactions', {
          name: 'Compra',
          value,
          date,
          transactionType: 'expenses',
          category,
          payment: visa,
        }),
        201,
      );
    const invoices = async () =>
      (
        await data<{ items: Array<Invoice & { balance: number }> }>(
          me('GET', '/invoices?ignoreInvoicePeriod=true'),
        )
      ).items.filter((item) => item.creditCardId === visa);
    const balances = async () => (await invoices()).map((item) => [item.closeOnDay, item.balance]);
    expect(await balances()).toEqual([
      ['2026-11-05', -1000],
      ['2026-12-05', -300],
      ['2027-01-05', -400],
    ]);
    const [november, , january] = await invoices();
    const payNovember = await me('POST', '/invoices', {
      name: 'Pagamento de fatura',
      value: -2000,
      date: '2026-11-12',
      paid: true,
      transactionType: 'expenses',
      payment: inter,
      paymentInvoiceReferenceId: november?._id,
    });
    expect(payNovember.status, JSON.stringify(payNovember.body)).toBe(201);
    // 2000 paid for 1700 of purchases: 300 in the person's favour, on the last invoice with charges.
    expect(await balances()).toEqual([
      ['2026-11-05', 0],
      ['2026-12-05', 0],
      ['2027-01-05', 300],
    ]);
    const credits = (await invoices()).map((item) =>
      item.items.filter((row) => row.name === 'Crédito da fatura anterior').map((row) => row.value),
    );
    expect(credits).toEqual([[], [1000], [700]]);
    const payJanuary = await me('POST', '/invoices', {
      name: 'Pagamento de fatura',
      value: -400,
      date: '2027-01-12',
      paid: true,
      transactionType: 'expenses',
      payment: inter,
      paymentInvoiceReferenceId: january?._id,
    });
    expect(payJanuary).toMatchObject({ status: 409, body: { message: 'Sua fatura já está paga!' } });
    expect(await balanceAt(me, visa, '2027-01')).toBe(300);

    // Hooks (decision 034): later writes on the card and deleting the payment keep the credits right.
    const december = (await invoices())[1];
    const more = await createdId(
      me('POST', '/transactions', {
        name: 'Mais uma',
        value: -500,
        date: '2026-11-20',
        transactionType: 'expenses',
        category,
        payment: visa,
      }),
    );
    expect(december?.closeOnDay).toBe('2026-12-05');
    expect(await balances()).toEqual([
      ['2026-11-05', 0],
      ['2026-12-05', 0],
      ['2027-01-05', -200],
    ]);
    expect((await me('PATCH', `/transactions/${more}`, { value: -100 })).status).toBe(200);
    expect((await balances()).map(([, balance]) => balance)).toEqual([0, 0, 200]);
    expect((await me('DELETE', `/transactions/${more}`)).status).toBe(204);
    expect((await balances()).map(([, balance]) => balance)).toEqual([0, 0, 300]);
    const payment = (
      await data<{ items: Array<{ _id: string; paymentInvoiceReferenceId?: string }> }>(
        me('GET', '/transactions?startDate=2026-11-01&endDate=2026-11-30'),
      )
    ).items.find((row) => row.paymentInvoiceReferenceId === november?._id);
    expect((await me('DELETE', `/transactions/${payment?._id}`)).status).toBe(204);
    expect(await balances()).toEqual([
      ['2026-11-05', -1000],
      ['2026-12-05', -300],
      ['2027-01-05', -400],
    ]);
  });
});

// Last: it puts the card's owner in a family.
describe('family mode (decision 330)', () => {
  it("a member reads the owner's invoices with family=true, and only their own without it", async () => {
    const ownCard = await data<{ _id: string }>(
      api('POST', '/payments', {
        name: 'Inter',
        type: 'credit',
        flag: 'Visa',
        invoiceCloseOn: 5,
        paid: 12,
        limit: 2000,
      }),
      201,
    );
    await data(
      api('POST', '/transactions', {
        name: 'Farmácia',
        value: -80,
        date: '2026-03-10',
        transactionType: 'expenses',
        category: market,
        payment: ownCard._id,
      }),
      201,
    );
    const member = await createAccount(server);
    const family = await server.app.repos.families.create('Família Souza', owner, 'SOUZA888');
    await server.app.repos.families.join(family.id, member);
    const memberApi = client(server, member.token);
    const list = async (who: Client, query: string) =>
      (await data<{ items: Invoice[] }>(who('GET', `/invoices?ignoreInvoicePeriod=true${query}`))).items;
    expect(await list(memberApi, '')).toEqual([]);
    const shared = await list(memberApi, '&family=true');
    expect(shared.map((invoice) => invoice.creditCardId)).toContain(ownCard._id);
    expect(shared.map((invoice) => invoice._id)).toEqual((await list(api, '')).map((invoice) => invoice._id));
    expect(await list(stranger, '&family=true')).toEqual([]);
  });
});
