import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../src/lib/dates.ts';
import { sumCents, toDecimalString } from '../../domain/money.ts';
import { fakeOpenBanking } from '../../open-banking/fake.ts';
import { type OpenBankingProvider, ProviderError, useOpenBanking } from '../../open-banking/index.ts';
import { balanceAt, type Client, client, data } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';
import { joinFamily } from '../../test/household.ts';

interface Access {
  _id: string;
  linkId: string;
  institution: string;
  type: string;
  status?: string;
  active: boolean;
  lastSynced: string | null;
  payments: Array<{ _id: string; name: string; type: string }>;
}
interface Wallet {
  _id: string;
  name: string;
  type: string;
  externalId?: string;
  bankAccess?: string;
}
interface Row {
  _id: string;
  name: string;
  value: number;
  date: string;
  externalId?: string;
  payment: { _id: string };
}

const NUBANK = '212';
const INTER = '215';
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;
const SYNCED = 'Sua conta foi sincronizada com sucesso';
const SAVE_FAILED =
  'Não foi possível salvar seus dados no momento. Por favor entre em contato com nosso suporte técnico.';

let server: TestServer;
let api: Client;
let other: Client;
let userId: string;
let seq = 0;

const itemId = (connector: string) => {
  seq += 1;
  return `fake-item:${connector}:teste-${seq}`;
};
const connect = async (connector: string, extra: object = {}, who: Client = api) =>
  data<Access>(
    who('POST', '/bankaccesses', {
      linkId: itemId(connector),
      institution: 'Banco',
      type: 'pluggy',
      connector,
      ...extra,
    }),
    201,
  );
const wallets = async () => (await data<{ items: Wallet[] }>(api('GET', '/payments'))).items;
const today = todayIso();
const rows = async () =>
  (
    await data<{ items: Row[] }>(
      api('GET', `/transactions?startDate=${addDays(today, -100)}&endDate=${today}`),
    )
  ).items;
const PENDING = 'Essa conta está em processo de atualização pela instituição';
/** The fake bank, holding every item as still waiting for the person's consent in the bank app. */
const waitingBank = (): OpenBankingProvider => {
  const fake = fakeOpenBanking();
  return {
    ...fake,
    async getItem(linkId) {
      return { ...(await fake.getItem(linkId)), status: 'WAITING_USER_ACTION' };
    },
  };
};
/** Makes a connection look last synced two days ago, so the next sync asks the bank again. */
const ageSync = (id: string) =>
  server.app.repos.bankAccesses.update(id, { lastSynced: new Date(Date.now() - TWO_DAYS_MS) });

beforeAll(async () => {
  server = await startTestServer();
  const owner = await createAccount(server, { name: 'Ana Souza' });
  userId = owner.id;
  api = client(server, owner.token);
  other = client(server, (await createAccount(server)).token);
});
afterAll(() => server.close());

describe('widget token', () => {
  it('opens the demo widget for a new connection, and for an own connection only', async () => {
    const token = await data<{ accessToken: string }>(api('POST', '/open-banking/access-token', {}));
    expect(token.accessToken).toMatch(/^fake-connect-token:/);
    const access = await connect(NUBANK);
    expect(await api('POST', '/open-banking/access-token', { linkId: access.linkId })).toMatchObject({
      status: 200,
    });
    expect(await other('POST', '/open-banking/access-token', { linkId: access.linkId })).toMatchObject({
      status: 404,
    });
  });
});

