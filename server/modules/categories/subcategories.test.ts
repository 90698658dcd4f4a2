import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMonthsToKey,
  firstDateOfMonth,
  lastDateOfMonth,
  monthKeyOf,
  todayIso,
} from '../../../src/lib/dates.ts';
import { type Client, categoryId, client, data } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

let server: TestServer;
let api: Client;
let stranger: Client;
let leisure: string;
let home: string;
let grocery: string;
let salary: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server, (await createAccount(server)).token);
  stranger = client(server, (await createAccount(server)).token);
  leisure = await categoryId(api, 'Lazer');
  home = await categoryId(api, 'Aluguel');
  grocery = await categoryId(api, 'Supermercado');
  salary = await categoryId(api, 'Salário');
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
      api('PATCH', `/categories/${own._id}`, { name: 'Streaming', essential: true, category: grocery }),
    );
    expect(edited).toMatchObject({
      name: 'Streaming',
      essential: true,
      category: grocery,
      group: 'expenses',
      sort: 'variable',
    });
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

  it('moves a subcategory only under a parent of its budget group: its expenses never become revenues', async () => {
    const wholesale = await data<{ _id: string }>(
      api('POST', '/categories', { name: 'Atacadão', category: grocery, group: 'expenses', essential: true }),
      201,
    );
    const refusal = {
      status: 400,
      body: {
        message:
          'Uma subcategoria só passa para outra categoria do mesmo grupo: receitas, despesas fixas, despesas variáveis, investimentos ou dívidas',
        errors: [{ field: 'category' }],
      },
    };
    expect(await api('PATCH', `/categories/${wholesale._id}`, { category: salary })).toMatchObject(refusal);
    // A fixed parent would leave its planned lines among the variable expenses.
    expect(await api('PATCH', `/categories/${wholesale._id}`, { category: home })).toMatchObject(refusal);
    expect(await data(api('GET', `/categories/${wholesale._id}`))).toMatchObject({
      group: 'expenses',
      sort: 'variable',
      category: grocery,
    });
    expect(await data(api('PATCH', `/categories/${wholesale._id}`, { category: leisure }))).toMatchObject({
      category: leisure,
      group: 'expenses',
    });
  });

  it("refuses a second subcategory of one name under one parent, or the parent's own name", async () => {
    const taken = {
      status: 400,
      body: {
        message: 'Você já tem uma subcategoria com esse nome nessa categoria',
        errors: [{ field: 'name' }],
      },
    };
    const asParent = {
      status: 400,
      body: {
        message: 'A subcategoria não pode ter o nome da categoria a que pertence',
        errors: [{ field: 'name' }],
      },
    };
    const add = (name: string, category: string) =>
      api('POST', '/categories', { name, category, group: 'expenses' });
    const first = await data<{ _id: string }>(add('Feira livre', grocery), 201);
    expect(await add('Feira livre', grocery)).toMatchObject(taken);
    expect(await add(' FEIRA LÍVRE ', grocery)).toMatchObject(taken);
    expect(await add('Supermercado', grocery)).toMatchObject(asParent);
    expect(await add('supermércado ', grocery)).toMatchObject(asParent);
    const elsewhere = await data<{ _id: string }>(add('Feira livre', leisure), 201);
    expect(await api('PATCH', `/categories/${elsewhere._id}`, { category: grocery })).toMatchObject(taken);
    expect(await api('PATCH', `/categories/${elsewhere._id}`, { name: 'Lazer' })).toMatchObject(asParent);
    // Its own name in another case is no clash with itself.
    expect(await data(api('PATCH', `/categories/${first._id}`, { name: 'Feira Livre' }))).toMatchObject({
      name: 'Feira Livre',
    });
    // Another person's names are theirs.
    expect(
      (await stranger('POST', '/categories', { name: 'Feira livre', category: grocery, group: 'expenses' }))
        .status,
    ).toBe(201);
  });

  it("adds a deleted subcategory's planned lines to its parent's, so no budget keeps a nameless line", async () => {
    const planned = await data<{ _id: string }>(
      api('POST', '/categories', {
        name: 'Sub orçada',
        category: grocery,
        group: 'expenses',
        essential: true,
      }),
      201,
    );
    const plan = (date: string, lines: Array<{ category: string; value: number }>) =>
      data(
        api('POST', '/budgets', {
          date,
          revenuesCategories: [{ category: salary, value: 5000 }],
          noessentialCategories: lines,
        }),
        201,
      );
    await plan('2026-12-01', [
      { category: planned._id, value: 300.1 },
      { category: grocery, value: 200 },
    ]);
    await plan('2027-01-01', [
      { category: planned._id, value: 0.07 },
      { category: leisure, value: 10 },
    ]);
    expect((await api('DELETE', `/categories/${planned._id}`)).status).toBe(204);
    type Line = { category: { _id: string; name: string } | string; value: number };
    type Month = { noessentialValue: number; noessentialCategories: Line[]; essentialCategories: Line[] };
    const month = async (first: string, last: string) =>
      (await data<{ items: Month[] }>(api('GET', `/budgets?startDate=${first}&endDate=${last}`))).items[0];
    const december = await month('2026-12-01', '2026-12-31');
    expect(december?.noessentialValue).toBe(500.1);
    expect(december?.noessentialCategories).toEqual([
      expect.objectContaining({ category: expect.objectContaining({ name: 'Supermercado' }), value: 500.1 }),
    ]);
    const january = await month('2027-01-01', '2027-01-31');
    expect(january?.noessentialValue).toBe(10.07);
    expect(january?.noessentialCategories.map((line) => [line.category, line.value])).toEqual([
      [expect.objectContaining({ name: 'Supermercado' }), 0.07],
      [expect.objectContaining({ name: 'Lazer' }), 10],
    ]);
    expect(january?.essentialCategories).toEqual([]);
  });

  it("moves a deleted subcategory's repetition to the parent, so the months made later keep a category", async () => {
    const sub = await data<{ _id: string }>(
      api('POST', '/categories', { name: 'Feira mensal', category: grocery, group: 'expenses' }),
      201,
    );
    const wallets = await data<{ items: Array<{ _id: string; type: string }> }>(api('GET', '/payments'));
    const thisMonth = monthKeyOf(todayIso());
    const { recurrentTransactionId: series } = await data<{ recurrentTransactionId: string }>(
      api('POST', '/transactions', {
        name: 'Feira do mês',
        value: 80,
        date: `${thisMonth}-05`,
        paid: false,
        transactionType: 'expenses',
        category: sub._id,
        payment: wallets.items.find((wallet) => wallet.type === 'money')?._id,
        recurrent: true,
        recurrentType: 'monthly',
      }),
      201,
    );
    expect((await api('DELETE', `/categories/${sub._id}`)).status).toBe(204);
    // Two years ahead is past what the repetition made at creation: reading it makes that member now.
    for (const ahead of [0, 24]) {
      const month = addMonthsToKey(thisMonth, ahead);
      const rows = await data<{
        items: Array<{ recurrentTransactionId?: string; category?: { id: string } }>;
      }>(api('GET', `/transactions?startDate=${firstDateOfMonth(month)}&endDate=${lastDateOfMonth(month)}`));
      const member = rows.items.find((row) => row.recurrentTransactionId === series);
      expect(member?.category?.id, month).toBe(grocery);
    }
  });
});
