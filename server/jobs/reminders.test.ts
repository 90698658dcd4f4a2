import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { readOutbox } from '../mail/outbox.ts';
import { type Client, categoryId, client, data } from '../test/client.ts';
import { type Account, createAccount, outbox, startTestServer, type TestServer } from '../test/helper.ts';
import { joinFamily } from '../test/household.ts';
import { manualClock } from './clock.ts';

// 10 March 2026 in São Paulo (UTC-3): 08:59 there is 11:59Z, 09:00 is 12:00Z.
const clock = manualClock(new Date('2026-03-10T11:59:00Z'));
let server: TestServer;
let ana: Account;
let api: Client;

const remindersTo = async (email: string) =>
  (await outbox(server)).filter((mail) => mail.to.includes(email) && mail.subject.includes('lembretes'));

async function setPreferences(account: Account, preferences: object) {
  await data(client(server, account.token)('PATCH', `/users/${account.id}`, { preferences }));
}

beforeAll(async () => {
  server = await startTestServer({
    jobs: { run: false, pollMs: 50, reminderSweepMs: 60_000, clockStart: undefined, clock },
  });
  ana = await createAccount(server, { name: 'Ana Paula Souza' });
  api = client(server, ana.token);
  const market = await categoryId(api, 'Supermercado');
  const wallet = (body: object) => data<{ _id: string }>(api('POST', '/payments', body), 201);
  const checking = await wallet({ name: 'Itaú', type: 'debit', accountType: 'Conta corrente', value: 3000 });
  const card = await wallet({
    name: 'Nubank',
    type: 'credit',
    flag: 'Mastercard',
    invoiceCloseOn: 5,
    paid: 15,
    limit: 5000,
  });
  const expense = (name: string, value: number, date: string, payment: { _id: string }, paid = false) =>
    data(
      api('POST', '/transactions', {
        name,
        value,
        date,
        paid,
        transactionType: 'expenses',
        category: market,
        payment: payment._id,
      }),
      201,
    );
  await expense('Aluguel', -1500, '2026-03-11', checking);
  await expense('Conta de luz', -180.35, '2026-03-11', checking);
  await expense('Condomínio já pago', -600, '2026-03-11', checking, true);
  // Closes on 5 March (due on the 15th) with R$ 320,40 owed.
  await expense('Mercado', -320.4, '2026-02-20', card, true);
});
afterAll(() => server.close());