describe('saving a connection', () => {
  it('saves the widget success active, with the catalogue text', async () => {
    const linkId = itemId(NUBANK);
    const answer = await api('POST', '/bankaccesses', {
      linkId,
      institution: 'NuBank',
      type: 'pluggy',
      connector: 212,
    });
    expect(answer).toMatchObject({
      status: 201,
      body: {
        message: 'Sua conta foi adicionada com sucesso...',
        data: { linkId, institution: 'NuBank', type: 'pluggy', connector: 212, active: true, user: userId },
      },
    });
  });

  it('saves USER_AUTHORIZATION_PENDING as pending and inactive, and refuses its sync while the bank waits', async () => {
    const own = client(server, (await createAccount(server)).token);
    const access = await connect('201', { status: 'pending', active: false }, own);
    expect(access).toMatchObject({ status: 'pending', active: false });
    useOpenBanking(server.app, waitingBank());
    try {
      for (const [path, body] of [
        ['/sync', {}],
        ['/token', { token: '482913' }],
      ] as const) {
        expect(await own('POST', `/bankaccesses/${access._id}${path}`, body)).toMatchObject({
          status: 409,
          body: { message: PENDING },
        });
      }
    } finally {
      useOpenBanking(server.app, fakeOpenBanking());
    }
    expect(await data<Access>(own('GET', `/bankaccesses/${access._id}`))).toMatchObject({
      status: 'pending',
      active: false,
      lastSynced: null,
      payments: [],
    });
  });

  // Audit AF1: saved 'Autorizar depois', a connection stayed pending though the bank had authorised.
  it('syncs a pending connection once the bank authorised it, on Sincronizar and on the token', async () => {
    const own = client(server, (await createAccount(server)).token);
    const listRows = async () =>
      (
        await data<{ items: Row[] }>(
          own('GET', `/transactions?startDate=${addDays(today, -100)}&endDate=${today}`),
        )
      ).items;
    const later = await connect('201', { status: 'pending', active: false }, own);
    expect(await own('POST', `/bankaccesses/${later._id}/sync`, {})).toMatchObject({
      status: 200,
      body: { message: SYNCED },
    });
    const synced = await data<Access>(own('GET', `/bankaccesses/${later._id}`));
    expect(synced).toMatchObject({ status: 'UPDATED', active: true });
    expect(synced.lastSynced).not.toBeNull();
    expect(synced.payments).toHaveLength(2);
    expect((await listRows()).length).toBeGreaterThan(0);

    const tokenBank = await connect(INTER, { status: 'pending', active: false }, own);
    expect(await own('POST', `/bankaccesses/${tokenBank._id}/token`, { token: '482913' })).toMatchObject({
      status: 200,
      body: { message: SYNCED },
    });
    expect(await data<Access>(own('GET', `/bankaccesses/${tokenBank._id}`))).toMatchObject({
      status: 'UPDATED',
      active: true,
    });
  });

  it('updates the same item when the widget reports it again once authorised', async () => {
    const access = await connect('211', { status: 'pending', active: false });
    const again = await data<Access>(
      api('POST', '/bankaccesses', {
        linkId: access.linkId,
        institution: 'Banco do Brasil',
        type: 'pluggy',
        connector: 211,
      }),
      201,
    );
    expect(again).toMatchObject({ _id: access._id, active: true, status: 'UPDATED' });
  });

  it('refuses an item the provider does not know, a legacy type and another person’s item', async () => {
    const base = { institution: 'NuBank', connector: 212 };
    for (const body of [
      { ...base, linkId: 'nao-existe', type: 'pluggy' },
      { ...base, linkId: itemId(NUBANK), type: 'belvo' },
    ]) {
      expect(await api('POST', '/bankaccesses', body)).toMatchObject({
        status: 400,
        body: { message: SAVE_FAILED },
      });
    }
    const mine = await connect(NUBANK);
    expect(
      await other('POST', '/bankaccesses', { ...base, linkId: mine.linkId, type: 'pluggy' }),
    ).toMatchObject({ status: 400, body: { message: SAVE_FAILED } });
  });
});

describe('only the owner', () => {
  it('lists, reads, syncs, migrates and deletes own connections; others are not found', async () => {
    const access = await connect(NUBANK);
    const theirs = (await data<{ items: Access[] }>(other('GET', '/bankaccesses'))).items;
    expect(theirs.map((item) => item._id)).not.toContain(access._id);
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['POST', '/sync', {}],
      ['POST', '/token', { token: '123456' }],
      ['POST', '/migrate', { itemId: itemId(NUBANK), name: 'NuBank', type: 'pluggy', connector: 212 }],
      ['DELETE', '', undefined],
    ] as const) {
      expect(await other(method, `/bankaccesses/${access._id}${path}`, body)).toMatchObject({ status: 404 });
    }
    expect(await api('GET', `/bankaccesses/${access._id}`)).toMatchObject({ status: 200 });
  });
});

