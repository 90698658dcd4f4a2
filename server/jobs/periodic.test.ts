import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, startOfBusinessDay, todayIso } from '../../src/lib/dates.ts';
import { idempotencyKeys, subscriptions, throttles } from '../db/schema.ts';
import { type Client, client, data } from '../test/client.ts';
import { type Account, createAccount, outbox, startTestServer, type TestServer } from '../test/helper.ts';
import { joinFamily } from '../test/household.ts';
import { manualClock } from './clock.ts';
import { TRIAL_NOTICE_TIME } from './trials.ts';

const DAY_MS = 24 * 60 * 60_000;
// The queue's clock follows the wall clock here: bank syncs and purges compare with rows stamped by it.
const clock = manualClock(new Date());
let server: TestServer;
let ana: Account;
let api: Client;

beforeAll(async () => {
  server = await startTestServer({
    jobs: { run: false, pollMs: 50, reminderSweepMs: 60_000, clockStart: undefined, clock },
  });
  ana = await createAccount(server, { name: 'Ana Souza' });
  api = client(server, ana.token);
});
afterAll(() => server.close());

const nextHour = () => clock.advance(60 * 60_000);
const HOUR_MS = 60 * 60_000;
/** 09:00 in São Paulo on the clock's São Paulo date. */
const noticeHourOf = (instant: Date) =>
  new Date(startOfBusinessDay(todayIso(instant)).getTime() + Number(TRIAL_NOTICE_TIME.slice(0, 2)) * HOUR_MS);
/** Trial notices wait for the morning (audit AH4): run the queue then, if the clock is before it. */
async function untilTheNoticeHour() {
  const morning = noticeHourOf(clock.now());
  if (morning > clock.now()) clock.set(morning);
  await server.app.jobs.tick();
}

describe('the daily bank refresh', () => {
  it('syncs a connection left for over a day through the fake bank, once', async () => {
    const access = await data<{ _id: string; lastSynced: string | null }>(
      api('POST', '/bankaccesses', {
        linkId: 'fake-item:212:job-refresh',
        institution: 'Nubank',
        type: 'pluggy',
        connector: '212',
      }),
      201,
    );
    const stale = new Date(Date.now() - 2 * DAY_MS);
    expect(
      (await server.app.repos.bankAccesses.update(access._id, { lastSynced: stale }))?.lastSynced,
    ).toEqual(stale);

    nextHour();
    await server.app.jobs.tick();
    const synced = await server.app.repos.bankAccesses.findById(access._id);
    expect(synced?.lastSynced?.getTime()).toBeGreaterThan(stale.getTime() + DAY_MS);
    const wallets = await data<{ items: Array<{ bankAccess?: string }> }>(api('GET', '/payments'));
    expect(wallets.items.some((wallet) => wallet.bankAccess === access._id)).toBe(true);
  });
});

describe("a new connection's first import", () => {
  it('follows the save at the next sweep, minutes later, not a day later (audit O7)', async () => {
    const access = await data<{ _id: string; lastSynced: string | null }>(
      api('POST', '/bankaccesses', {
        // Another bank than the stale connection's above: one bank's accounts are connected once (decision 026).
        linkId: 'fake-item:201:first-import',
        institution: 'Itaú',
        type: 'pluggy',
        connector: '201',
      }),
      201,
    );
    expect(access.lastSynced).toBeNull();
    clock.advance(5 * 60_000);
    await server.app.jobs.tick();
    expect((await server.app.repos.bankAccesses.findById(access._id))?.lastSynced).not.toBeNull();
    const wallets = await data<{ items: Array<{ bankAccess?: string }> }>(api('GET', '/payments'));
    expect(wallets.items.some((wallet) => wallet.bankAccess === access._id)).toBe(true);
  });
});

describe('trial notices', () => {
  it('tell once that a trial ends within three days', async () => {
    const endsAt = new Date(clock.now().getTime() + 2 * DAY_MS);
    await server.app.database.db
      .insert(subscriptions)
      .values({ userId: ana.id, plan: 'no_plan', expireAt: endsAt });
    const notices = async () =>
      (await outbox(server)).filter((mail) => mail.to.includes(ana.email) && mail.subject.includes('teste'));

    nextHour();
    await server.app.jobs.tick();
    nextHour();
    await server.app.jobs.tick();
    await untilTheNoticeHour();
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('Otto: seu período de teste está terminando');
    expect(notice?.text).toContain('Olá, Ana Souza!');
    expect(notice?.text).toContain('/assine');
  });
});

