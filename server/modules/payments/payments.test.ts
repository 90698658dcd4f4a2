import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAt, type Client, categoryId, client, createdId, data } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server, (await createAccount(server)).token);
});
afterAll(() => server.close());

describe('changing a wallet', () => {
  // Found by `npm run contract:check`: the contract's own example (a new limit) sent to a debit wallet.
  it('answers the wallet unchanged when the patch sets nothing a wallet has', async () => {
    const wallet = await data<{ _id: string }>(
      api('POST', '/payments', { name: 'Itaú', type: 'debit', accountType: 'Conta corrente', value: 100 }),
      201,
    );
    expect(await api('PATCH', `/payments/${wallet._id}`, { limit: 9500 })).toMatchObject({
      status: 200,
      body: { data: { _id: wallet._id, name: 'Itaú', value: 100 } },
    });
  });
});

describe('deleting a wallet', () => {
  it('takes the other half of its bank operations and the carries of the invoices it paid', async () => {
    const own = client(server, (await createAccount(server)).token);
    const wallet = (body: object) => createdId(own('POST', '/payments', body));
    const checking = await wallet({
      name: 'Itaú',
      type: 'debit',
      accountType: 'Conta corrente',
      value: 1000,
    });
    const savings = await wallet({ name: 'Poupança', type: 'debit', accountType: 'Poupança', value: 0 });
    const card = await wallet({
      name: 'Nubank',
      type: 'credit',
      flag: 'Visa',
      invoiceCloseOn: 10,
      paid: 17,
      limit: 5000,
    });
    const category = await categoryId(own, 'Supermercado');
    await createdId(
      own('POST', '/transactions', {
        name: 'Transferência',
        value: 100,
        date: '2026-03-15',
        paid: true,
        transactionType: 'revenues',
        bankingOperationType: 'transfer',
        bankingOperationPayment: checking,
        payment: savings,
      }),
    );
    await data(
      own('POST', '/invoices', {
        name: 'Mercado',
        value: 80,
        date: '2026-03-02',
        paid: true,
        transactionType: 'expenses',
        category,
        payment: card,
      }),
      201,
    );
    const [march] = (
      await data<{ items: Array<{ _id: string; balance: number }> }>(
        own('GET', `/invoices?ignoreInvoicePeriod=true`),
      )
    ).items;
    // R$ 100 paid for R$ 80: R$ 20 of credit carried into April's invoice.
    await data(
      own('POST', '/invoices', {
        name: 'Pagamento de fatura',
        value: 100,
        date: '2026-03-12',
        paid: true,
        transactionType: 'expenses',
        payment: checking,
        paymentInvoiceReferenceId: march?._id,
      }),
      201,
    );
    const rowsOn = async (payment: string) =>
      (
        await data<{ items: Array<{ name: string; payment?: { _id: string } }> }>(
          own('GET', '/transactions?startDate=2026-01-01&endDate=2026-12-31'),
        )
      ).items.filter((row) => row.payment?._id === payment);
    expect(await rowsOn(savings)).toHaveLength(1);
    expect(await rowsOn(card)).toHaveLength(2);

    expect((await own('DELETE', `/payments/${checking}`)).status).toBe(204);
    expect(await rowsOn(savings)).toEqual([]);
    expect(await balanceAt(own, savings, '2026-03')).toBe(0);
    // The payment went with the account: March is owed again and April carries nothing.
    expect((await rowsOn(card)).map((row) => row.name)).toEqual(['Mercado']);
    const after = await data<{ items: Array<{ _id: string; balance: number }> }>(
      own('GET', `/invoices?ignoreInvoicePeriod=true`),
    );
    expect(after.items.find((invoice) => invoice._id === march?._id)?.balance).toBe(-80);
  });
});

describe('an imported (automatic) account', () => {
  it("keeps the bank's initial value; its other fields still change", async () => {
    const owner = await createAccount(server);
    const own = client(server, owner.token);
    const imported = await server.app.repos.payments.create({
      userId: owner.id,
      name: 'NuBank Conta Corrente',
      type: 'debit',
      accountType: 'Conta corrente',
      initialBalance: '250.00',
      externalId: 'fake-item:1:checking',
    });
    for (const method of ['PATCH', 'PUT'] as const)
      expect(
        await own(method, `/payments/${imported.id}`, {
          name: 'NuBank',
          type: 'debit',
          accountType: 'Conta corrente',
          value: 1000000,
        }),
      ).toMatchObject({
        status: 403,
        body: { message: 'O saldo inicial de uma conta automática vem do banco e não pode ser alterado' },
      });
    // The modal sends the whole record back: the same value is no change.
    expect(await own('PATCH', `/payments/${imported.id}`, { name: 'Conta do Nu', value: 250 })).toMatchObject(
      { status: 200, body: { data: { name: 'Conta do Nu', value: 250 } } },
    );
  });
});

describe('a credit card limit', () => {
  const card = { name: 'Visa', type: 'credit', flag: 'Visa', invoiceCloseOn: 5, paid: 15 };
  const invalid = { status: 400, body: { message: 'VALOR INVÁLIDO', errors: [{ field: 'limit' }] } };

  it('is refused at or below zero, on create and on update', async () => {
    for (const limit of [-100, -0.01, 0])
      expect(await api('POST', '/payments', { ...card, limit })).toMatchObject(invalid);
    const id = await createdId(api('POST', '/payments', { ...card, limit: 1000 }));
    for (const method of ['PATCH', 'PUT'] as const)
      expect(await api(method, `/payments/${id}`, { ...card, limit: -100 })).toMatchObject(invalid);
    expect(await data<{ limit: number }>(api('GET', `/payments/${id}`))).toMatchObject({ limit: 1000 });
  });
});

describe('a JPY account', () => {
  it('refuses an initial value or a limit with decimals; whole yen pass', async () => {
    const owner = await createAccount(server);
    await server.app.repos.users.update(owner.id, { currency: 'JPY' });
    const yen = client(server, owner.token);
    const noCents = (field: string) => ({
      status: 400,
      body: {
        message: 'VALOR INVÁLIDO',
        errors: [{ field, message: 'Valores em iene (JPY) não têm centavos: informe um valor inteiro' }],
      },
    });
    const account = { name: 'MUFG', type: 'debit', accountType: 'Conta corrente' };
    expect(await yen('POST', '/payments', { ...account, value: 100.5 })).toMatchObject(noCents('value'));
    const id = await createdId(yen('POST', '/payments', { ...account, value: 100 }));
    expect(await yen('PATCH', `/payments/${id}`, { value: 0.01 })).toMatchObject(noCents('value'));
    expect(await yen('PATCH', `/payments/${id}`, { value: 250 })).toMatchObject({ status: 200 });
    const card = { name: 'JCB', type: 'credit', flag: 'Visa', invoiceCloseOn: 5, paid: 15 };
    expect(await yen('POST', '/payments', { ...card, limit: 1000.5 })).toMatchObject(noCents('limit'));
    expect((await yen('POST', '/payments', { ...card, limit: 1000 })).status).toBe(201);
  });
});