describe('sync', () => {
  it('imports the accounts as wallets and their transactions once, however often it runs', async () => {
    const access = await connect(NUBANK);
    expect(await api('POST', `/bankaccesses/${access._id}/sync`, {})).toMatchObject({
      status: 200,
      body: { message: SYNCED },
    });
    const imported = (await wallets()).filter((wallet) => wallet.bankAccess === access._id);
    expect(imported.map((wallet) => [wallet.name, wallet.type]).sort()).toEqual([
      ['NuBank Conta Corrente', 'debit'],
      ['NuBank Mastercard', 'credit'],
    ]);
    expect(imported.every((wallet) => wallet.externalId?.startsWith(access.linkId))).toBe(true);
    const ids = new Set(imported.map((wallet) => wallet._id));
    const first = (await rows()).filter((row) => ids.has(row.payment._id));
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((row) => row.externalId)).toBe(true);

    await ageSync(access._id);
    expect(await api('POST', `/bankaccesses/${access._id}/sync`, {})).toMatchObject({ status: 200 });
    expect(await api('POST', `/bankaccesses/${access._id}/sync`, {})).toMatchObject({ status: 200 });
    const again = (await rows()).filter((row) => ids.has(row.payment._id));
    expect(again.map((row) => row._id).sort()).toEqual(first.map((row) => row._id).sort());
    expect((await wallets()).filter((wallet) => wallet.bankAccess === access._id)).toHaveLength(2);

    const synced = await data<Access>(api('GET', `/bankaccesses/${access._id}`));
    expect(synced).toMatchObject({ active: true, status: 'UPDATED' });
    expect(synced.lastSynced).not.toBeNull();
    expect(synced.payments.map((payment) => payment.name)).toEqual([
      'NuBank Conta Corrente',
      'NuBank Mastercard',
    ]);
  });

  it('leaves the checking wallet at the bank’s balance', async () => {
    // Another person: this one's NuBank accounts are already imported (decision 026).
    const own = client(server, (await createAccount(server)).token);
    const access = await connect(NUBANK, {}, own);
    await data(own('POST', `/bankaccesses/${access._id}/sync`, {}));
    const checking = (await data<{ items: Wallet[] }>(own('GET', '/payments'))).items.find(
      (wallet) => wallet.bankAccess === access._id && wallet.type === 'debit',
    ) as Wallet;
    // The fake's NuBank balance: 2,500.00 + 212 × 10.00.
    expect(await balanceAt(own, checking._id, today.slice(0, 7))).toBe(4620);
  });

  it('answers 428 with the link id when the bank wants its app token, then syncs with it', async () => {
    const access = await connect(INTER);
    // Synced less than a day ago (here: never, created now): the provider's copy is read, no token.
    expect(await api('POST', `/bankaccesses/${access._id}/sync`, {})).toMatchObject({ status: 200 });
    await ageSync(access._id);
    expect(await api('POST', `/bankaccesses/${access._id}/sync`, {})).toMatchObject({
      status: 428,
      body: { message: access.linkId },
    });
    expect(await api('POST', `/bankaccesses/${access._id}/token`, { token: '000000' })).toMatchObject({
      status: 400,
      body: { message: 'Token inválido. Gere um novo no aplicativo do seu banco.' },
    });
    expect(await api('POST', `/bankaccesses/${access._id}/token`, { token: 'abc' })).toMatchObject({
      status: 400,
    });
    expect(
      await api('POST', `/bankaccesses/${access._id}/token`, { token: '482913', linkId: access.linkId }),
    ).toMatchObject({ status: 200, body: { message: SYNCED } });
    const synced = await data<Access>(api('GET', `/bankaccesses/${access._id}`));
    expect(Date.now() - Date.parse(synced.lastSynced ?? '')).toBeLessThan(60_000);
  });

  it('keeps imported rows and wallets locked by the transaction rules', async () => {
    const access = await connect('208');
    await data(api('POST', `/bankaccesses/${access._id}/sync`, {}));
    const imported = (await wallets()).filter((wallet) => wallet.bankAccess === access._id);
    const ids = new Set(imported.map((wallet) => wallet._id));
    const row = (await rows()).find((item) => ids.has(item.payment._id)) as Row;
    expect(await api('DELETE', `/transactions/${row._id}`)).toMatchObject({
      status: 403,
      body: { message: 'NÃO É POSSÍVEL EXCLUIR ESSA TRANSAÇÃO' },
    });
    expect(await api('PATCH', `/transactions/${row._id}`, { value: row.value - 1 })).toMatchObject({
      status: 403,
      body: { message: 'NÃO É POSSÍVEL EDITAR ESSA TRANSAÇÃO' },
    });
    expect(await api('PATCH', `/transactions/${row._id}`, { date: addDays(row.date, -1) })).toMatchObject({
      status: 403,
    });
    expect(await api('PATCH', `/transactions/${row._id}`, { name: 'Mercado do bairro' })).toMatchObject({
      status: 200,
    });
    expect(await api('DELETE', `/payments/${imported[0]?._id}`)).toMatchObject({ status: 403 });
  });

  it('refuses a legacy connector until it is migrated, and any new connection meanwhile', async () => {
    const person = await createAccount(server);
    const own = client(server, person.token);
    const kept = await connect(NUBANK, {}, own);
    const legacy = await server.app.repos.bankAccesses.create({
      userId: person.id,
      institution: 'Itaú',
      type: 'belvo',
      linkId: 'belvo-123',
      connector: 'itau_br_retail',
    });
    expect(await own('POST', `/bankaccesses/${legacy.id}/sync`, {})).toMatchObject({
      status: 409,
      body: { message: 'É necessário atualizar esta conta' },
    });
    const newLink = itemId(INTER);
    const fresh = { linkId: newLink, institution: 'Inter', type: 'pluggy', connector: INTER };
    expect(await own('POST', '/bankaccesses', fresh)).toMatchObject({
      status: 409,
      body: { message: 'Você possui conta(s) de bancos que necessita(m) atualizar...' },
    });
    expect(await own('GET', '/bankaccesses')).toMatchObject({ body: { data: { total: 2 } } });
    // Saving an item already kept (the widget's second report once authorised) still goes through.
    const again = { linkId: kept.linkId, institution: 'Nubank', type: 'pluggy', connector: NUBANK };
    expect(await own('POST', '/bankaccesses', again)).toMatchObject({ status: 201 });
    const migrate = { itemId: itemId('201'), name: 'Itaú', type: 'pluggy', connector: 201 };
    expect(await own('POST', `/bankaccesses/${legacy.id}/migrate`, migrate)).toMatchObject({ status: 200 });
    expect(await own('POST', '/bankaccesses', fresh)).toMatchObject({ status: 201 });
  });
});