describe('trial notices in a family', () => {
  it("reach a member whose admin holds a personal plan, and not one covered by the admin's family plan", async () => {
    const trialNoticesTo = async (email: string) =>
      (await outbox(server)).filter((mail) => mail.to.includes(email) && mail.subject.includes('teste'));
    const household = async (adminPlan: string) => {
      const [admin, member] = await Promise.all([createAccount(server), createAccount(server)]);
      const family = await data<{ voucher: string }>(
        client(server, admin.token)('POST', '/families', { name: `Família ${adminPlan}`, user: admin.id }),
        201,
      );
      await joinFamily(server, member, family.voucher);
      await server.app.repos.subscriptions.setPlan(admin.id, adminPlan, new Date(Date.now() + 30 * DAY_MS));
      // The member's own trial ends in two days.
      await server.app.database.db.insert(subscriptions).values({
        userId: member.id,
        plan: 'no_plan',
        expireAt: new Date(clock.now().getTime() + 2 * DAY_MS),
      });
      return member;
    };
    const personal = await household('otto_monthly');
    const covered = await household('otto_family_monthly');

    nextHour();
    await server.app.jobs.tick();
    nextHour();
    await server.app.jobs.tick();
    await untilTheNoticeHour();
    expect(await trialNoticesTo(personal.email)).toHaveLength(1);
    expect(await trialNoticesTo(covered.email)).toHaveLength(0);
  });
});

describe('trial notices after a checkout', () => {
  it('reach someone whose first charge was refused, and not someone whose first charge awaits payment', async () => {
    const checkout = async () => {
      const account = await createAccount(server);
      const api = client(server, account.token);
      const customer = await data<{ clientId: string }>(
        api('POST', '/subscriptions/gateway/client', {
          name: 'Bruna Lima',
          email: account.email,
          cpf: '52998224725',
          zipCode: '01310100',
          number: '10',
        }),
        201,
      );
      const bought = await data<{ _id: string; latestInvoice: { secure_url: string } }>(
        api('POST', '/subscriptions/gateway/subscription', {
          clientId: customer.clientId,
          plan: 'otto_monthly',
          paymentType: 'pix',
        }),
        201,
      );
      return { account, bought };
    };
    const refused = await checkout();
    const awaiting = await checkout();
    const refusal = await server.app.inject({
      method: 'POST',
      url: `${new URL(refused.bought.latestInvoice.secure_url).pathname}/refuse`,
    });
    expect(refusal.statusCode).toBeLessThan(400);
    // Both trials, as the plan page shows them, end in two days.
    for (const { bought } of [refused, awaiting])
      await server.app.database.db
        .update(subscriptions)
        .set({ expireAt: new Date(clock.now().getTime() + 2 * DAY_MS) })
        .where(eq(subscriptions.id, bought._id));
    const trialNoticesTo = async (email: string) =>
      (await outbox(server)).filter((mail) => mail.to.includes(email) && mail.subject.includes('teste'));

    nextHour();
    await server.app.jobs.tick();
    nextHour();
    await server.app.jobs.tick();
    await untilTheNoticeHour();
    expect(await trialNoticesTo(refused.account.email)).toHaveLength(1);
    expect(await trialNoticesTo(awaiting.account.email)).toHaveLength(0);
  });
});

