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