describe('migrate', () => {
  it('moves a legacy connector to the provider, keeping its imported wallets', async () => {
    const legacy = await server.app.repos.bankAccesses.create({
      userId,
      institution: 'Itaú',
      type: 'belvo',
      linkId: 'belvo-456',
      connector: 'itau_br_retail',
    });
    const old = await server.app.repos.payments.create({
      userId,
      name: 'Itaú antigo',
      type: 'debit',
      accountType: 'Conta corrente',
      bankAccessId: legacy.id,
      externalId: 'belvo-account-1',
    });
    const body = { itemId: itemId('201'), name: 'Itaú', type: 'pluggy', connector: 201 };
    expect(
      await api('POST', `/bankaccesses/${legacy.id}/migrate`, { ...body, itemId: 'nao-existe' }),
    ).toMatchObject({
      status: 400,
      body: { message: SAVE_FAILED },
    });
    const migrated = await api('POST', `/bankaccesses/${legacy.id}/migrate`, body);
    expect(migrated).toMatchObject({
      status: 200,
      body: { data: { _id: legacy.id, type: 'pluggy', linkId: body.itemId, connector: 201, active: true } },
    });
    expect((await data<Access>(api('GET', `/bankaccesses/${legacy.id}`))).payments.map((p) => p._id)).toEqual(
      [old.id],
    );
    expect(await api('POST', `/bankaccesses/${legacy.id}/migrate`, body)).toMatchObject({
      status: 400,
      body: { message: SAVE_FAILED },
    });
    expect(await api('POST', `/bankaccesses/${legacy.id}/sync`, {})).toMatchObject({ status: 200 });
  });
});

