import { and, count, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMonthsToKey,
  firstDateOfMonth,
  lastDateOfMonth,
  monthKeyOf,
  todayIso,
} from '../../../src/lib/dates.ts';
import { transactions } from '../../db/schema.ts';
import { MAX_OPEN_REPETITIONS } from '../../domain/series.ts';
import { type Client, categoryId, client, data } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';
import { TOP_UP_HORIZON_MONTHS, TOP_UP_ROWS_PER_READ } from './top-up.ts';

interface Row {
  _id: string;
  date: string;
  recurrentTransactionId?: string;
}

let server: TestServer;
const thisMonth = monthKeyOf(todayIso());

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function person() {
  const account = await createAccount(server);
  const api = client(server, account.token);
  const wallets = await data<{ items: Array<{ _id: string; type: string }> }>(api('GET', '/payments'));
  const cash = wallets.items.find((wallet) => wallet.type === 'money')?._id as string;
  const rent = await categoryId(api, 'Aluguel');
  const repeat = async (recurrentType: string, date: string, name = 'Repetição') =>
    (
      await data<Row>(
        api('POST', '/transactions', {
          name,
          value: 10,
          date,
          paid: false,
          transactionType: 'expenses',
          category: rent,
          payment: cash,
          recurrent: true,
          recurrentType,
        }),
        201,
      )
    ).recurrentTransactionId as string;
  return { account, api, repeat };
}

async function membersOf(seriesId: string): Promise<number> {
  const [row] = await server.app.database.db
    .select({ n: count() })
    .from(transactions)
    .where(eq(transactions.recurrentTransactionId, seriesId));
  return row?.n ?? 0;
}

const monthRows = async (api: Client, month: string, seriesId: string) =>
  (
    await data<{ items: Row[] }>(
      api('GET', `/transactions?startDate=${firstDateOfMonth(month)}&endDate=${lastDateOfMonth(month)}`),
    )
  ).items.filter((row) => row.recurrentTransactionId === seriesId);

describe('what a read may write (decision 311)', () => {
  it('a daily repetition read to 2099 grows only to the horizon, within the per-read budget', async () => {
    const { api, repeat } = await person();
    const daily = await repeat('daily', todayIso());
    const created = await membersOf(daily);

    await data(api('GET', '/transactions?startDate=2099-12-01&endDate=2099-12-31'));

    const added = (await membersOf(daily)) - created;
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(TOP_UP_ROWS_PER_READ);
    const [last] = await server.app.database.db
      .select({ date: max(transactions.date) })
      .from(transactions)
      .where(eq(transactions.recurrentTransactionId, daily));
    expect(last?.date).toBe(lastDateOfMonth(addMonthsToKey(thisMonth, TOP_UP_HORIZON_MONTHS)));
  });

  it('an old daily repetition catches up over several reads, earliest months first', async () => {
    const { api, repeat } = await person();
    const start = firstDateOfMonth(addMonthsToKey(thisMonth, -48));
    const daily = await repeat('daily', start);
    const before = await membersOf(daily);

    await monthRows(api, thisMonth, daily);
    expect((await membersOf(daily)) - before).toBe(TOP_UP_ROWS_PER_READ);

    const reads = [];
    for (let read = 0; read < 3; read += 1) reads.push((await monthRows(api, thisMonth, daily)).length);
    const days = Number(lastDateOfMonth(thisMonth).slice(8));
    expect(reads.at(-1)).toBe(days);
  });

  it('the months a person browses, up to the horizon, show every member of a monthly repetition', async () => {
    const { api, repeat } = await person();
    const monthly = await repeat('monthly', `${thisMonth}-05`);
    for (const ahead of [0, 1, 11, 12, 13, 23, TOP_UP_HORIZON_MONTHS]) {
      expect(await monthRows(api, addMonthsToKey(thisMonth, ahead), monthly)).toHaveLength(1);
    }
    expect(await monthRows(api, addMonthsToKey(thisMonth, TOP_UP_HORIZON_MONTHS + 1), monthly)).toHaveLength(
      0,
    );
  });

  it('a month read before a repetition existed shows its member when read again (decision 365)', async () => {
    const { api, repeat } = await person();
    const later = addMonthsToKey(thisMonth, 20);
    const reread = async (seriesId: string) => monthRows(api, later, seriesId);
    expect(await reread('none')).toHaveLength(0);
    const monthly = await repeat('monthly', `${thisMonth}-05`);
    expect(await reread(monthly)).toHaveLength(1);
    expect(await reread(monthly)).toHaveLength(1);
  });

  it("the calendar's forecast counts members due by its month even when nobody listed that month", async () => {
    const { api, repeat } = await person();
    // 12 members, the last one last month: next month's member does not exist yet.
    await repeat('monthly', `${addMonthsToKey(thisMonth, -12)}-05`);
    const next = addMonthsToKey(thisMonth, 1);
    const forecast = await data<{ pendingTransactions: number }>(
      api('GET', `/linkedtransactions/forecast?month=${next}`),
    );
    expect(forecast.pendingTransactions).toBe(-140);
  });
});