describe('renewals with the development gateway (audit AE7)', () => {
  type Invoice = { status: string; total: number; secure_url: string };
  const paidPlan = async () => {
    const account = await createAccount(server);
    const own = client(server, account.token);
    const customer = await data<{ clientId: string }>(
      own('POST', '/subscriptions/gateway/client', {
        name: 'Caio Prado',
        email: account.email,
        cpf: '52998224725',
      }),
      201,
    );
    const bought = await data<{ _id: string; latestInvoice: Invoice }>(
      own('POST', '/subscriptions/gateway/subscription', {
        clientId: customer.clientId,
        plan: 'otto_monthly',
        paymentType: 'pix',
      }),
      201,
    );
    await server.app.inject({
      method: 'POST',
      url: `${new URL(bought.latestInvoice.secure_url).pathname}/pay`,
    });
    // The paid month ends today, here and at the gateway.
    const [row] = await server.app.database.db
      .update(subscriptions)
      .set({ expireAt: new Date(clock.now().getTime() + 60_000) })
      .where(eq(subscriptions.id, bought._id))
      .returning();
    const today = todayIso(clock.now());
    await server.app.database.db.execute(
      sql`update dev_gateway_records set data = jsonb_set(data, '{expiresAt}', to_jsonb(${today}::text)) where id = ${row?.subscriptionId ?? ''}`,
    );
    const invoices = async () =>
      (await data<{ items: Invoice[] }>(own('GET', `/subscriptions/${bought._id}/invoices`))).items;
    return { own, id: bought._id, invoices };
  };

  it('charges a plan not cancelled once when its period ends; paying extends it from its expiry', async () => {
    const renewing = await paidPlan();
    const cancelled = await paidPlan();
    expect(
      (await cancelled.own('POST', `/subscriptions/${cancelled.id}/status?status=inactive`)).status,
    ).toBe(200);

    nextHour();
    await server.app.jobs.tick();
    nextHour();
    await server.app.jobs.tick();
    const open = (await renewing.invoices()).filter((invoice) => invoice.status === 'pending');
    expect(open).toHaveLength(1);
    expect(open[0]?.total).toBe(29.9);
    expect(await cancelled.invoices()).toHaveLength(1);

    await server.app.inject({ method: 'POST', url: `${new URL(open[0]?.secure_url ?? '').pathname}/pay` });
    const renewed = await data<{ state: string; daysLeft: number; pendingInvoices: boolean }>(
      renewing.own('GET', `/subscriptions/${renewing.id}`),
    );
    expect(renewed).toMatchObject({ state: 'active', pendingInvoices: false });
    expect(renewed.daysLeft).toBeGreaterThanOrEqual(28);
  });
});

describe('the hourly purge', () => {
  it('removes throttle counters a quiet day reset and idempotency keys past 24 hours, and only those', async () => {
    const { db } = server.app.database;
    await db.insert(throttles).values([
      {
        key: 'login:pair:velho@exemplo.com.br|10.0.0.1',
        count: 3,
        updatedAt: new Date(Date.now() - 2 * DAY_MS),
      },
      { key: 'login:pair:recente@exemplo.com.br|10.0.0.1', count: 3, updatedAt: new Date() },
    ]);
    await db.insert(idempotencyKeys).values([
      { userId: ana.id, key: 'velha', fingerprint: 'x', createdAt: sql`now() - interval '25 hours'` },
      { userId: ana.id, key: 'nova', fingerprint: 'x' },
    ]);

    nextHour();
    await server.app.jobs.tick();
    const keys = (await db.select({ key: throttles.key }).from(throttles)).map((row) => row.key);
    expect(keys).toContain('login:pair:recente@exemplo.com.br|10.0.0.1');
    expect(keys).not.toContain('login:pair:velho@exemplo.com.br|10.0.0.1');
    const kept = (await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((row) => row.key);
    expect(kept).toEqual(['nova']);
  });
});

// Last in the file: it moves the queue's clock up to a day and a half ahead.
describe('trial notices at a decent hour (audit AH4)', () => {
  it('a trial seen at midnight in São Paulo is told at 09:00 that day, not at midnight', async () => {
    const account = await createAccount(server, { name: 'Teste T5' });
    const midnight = startOfBusinessDay(addDays(todayIso(clock.now()), 1));
    const endDate = addDays(todayIso(midnight), 2);
    // Every trial ends at the last instant of a São Paulo day.
    await server.app.database.db.insert(subscriptions).values({
      userId: account.id,
      plan: 'no_plan',
      expireAt: new Date(startOfBusinessDay(addDays(endDate, 1)).getTime() - 1),
    });
    const notices = async () =>
      (await outbox(server)).filter(
        (mail) => mail.to.includes(account.email) && mail.subject.includes('teste'),
      );

    clock.set(midnight);
    await server.app.jobs.tick();
    clock.set(new Date(noticeHourOf(midnight).getTime() - 60_000));
    await server.app.jobs.tick();
    expect(await notices()).toEqual([]);

    clock.set(noticeHourOf(midnight));
    await server.app.jobs.tick();
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice?.text).toContain(`termina em ${endDate.split('-').reverse().join('/')}`);
  });
});