describe('a migrated legacy connection (audit AF3, decision 052)', () => {
  // The first sync after a migration made a second 'Itaú Conta Corrente' beside the legacy one, and
  // the wallets read R$ 9.020,00 for the bank's R$ 4.510,00.
  it('books into the wallet its legacy connector imported, each bank row once, at the bank’s balance', async () => {
    const person = await createAccount(server);
    const own = client(server, person.token);
    const { repos } = server.app;
    const legacy = await repos.bankAccesses.create({
      userId: person.id,
      institution: 'Itaú',
      type: 'belvo',
      linkId: `belvo-${person.id}`,
      connector: 'belvo-itau',
    });
    const item = itemId('201');
    const bank = fakeOpenBanking();
    const checking = (await bank.listAccounts(item)).find((account) => account.kind === 'checking');
    if (!checking) throw new Error('the fake bank has a checking account');
    const sent = await bank.listTransactions(checking.id, addDays(today, -90));
    // What the legacy connector booked: the salaries and rents, under its own ids.
    const planted = sent.filter((row) => ['Salário', 'Aluguel'].includes(row.description));
    expect(planted.length).toBeGreaterThan(1);
    const old = await repos.payments.create({
      userId: person.id,
      name: 'Itaú Conta Corrente',
      type: 'debit',
      accountType: 'Conta corrente',
      accountNumber: checking.number,
      bankAccessId: legacy.id,
      externalId: 'belvo-acc-1',
      initialBalance: toDecimalString(
        checking.balanceCents - sumCents(planted.map((row) => row.amountCents)),
      ),
    });
    await repos.transactions.insertMany(
      planted.map((row, index) => ({
        userId: person.id,
        paymentId: old.id,
        bankAccessId: legacy.id,
        externalId: `belvo-tx-${index}`,
        transactionType: row.amountCents >= 0 ? 'revenues' : 'expenses',
        name: row.description,
        value: toDecimalString(row.amountCents),
        date: row.date,
        paid: true,
      })),
    );
    const month = today.slice(0, 7);
    // Itaú's balance at the fake bank: 2,500.00 + 201 × 10.00.
    expect(await balanceAt(own, old.id, month)).toBe(4510);

    const migrate = { itemId: item, name: 'Itaú', type: 'pluggy', connector: 201 };
    await data(own('POST', `/bankaccesses/${legacy.id}/migrate`, migrate));
    expect(await own('POST', `/bankaccesses/${legacy.id}/sync`, {})).toMatchObject({ status: 200 });
    await ageSync(legacy.id);
    expect(await own('POST', `/bankaccesses/${legacy.id}/sync`, {})).toMatchObject({ status: 200 });

    const imported = (await data<{ items: Wallet[] }>(own('GET', '/payments'))).items.filter(
      (wallet) => wallet.bankAccess === legacy.id,
    );
    expect(imported.map((wallet) => [wallet.name, wallet.type]).sort()).toEqual([
      ['Itaú Conta Corrente', 'debit'],
      ['Itaú Visa', 'credit'],
    ]);
    expect(imported.find((wallet) => wallet.type === 'debit')).toMatchObject({
      _id: old.id,
      externalId: checking.id,
    });
    const booked = (
      await data<{ items: Row[] }>(
        own('GET', `/transactions?startDate=${addDays(today, -100)}&endDate=${today}`),
      )
    ).items.filter((row) => row.payment._id === old.id);
    const asBank = (date: string, cents: number) => `${date} ${toDecimalString(cents)}`;
    expect(booked.map((row) => asBank(row.date, Math.round(row.value * 100))).sort()).toEqual(
      sent.map((row) => asBank(row.date, row.amountCents)).sort(),
    );
    expect(await balanceAt(own, old.id, month)).toBe(4510);
  });
});

