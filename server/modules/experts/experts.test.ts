import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client, data } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

interface Expert {
  _id: string;
  name: string;
  expertizes: Array<{ name: string }>;
  stars: number;
  sessionPrice: number;
  likes: number;
}

const JULIANA = 'especialista-juliana-mendes';
let server: TestServer;
let api: Client;
let other: Client;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server, (await createAccount(server)).token);
  other = client(server, (await createAccount(server)).token);
});
afterAll(() => server.close());

const likes = async (id = JULIANA) => (await data<Expert>(api('GET', `/experts/${id}`))).likes;

describe('experts', () => {
  it('lists experts with expertises, stars, price per session and likes', async () => {
    const list = await data<{ items: Expert[]; total: number }>(api('GET', '/experts'));
    expect(list.total).toBe(4);
    expect(list.items.find((expert) => expert._id === JULIANA)).toMatchObject({
      name: 'Juliana Mendes',
      expertizes: [{ name: 'Investimentos' }, { name: 'Aposentadoria' }],
      stars: 4.8,
      sessionPrice: 180,
      likes: 1250,
    });
    expect(list.items.find((expert) => expert.name === 'Patrícia Nogueira')?.sessionPrice).toBe(220.5);
  });

  it('an unknown expert is not found', async () => {
    expect(await api('GET', '/experts/nao-existe')).toMatchObject({ status: 404 });
    expect(await api('PATCH', '/experts/nao-existe', { likes: 1 })).toMatchObject({ status: 404 });
  });
});

describe('likes', () => {
  it('counts one like per person, however often it is sent', async () => {
    const before = await likes();
    const liked = await api('PATCH', `/experts/${JULIANA}`, { likes: 1 });
    expect(liked).toMatchObject({
      status: 200,
      body: { data: { likes: before + 1 }, message: 'Curtida registrada' },
    });
    await api('PATCH', `/experts/${JULIANA}`, { likes: 1 });
    expect(await likes()).toBe(before + 1);
    await other('PATCH', `/experts/${JULIANA}`, { likes: 1 });
    expect(await likes()).toBe(before + 2);
  });

  it('refuses anything but likes 1', async () => {
    // An empty PATCH is refused by the contract itself (minProperties, decision 320).
    const empty = await api('PATCH', `/experts/${JULIANA}`, {});
    expect(empty).toMatchObject({ status: 400, body: { message: 'Dados inválidos' } });
    expect((await api('PATCH', `/experts/${JULIANA}`, { likes: 5 })).status).toBe(400);
    expect((await api('PATCH', `/experts/${JULIANA}`, { name: 'Outro' })).status).toBe(400);
  });
});
