import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, categoryId, client, data } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

let server: TestServer;
let api: Client;
let stranger: Client;
let leisure: string;
let home: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server, (await createAccount(server)).token);
  stranger = client(server, (await createAccount(server)).token);
  leisure = await categoryId(api, 'Lazer');
  home = await categoryId(api, 'Aluguel');
});
afterAll(() => server.close());

describe('subcategories of the settings screen (spec 3, section 5)', () => {
  it("refuses a blank name ('CAMPO OBRIGATÓRIO'), 'Outras rendas' in any case and a missing parent", async () => {
    expect(
      await api('POST', '/categories', { name: '  ', category: leisure, group: 'expenses' }),
    ).toMatchObject({
      status: 400,
      body: { message: 'CAMPO OBRIGATÓRIO', errors: [{ field: 'name' }] },
    });
    expect(
      await api('POST', '/categories', { name: ' OUTRAS RENDAS ', category: leisure, group: 'expenses' }),
    ).toMatchObject({ status: 400, body: { message: 'NOME INVÁLIDO' } });
    expect((await api('POST', '/categories', { name: 'Cinema', group: 'expenses' })).status).toBe(400);
  });

  it('takes only a built-in category as parent: no subcategory of a subcategory, no cycle', async () => {
    const first = await data<{ _id: string }>(
      api('POST', '/categories', { name: 'Sub A', category: home, group: 'expenses' }),
      201,
    );
    const refusal = { status: 400, body: { message: 'CAMPO OBRIGATÓRIO', errors: [{ field: 'category' }] } };
    expect(
      await api('POST', '/categories', { name: 'Sub B', category: first._id, group: 'expenses' }),
    ).toMatchObject(refusal);
    const second = await data<{ _id: string }>(
      api('POST', '/categories', { name: 'Sub B', category: leisure, group: 'expenses' }),
      201,
    );
    expect(await api('PATCH', `/categories/${first._id}`, { category: second._id })).toMatchObject(refusal);
  });

  it('edits name, essential and parent of an own subcategory; the group follows the parent', async () => {
    const own = await data<{ _id: string }>(
      api('POST', '/categories', { name: 'Cinema', category: leisure, group: 'expenses', essential: false }),
      201,
    );
    const edited = await data<Record<string, unknown>>(
      api('PATCH', `/categories/${own._id}`, { name: 'Streaming', essential: true, category: home }),
    );
    expect(edited).toMatchObject({ name: 'Streaming', essential: true, category: home, group: 'expenses' });
    expect((await api('PATCH', `/categories/${own._id}`, { name: 'Outras rendas' })).status).toBe(400);
    expect((await api('PATCH', `/categories/${own._id}`, { category: own._id })).status).toBe(400);
  });

  it("never shows, edits or deletes someone else's subcategory", async () => {
    const own = await data<{ _id: string }>(
      api('POST', '/categories', { name: 'Academia', category: leisure, group: 'expenses' }),
      201,
    );
    expect((await stranger('GET', `/categories/${own._id}`)).status).toBe(404);
    expect((await stranger('PATCH', `/categories/${own._id}`, { name: 'Minha' })).status).toBe(404);
    expect((await stranger('DELETE', `/categories/${own._id}`)).status).toBe(404);
    expect((await api('DELETE', `/categories/${own._id}`)).status).toBe(204);
    expect((await api('GET', `/categories/${own._id}`)).status).toBe(404);
  });
});