describe('delete', () => {
  it('removes the connection with its wallets, their history and the other half of their bank operations, and nothing else', async () => {
    const manual = await data<Wallet>(
      api('POST', '/payments', {
        name: 'Conta manual',
        type: 'debit',
        accountType: 'Conta corrente',
        value: 0,
      }),
      201,
    );
    const category = (await data<{ items: Array<{ _id: string; name: string }> }>(api('GET', '/categories')))
      .items[0];
    await data(
      api('POST', '/transactions', {
        name: 'Feira',
        value: -50,
        date: today,
        transactionType: 'expenses',
        category: category?._id,
        payment: manual._id,
      }),
      201,
    );
    const access = await connect('203');
    await data(api('POST', `/bankaccesses/${access._id}/sync`, {}));
    const imported = new Set(
      (await wallets()).filter((wallet) => wallet.bankAccess === access._id).map((wallet) => wallet._id),
    );
    expect(imported.size).toBe(2);
    // A transfer from an imported account into the manual one: its manual half goes too.
    const checking = (await wallets()).find(
      (wallet) => wallet.bankAccess === access._id && wallet.type === 'debit',
    );
    await data(
      api('POST', '/transactions', {
        name: 'Transferência',
        value: 10,
        date: today,
        paid: true,
        transactionType: 'revenues',
        bankingOperationType: 'transfer',
        bankingOperationPayment: checking?._id,
        payment: manual._id,
      }),
      201,
    );
    expect((await rows()).filter((row) => row.payment._id === manual._id)).toHaveLength(2);

    expect(await api('DELETE', `/bankaccesses/${access._id}`)).toMatchObject({ status: 204 });
    expect(await api('GET', `/bankaccesses/${access._id}`)).toMatchObject({ status: 404 });
    expect((await wallets()).some((wallet) => imported.has(wallet._id))).toBe(false);
    const left = await rows();
    expect(left.some((row) => imported.has(row.payment._id))).toBe(false);
    expect(left.filter((row) => row.payment._id === manual._id).map((row) => row.name)).toEqual(['Feira']);
  });

  it('keeps what objectives saved through its accounts and asks them for another account (decision 029)', async () => {
    const own = client(server, (await createAccount(server)).token);
    const access = await connect('211', {}, own);
    await data(own('POST', `/bankaccesses/${access._id}/sync`, {}));
    const listWallets = async () => (await data<{ items: Wallet[] }>(own('GET', '/payments'))).items;
    const checking = (await listWallets()).find(
      (wallet) => wallet.bankAccess === access._id && wallet.type === 'debit',
    ) as Wallet;
    const cash = (await listWallets()).find((wallet) => wallet.type === 'money') as Wallet;
    interface Objective {
      _id: string;
      initialValue: number;
      paidValue: number;
      payment?: string;
      done: boolean;
    }
    const objective = (payment: string, initialValue: number) =>
      data<Objective>(
        own('POST', '/objectives', {
          name: `Viagem ${initialValue}`,
          category: 'viajar',
          totalValue: 1000,
          initialValue,
          beginDate: today,
          finalDate: addDays(addDays(today, 360), 4),
          payment,
        }),
        201,
      );
    const deposit = (id: string, value: number) =>
      own('POST', `/objectives/${id}/transaction`, { value, date: today });
    const travel = await objective(checking._id, 50);
    await data(deposit(travel._id, 100));
    const untouched = await objective(cash._id, 0);
    await data(deposit(untouched._id, 30));

    expect(await own('DELETE', `/bankaccesses/${access._id}`)).toMatchObject({ status: 204 });

    const objectiveNow = async (id: string) => data<Objective>(own('GET', `/objectives/${id}`));
    const kept = await objectiveNow(travel._id);
    // The R$ 100,00 deposited went with the account's history; the objective still holds it.
    expect(kept).toMatchObject({ initialValue: 150, paidValue: 0, done: false });
    expect(kept.payment).toBeUndefined();
    expect(await objectiveNow(untouched._id)).toMatchObject({
      initialValue: 0,
      paidValue: 30,
      payment: cash._id,
    });

    expect(await deposit(travel._id, 50)).toMatchObject({
      status: 400,
      body: {
        message: 'A conta deste objetivo foi removida. Escolha outra conta para guardar o dinheiro.',
        errors: [{ field: 'payment' }],
      },
    });
    await data(own('PATCH', `/objectives/${travel._id}`, { payment: cash._id }));
    await data(deposit(travel._id, 50));
    expect(await objectiveNow(travel._id)).toMatchObject({
      initialValue: 150,
      paidValue: 50,
      payment: cash._id,
    });
  });
});