describe('how many repetitions a person may hold (decision 311)', () => {
  it(`refuses repetition number ${MAX_OPEN_REPETITIONS + 1} in pt-BR, and a stopped one frees its place`, async () => {
    const { account, api, repeat } = await person();
    const template = { userId: account.id, name: 'Assinatura', value: '-1.00', date: todayIso() };
    await server.app.repos.transactions.insertMany(
      Array.from({ length: MAX_OPEN_REPETITIONS - 1 }, (_, index) => ({
        ...template,
        transactionType: 'expenses',
        recurrent: true,
        recurrentType: 'monthly',
        recurrentIndex: 1,
        recurrentTransactionId: crypto.randomUUID(),
        name: `Assinatura ${index}`,
      })),
    );
    const last = await repeat('monthly', todayIso());

    const refused = await api('POST', '/transactions', {
      name: 'Mais uma',
      value: 10,
      date: todayIso(),
      transactionType: 'expenses',
      category: await categoryId(api, 'Aluguel'),
      payment: (await data<{ items: Array<{ _id: string }> }>(api('GET', '/payments'))).items[0]?._id,
      recurrent: true,
      recurrentType: 'weekly',
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        message: `Você já tem ${MAX_OPEN_REPETITIONS} repetições ativas. Pare de repetir uma delas antes de criar outra.`,
        errors: [{ field: 'recurrentType' }],
      },
    });

    const [second] = await server.app.database.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.recurrentTransactionId, last), eq(transactions.recurrentIndex, 2)));
    expect((await api('DELETE', `/transactions/${second?.id}?applyForAll=true`)).status).toBe(204);
    expect(await repeat('weekly', todayIso())).toBeTruthy();
  });
});

describe('what the top-up makes of a series (decision 106)', () => {
  interface Member extends Row {
    name: string;
    value: number;
    recurrentIndex: number;
  }

  async function streaming(name: string) {
    const { api } = await person();
    const cash = (await data<{ items: Array<{ _id: string }> }>(api('GET', '/payments'))).items[0]?._id;
    const first = await data<Row>(
      api('POST', '/transactions', {
        name,
        value: 39.9,
        date: '2026-12-05',
        paid: false,
        transactionType: 'expenses',
        category: await categoryId(api, 'Aluguel'),
        payment: cash,
        recurrent: true,
        recurrentType: 'monthly',
      }),
      201,
    );
    const seriesId = first.recurrentTransactionId as string;
    const members = async (endDate = '2026-12-31') =>
      (
        await data<{ items: Member[] }>(api('GET', `/transactions?startDate=2026-12-01&endDate=${endDate}`))
      ).items
        .filter((row) => row.recurrentTransactionId === seriesId)
        .map(({ _id, date, name, value, recurrentIndex }) => ({ _id, date, name, value, recurrentIndex }));
    const member = async (index: number) =>
      (await members('2027-11-30')).find((row) => row.recurrentIndex === index) as Member;
    return { api, members, member };
  }

  const made = (rows: Member[]) =>
    rows
      .filter((row) => row.recurrentIndex > 12)
      .map(({ recurrentIndex, name, value }) => [recurrentIndex, name, value]);

  it('a one-off edit of the last member stays on it; later members follow the series', async () => {
    const { api, members, member } = await streaming('Streaming A');
    const last = await member(12);
    const edited = await api('PATCH', `/transactions/${last._id}?applyForAll=false`, {
      value: -5,
      name: 'Streaming A promo',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const rows = await members('2028-03-31');
    expect(rows.find((row) => row.recurrentIndex === 12)).toMatchObject({
      name: 'Streaming A promo',
      value: -5,
    });
    expect(made(rows)).toEqual([13, 14, 15, 16].map((index) => [index, 'Streaming A', -39.9]));
  });

  it('a deleted member is never made again', async () => {
    const { api, members, member } = await streaming('Streaming B');
    const last = await member(12);
    expect((await api('DELETE', `/transactions/${last._id}?applyForAll=false`)).status).toBe(204);

    const rows = await members('2028-03-31');
    expect(rows.map((row) => row.recurrentIndex)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 16,
    ]);
    expect(rows.find((row) => row.recurrentIndex === 13)?.date).toBe('2027-12-05');
  });

  it('a one-off date change of the first member moves no later member', async () => {
    const { api, members, member } = await streaming('Streaming C');
    const first = await member(1);
    expect(
      (await api('PATCH', `/transactions/${first._id}?applyForAll=false`, { date: '2026-12-20' })).status,
    ).toBe(200);
    expect((await api('DELETE', `/transactions/${(await member(2))._id}?applyForAll=false`)).status).toBe(
      204,
    );

    const rows = await members('2028-03-31');
    expect(rows.filter((row) => row.recurrentIndex > 12).map((row) => row.date)).toEqual([
      '2027-12-05',
      '2028-01-05',
      '2028-02-05',
      '2028-03-05',
    ]);
  });

  // Needs change.ts to hand the edit's template to the series (decision 106, consequences): unskip
  // with that call.
  it('an applyForAll edit is what later members are made of', async () => {
    const { api, members, member } = await streaming('Streaming D');
    const tenth = await member(10);
    const edited = await api('PATCH', `/transactions/${tenth._id}?applyForAll=true`, {
      value: -44.9,
      name: 'Streaming D família',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // A one-off edit afterwards changes only its member.
    const last = await member(12);
    expect((await api('PATCH', `/transactions/${last._id}?applyForAll=false`, { value: -5 })).status).toBe(
      200,
    );

    const rows = await members('2028-03-31');
    expect(rows.filter((row) => row.recurrentIndex < 10).every((row) => row.value === -39.9)).toBe(true);
    expect(made(rows)).toEqual([13, 14, 15, 16].map((index) => [index, 'Streaming D família', -44.9]));
  });
});
