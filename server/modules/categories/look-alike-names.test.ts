import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, categoryId, client } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

// Names that read the same on every screen are one name (decision 489, audit AB4, decision 047).
let server: TestServer;
let api: Client;
let grocery: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server, (await createAccount(server)).token);
  grocery = await categoryId(api, 'Supermercado');
});
afterAll(() => server.close());

const create = (name: string) => api('POST', '/categories', { name, category: grocery, group: 'expenses' });

describe('one name per parent, whatever invisible characters it hides', () => {
  it("takes the first 'Feira livre' and refuses the look-alikes", async () => {
    expect(await create('Feira livre')).toMatchObject({
      status: 201,
      body: { data: { name: 'Feira livre' } },
    });
    for (const name of ['Fei\u200bra livre', 'Fe\u00adira livre', 'Feira livre\u034f']) {
      expect(await create(name)).toMatchObject({
        status: 400,
        body: {
          message: 'Você já tem uma subcategoria com esse nome nessa categoria',
          errors: [{ field: 'name' }],
        },
      });
    }
  });

  it('refuses its parent’s name with a zero-width space inside', async () => {
    expect(await create('Super\u200bmercado')).toMatchObject({
      status: 400,
      body: { message: 'A subcategoria não pode ter o nome da categoria a que pertence' },
    });
  });

  it("keeps the revenue catch-all's name, however it is written", async () => {
    for (const name of ['Out\u200bras rendas', 'OUTRAS RENDAS', 'Outras  rêndas']) {
      expect(await create(name), name).toMatchObject({ status: 400, body: { message: 'NOME INVÁLIDO' } });
    }
  });
});