describe('the same bank account connected twice (decision 026)', () => {
  const DUPLICATE =
    'Essa conta bancária já está conectada. Para atualizar os dados dela, use Sincronizar na conexão que você já tem em Contas Conectadas.';

  it('refuses a new connection to accounts already imported, and lets another bank in', async () => {
    const person = await createAccount(server);
    const own = client(server, person.token);
    const first = await connect('201', {}, own);
    await data(own('POST', `/bankaccesses/${first._id}/sync`, {}));
    const listed = async () => (await data<{ items: Access[] }>(own('GET', '/bankaccesses'))).items;

    const second = { linkId: itemId('201'), institution: 'Itaú', type: 'pluggy', connector: '201' };
    expect(await own('POST', '/bankaccesses', second)).toMatchObject({
      status: 409,
      body: { message: DUPLICATE },
    });
    expect(await own('POST', '/bankaccesses', { ...second, status: 'pending', active: false })).toMatchObject(
      {
        status: 409,
      },
    );
    expect((await listed()).map((access) => access._id)).toEqual([first._id]);
    // Saving the connection already kept (the widget's report once authorised) still updates it.
    expect(await own('POST', '/bankaccesses', { ...second, linkId: first.linkId })).toMatchObject({
      status: 201,
      body: { data: { _id: first._id } },
    });
    // The same bank is no obstacle for someone else, nor another bank for this person.
    expect(await other('POST', '/bankaccesses', { ...second, linkId: itemId('201') })).toMatchObject({
      status: 201,
    });
    await connect(NUBANK, {}, own);
    expect(await listed()).toHaveLength(2);
  });

  // Audit AF2: a joint account connected by both holders counted twice in every family figure.
  it("refuses a family member's connection to the accounts another member already imports", async () => {
    const IN_FAMILY =
      'Essa conta bancária já está conectada por outra pessoa da sua família, e os dados dela já aparecem nas telas da família.';
    const admin = await createAccount(server);
    const member = await createAccount(server);
    const asAdmin = client(server, admin.token);
    const asMember = client(server, member.token);
    const family = await data<{ voucher: string }>(
      asAdmin('POST', '/families', { name: 'Família Conjunta', user: admin.id }),
      201,
    );
    await joinFamily(server, member, family.voucher);
    const first = await connect('208', {}, asAdmin);
    // Saved before the admin's sync (both widgets open at once): its sync imports nothing twice.
    const early = await connect('208', {}, asMember);
    await data(asAdmin('POST', `/bankaccesses/${first._id}/sync`, {}));

    const joint = { linkId: itemId('208'), institution: 'Banco', type: 'pluggy', connector: '208' };
    expect(await asMember('POST', '/bankaccesses', joint)).toMatchObject({
      status: 409,
      body: { message: IN_FAMILY },
    });
    expect(await asMember('POST', `/bankaccesses/${early._id}/sync`, {})).toMatchObject({
      status: 409,
      body: { message: IN_FAMILY },
    });
    const wallets = (await data<{ items: Wallet[] }>(asAdmin('GET', '/payments'))).items;
    expect(wallets.filter((wallet) => wallet.bankAccess)).toHaveLength(2);
    expect(wallets.filter((wallet) => wallet.bankAccess === early._id)).toEqual([]);
    // Outside the family the same bank is no obstacle (decision 026).
    expect(await other('POST', '/bankaccesses', { ...joint, linkId: itemId('208') })).toMatchObject({
      status: 201,
    });
  });

  it('never imports an account twice when both connections were saved before either synced', async () => {
    const own = client(server, (await createAccount(server)).token);
    const first = await connect('208', {}, own);
    const second = await connect('208', {}, own);
    await data(own('POST', `/bankaccesses/${first._id}/sync`, {}));
    expect(await own('POST', `/bankaccesses/${second._id}/sync`, {})).toMatchObject({
      status: 409,
      body: { message: DUPLICATE },
    });
    const owned = (await data<{ items: Wallet[] }>(own('GET', '/payments'))).items;
    expect(owned.filter((wallet) => wallet.bankAccess === first._id)).toHaveLength(2);
    expect(owned.filter((wallet) => wallet.bankAccess === second._id)).toEqual([]);
    const mine = (
      await data<{ items: Row[] }>(
        own('GET', `/transactions?startDate=${addDays(today, -100)}&endDate=${today}`),
      )
    ).items;
    expect(new Set(mine.map((row) => row.externalId)).size).toBe(mine.length);
    expect((await data<Access>(own('GET', `/bankaccesses/${second._id}`))).lastSynced).toBeNull();
  });

  // Audit Y5: on PostgreSQL two syncs at the same moment each saw nothing imported elsewhere.
  it('imports each account once when both connections sync at the same moment', async () => {
    const own = client(server, (await createAccount(server)).token);
    const first = await connect('208', {}, own);
    const second = await connect('208', {}, own);
    const answers = await Promise.all(
      [first, second].map((access) => own('POST', `/bankaccesses/${access._id}/sync`, {})),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const owned = (await data<{ items: Wallet[] }>(own('GET', '/payments'))).items;
    // The bank's two accounts, once: not a second copy of each through the other connection.
    expect(owned.filter((wallet) => wallet.bankAccess)).toHaveLength(2);
  });

  it('keeps one connection when the widget reports the same item several times at once', async () => {
    const own = client(server, (await createAccount(server)).token);
    const linkId = itemId('201');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        own('POST', '/bankaccesses', { linkId, institution: 'Itaú', type: 'pluggy', connector: '201' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const listed = (await data<{ items: Access[] }>(own('GET', '/bankaccesses'))).items;
    expect(listed.map((access) => access.linkId)).toEqual([linkId]);
  });
});

describe('provider failures', () => {
  it('answers the catalogue texts when the provider is down', async () => {
    const access = await connect('219');
    await ageSync(access._id);
    const down: OpenBankingProvider = {
      ...fakeOpenBanking(),
      createConnectToken: () => Promise.reject(new ProviderError('unavailable', 'down')),
      refresh: () => Promise.reject(new ProviderError('unavailable', 'down')),
    };
    useOpenBanking(server.app, down);
    try {
      expect(await api('POST', '/open-banking/access-token', {})).toMatchObject({
        status: 502,
        body: {
          message: 'Não foi possível conectar com o banco no momento por favor tente novamente mais tarde.',
        },
      });
      expect(await api('POST', `/bankaccesses/${access._id}/sync`, {})).toMatchObject({
        status: 502,
        body: { message: 'Não foi possível sincronizar sua conta automática' },
      });
    } finally {
      useOpenBanking(server.app, fakeOpenBanking());
    }
  });
});

describe('names from the widget and the bank (audit AB6, decision 047)', () => {
  const hostile = `NuBank\u202e <img src=x onerror=alert('bank')>\nLinha 2 =1+1 ${'\u0301'.repeat(60)}`;
  const kept = "NuBank <img src=x onerror=alert('bank')> Linha 2 =1+1 \u0301\u0301\u0301";

  it('keeps the connection’s name on one line, or takes the bank’s when nothing readable is left', async () => {
    const own = client(server, (await createAccount(server)).token);
    expect(await connect(NUBANK, { institution: hostile }, own)).toMatchObject({ institution: kept });
    expect(await connect(NUBANK, { institution: '\u202e\n\u200b' }, own)).toMatchObject({
      institution: 'NuBank',
    });
  });

  it('keeps the name sent on migrating on one line', async () => {
    const ownAccount = await createAccount(server);
    const legacy = await server.app.repos.bankAccesses.create({
      userId: ownAccount.id,
      institution: 'Itaú',
      type: 'belvo',
      linkId: `belvo-hostil-${ownAccount.id}`,
      connector: 'itau_br_retail',
    });
    const body = {
      itemId: itemId('201'),
      name: 'Itaú\u202e atnoc\r\nLinha 2',
      type: 'pluggy',
      connector: 201,
    };
    const migrated = await data<Access>(
      client(server, ownAccount.token)('POST', `/bankaccesses/${legacy.id}/migrate`, body),
    );
    expect(migrated.institution).toBe('Itaú atnoc Linha 2');
  });

  it('keeps imported account names and row descriptions on one line', async () => {
    const own = client(server, (await createAccount(server)).token);
    const fake = fakeOpenBanking();
    const bank: OpenBankingProvider = {
      ...fake,
      async listAccounts(linkId) {
        return (await fake.listAccounts(linkId)).map((account) => ({
          ...account,
          name: `${account.name}\u202e\n`,
        }));
      },
      async listTransactions(accountId, from) {
        return (await fake.listTransactions(accountId, from)).map((row, index) => ({
          ...row,
          description: index === 0 ? '\u200b\u202e' : `Pix\u202e 54,321 $R\n• Pix para Ana: R$ 9.999,00`,
        }));
      },
    };
    const access = await connect(NUBANK, {}, own);
    useOpenBanking(server.app, bank);
    try {
      expect(await own('POST', `/bankaccesses/${access._id}/sync`, {})).toMatchObject({ status: 200 });
    } finally {
      useOpenBanking(server.app, fakeOpenBanking());
    }
    const names = (await data<Access>(own('GET', `/bankaccesses/${access._id}`))).payments.map((p) => p.name);
    expect(names.sort()).toEqual(['NuBank Conta Corrente', 'NuBank Mastercard']);
    const imported = (
      await data<{ items: Row[] }>(
        own('GET', `/transactions?startDate=${addDays(today, -100)}&endDate=${today}`),
      )
    ).items;
    expect(imported.length).toBeGreaterThan(2);
    expect(new Set(imported.map((row) => row.name))).toEqual(
      new Set(['Pix 54,321 $R • Pix para Ana: R$ 9.999,00', 'NuBank Conta Corrente', 'NuBank Mastercard']),
    );
  });
});