describe('reminders', () => {
  it('go out at the preferred time, not before, with what is due tomorrow and the open invoice', async () => {
    await server.app.jobs.tick();
    expect(await remindersTo(ana.email)).toEqual([]);

    clock.set(new Date('2026-03-10T12:00:00Z'));
    await server.app.jobs.tick();
    const [mail, ...more] = await remindersTo(ana.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Otto: seus lembretes de amanhã');
    const text = mail?.text.replace(/\s/g, ' ') ?? '';
    expect(text).toContain('Olá, Ana Paula Souza!');
    expect(text).toContain('Vence amanhã, 11/03/2026:');
    expect(text).toContain('Aluguel: R$ 1.500,00');
    expect(text).toContain('Conta de luz: R$ 180,35');
    expect(text).not.toContain('Condomínio');
    expect(text).toContain('Nubank: R$ 320,40, vencimento em 15/03/2026');
    // The hour is Brasília's, whatever the reader's own clock says (audit X1).
    expect(text).toContain('às 09:00 (horário de Brasília)');
  });

  it('go out once per day, however often the queue looks', async () => {
    for (const minutes of [1, 30, 119]) {
      clock.set(new Date(Date.parse('2026-03-10T12:00:00Z') + minutes * 60_000));
      await server.app.jobs.tick();
    }
    expect(await remindersTo(ana.email)).toHaveLength(1);
  });

  it('follow a later preferred time, and stop when switched off', async () => {
    await setPreferences(ana, { notificationTime: '21:30' });
    clock.set(new Date('2026-03-11T12:00:00Z'));
    await server.app.jobs.tick();
    expect(await remindersTo(ana.email)).toHaveLength(1);
    clock.set(new Date('2026-03-12T00:30:00Z'));
    await server.app.jobs.tick();
    expect(await remindersTo(ana.email)).toHaveLength(2);

    await setPreferences(ana, { notifications: false });
    clock.set(new Date('2026-03-13T00:30:00Z'));
    await server.app.jobs.tick();
    expect(await remindersTo(ana.email)).toHaveLength(2);
  });

  it("are each account's own: a family member's and a planner client's due rows go to them alone", async () => {
    const [admin, member, planner] = await Promise.all([
      createAccount(server, { name: 'Gil Admin' }),
      createAccount(server, { name: 'Nara Membro' }),
      createAccount(server, { name: 'Paula Planejadora' }),
    ]);
    const family = await data<{ voucher: string }>(
      client(server, admin.token)('POST', '/families', { name: 'Família Lembretes', user: admin.id }),
      201,
    );
    await joinFamily(server, member, family.voucher);
    await server.app.repos.users.update(planner.id, { profiles: ['planner'] });
    await server.app.repos.users.addClient(planner.id, member.id, 'LEMBRETE-1');
    const naraApi = client(server, member.token);
    const wallet = await data<{ _id: string }>(
      naraApi('POST', '/payments', {
        name: 'Conta Nara',
        type: 'debit',
        accountType: 'Conta corrente',
        value: 0,
      }),
      201,
    );
    await data(
      naraApi('POST', '/transactions', {
        name: 'Mensalidade da Nara',
        value: -420,
        date: '2026-03-21',
        transactionType: 'expenses',
        category: await categoryId(naraApi, 'Supermercado'),
        payment: wallet._id,
      }),
      201,
    );
    clock.set(new Date('2026-03-20T12:00:00Z'));
    await server.app.jobs.tick();
    const [nara, ...more] = await remindersTo(member.email);
    expect(more).toEqual([]);
    expect(nara?.text.replace(/\s/g, ' ')).toContain('Mensalidade da Nara: R$ 420,00');
    expect(await remindersTo(admin.email)).toEqual([]);
    expect(await remindersTo(planner.email)).toEqual([]);
  });

  it('send nothing to someone with nothing due and no open invoice', async () => {
    const idle = await createAccount(server);
    clock.set(new Date('2026-03-14T12:00:00Z'));
    await server.app.jobs.tick();
    expect(await remindersTo(idle.email)).toEqual([]);
  });
});

describe('a reminder is only ever for the day it is due (audit AH1)', () => {
  it('a time set after midnight sends no late reminder of the day before; a server down across it does', async () => {
    const bia = await createAccount(server, { name: 'Bia Rocha' });
    const biaApi = client(server, bia.token);
    const checking = await data<{ _id: string }>(
      biaApi('POST', '/payments', { name: 'Caixa', type: 'debit', accountType: 'Conta corrente', value: 10 }),
      201,
    );
    const category = await categoryId(biaApi, 'Supermercado');
    for (const [name, value, date] of [
      ['Internet hoje', -150, '2026-11-29'],
      ['Aluguel', -900, '2026-11-30'],
      ['Escola', -700, '2026-12-01'],
    ] as const)
      await data(
        biaApi('POST', '/transactions', {
          name,
          value,
          date,
          transactionType: 'expenses',
          category,
          payment: checking._id,
        }),
        201,
      );
    // São Paulo is UTC-3: 00:42 on 29/11 is 03:42Z. The server has been up all along.
    const tickAt = async (iso: string) => {
      clock.set(new Date(iso));
      await server.app.jobs.tick();
    };
    await tickAt('2026-11-29T03:42:00Z');
    await setPreferences(bia, { notificationTime: '00:30' });
    await tickAt('2026-11-29T03:43:00Z');
    const [first, ...none] = await remindersTo(bia.email);
    expect(none).toEqual([]);
    expect(first?.text).toContain('Vence amanhã, 30/11/2026:');

    await setPreferences(bia, { notificationTime: '23:00' });
    await tickAt('2026-11-29T03:47:00Z');
    await tickAt('2026-11-29T03:48:00Z');
    expect(await remindersTo(bia.email)).toHaveLength(1);
    // 23:00 on the 29th: that day's reminder went at 00:43 already; one a day.
    await tickAt('2026-11-30T02:00:00Z');
    expect(await remindersTo(bia.email)).toHaveLength(1);

    // On the 30th the last process stops at 22:45 and the next starts at 00:30: 23:00 is caught up.
    await tickAt('2026-12-01T01:45:00Z');
    expect(await remindersTo(bia.email)).toHaveLength(1);
    await tickAt('2026-12-01T03:30:00Z');
    await tickAt('2026-12-01T03:31:00Z');
    const [, late, ...more] = await remindersTo(bia.email);
    expect(more).toEqual([]);
    expect(late?.text).toContain('Vence amanhã, 01/12/2026:');
    expect(late?.text).toContain('Escola');
  });
});

describe.runIf(process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  it('send a due reminder exactly once', async () => {
    const other = await buildApp({ ...server.app.config, dataDir: `${server.dataDir}/other` });
    try {
      const bruno = await createAccount(server, { name: 'Bruno Lima' });
      const brunoApi = client(server, bruno.token);
      const wallet = await data<{ _id: string }>(
        brunoApi('POST', '/payments', {
          name: 'Caixa',
          type: 'debit',
          accountType: 'Conta corrente',
          value: 10,
        }),
        201,
      );
      await data(
        brunoApi('POST', '/transactions', {
          name: 'Escola',
          value: -900,
          date: '2026-03-16',
          transactionType: 'expenses',
          category: await categoryId(brunoApi, 'Supermercado'),
          payment: wallet._id,
        }),
        201,
      );
      clock.set(new Date('2026-03-15T12:00:00Z'));
      await Promise.all([
        server.app.jobs.tick(),
        other.jobs.tick(),
        server.app.jobs.tick(),
        other.jobs.tick(),
      ]);
      const otherOutbox = await readOutbox(`${server.dataDir}/other/outbox`);
      const sent = [
        ...(await remindersTo(bruno.email)),
        ...otherOutbox.filter((m) => m.to.includes(bruno.email)),
      ];
      expect(sent).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
