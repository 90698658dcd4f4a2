import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, data } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

interface Product {
  _id: string;
  name: string;
  image: string;
  aboutMessage: string;
}

let server: TestServer;
let api: Client;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server, (await createAccount(server)).token);
});
afterAll(() => server.close());

describe('products', () => {
  it('lists the six products with their image keys', async () => {
    const list = await data<{ items: Product[]; total: number }>(api('GET', '/products'));
    expect(list.total).toBe(6);
    expect(list.items.map((product) => product.image)).toEqual([
      'fgts',
      'consorcio',
      'consultoria',
      'curso',
      'emprestimo',
      'investimento',
    ]);
    expect(list.items[0]).toMatchObject({ name: 'Saque-aniversário do FGTS' });
  });

  it('reads one product; an unknown one is not found', async () => {
    const one = await data<Product>(api('GET', '/products/produto-curso'));
    expect(one.name).toBe('Curso Finanças em Ordem');
    expect(await api('GET', '/products/nao-existe')).toMatchObject({ status: 404 });
  });

  it('needs a session', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(401);
  });
});
