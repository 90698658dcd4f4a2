import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, data } from '../../test/client.ts';
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
