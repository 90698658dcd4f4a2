import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, data } from '../../test/client.ts';
import { type Account, createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

let server: TestServer;
let api: Client;
let someoneElse: Account;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server, (await createAccount(server, { name: 'Ana Souza' })).token);
  someoneElse = await createAccount(server, { name: 'Bruno Lima' });
});
afterAll(() => server.close());

describe("another person's financial profile", () => {
  it('is refused with a message about the financial profile, on create and on edit', async () => {
    const refusal = {
      message: 'Só é possível alterar o seu perfil financeiro',
      errors: [{ message: 'Só é possível alterar o seu perfil financeiro', field: 'user' }],
    };
    expect(await api('POST', '/profiles', { hasSavings: true, user: someoneElse.id })).toMatchObject({
      status: 403,
      body: refusal,
    });
    const own = await data<{ _id: string }>(api('POST', '/profiles', { hasSavings: false }), 201);
    expect(await api('PATCH', `/profiles/${own._id}`, { user: someoneElse.id })).toMatchObject({
      status: 403,
      body: refusal,
    });
  });
});
