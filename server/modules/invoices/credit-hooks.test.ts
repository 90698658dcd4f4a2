import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../../../src/lib/dates.ts';
import { fakeOpenBanking } from '../../open-banking/fake.ts';
import type { OpenBankingProvider, ProviderTransaction } from '../../open-banking/index.ts';
import { useOpenBanking } from '../../open-banking/index.ts';
import { type Client, categoryId, client, createdId, data } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

// Decision 034: an overpaid invoice's credit reaches the last invoice with charges. Every write that
// puts a charge on a card, or takes one off, keeps that true: not only a purchase typed by hand, but
// a card subscription's next month, an onboarding, a bank import and a merge of an imported row.

interface Invoice {
  _id: string;
  creditCardId: string;
  closeOnDay: string;
  balance: number;
  creditCarried?: number;
  items: Array<{ name: string; value: number }>;
}

let server: TestServer;
const today = todayIso();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function household(): Promise<{ api: Client; userId: string; checking: string; market: string }> {
  const account = await createAccount(server);
  const api = client(server, account.token);
  const checking = await createdId(
    api('POST', '/payments', {
      name: 'Conta Inter',
      type: 'debit',
      accountType: 'Conta corrente',
      value: 10000,
    }),
  );
  return { api, userId: account.id, checking, market: await categoryId(api, 'Supermercado') };
}

const newCard = (api: Client) =>
  createdId(
    api('POST', '/payments', {
      name: 'Visa Família',
      type: 'credit',
      flag: 'Visa',
      invoiceCloseOn: 5,
      paid: 12,
      limit: 5000,
    }),
  );

const purchase = (api: Client, card: string, market: string, value: number, date: string, extra = {}) =>
  data(
    api('POST', '/transactions', {
      name: 'Compra',
      value,
      date,
      transactionType: 'expenses',
      category: market,
      payment: card,
      ...extra,
    }),
    201,
  );

async function invoicesOf(api: Client, card: string): Promise<Invoice[]> {
  const list = await data<{ items: Invoice[] }>(api('GET', '/invoices?ignoreInvoicePeriod=true'));
  return list.items
    .filter((invoice) => invoice.creditCardId === card)
    .sort((a, b) => a.closeOnDay.localeCompare(b.closeOnDay));
}

/** Pays the card's first invoice with `value` from the checking account. */
async function payFirst(api: Client, card: string, checking: string, value: number): Promise<void> {
  const [first] = await invoicesOf(api, card);
  await data(
    api('POST', '/invoices', {
      name: 'Pagamento de fatura',
      value,
      date: first?.closeOnDay,
      paid: true,
      transactionType: 'expenses',
      payment: checking,
      paymentInvoiceReferenceId: first?._id,
    }),
    201,
  );
}

/** Each invoice's balance, with the invoices that hold no money at all left out. */
const balances = async (api: Client, card: string) =>
  (await invoicesOf(api, card)).map((invoice) => invoice.balance).filter((balance) => balance !== 0);

describe('an overpaid invoice’s credit follows charges from every kind of write (decision 034)', () => {
  it('reaches a card subscription’s months that a later read adds', async () => {
    const { api, checking, market } = await household();
    const card = await newCard(api);
    await purchase(api, card, market, -1000, addDays(today, -70));
    await payFirst(api, card, checking, -3000);
    expect(await balances(api, card)).toEqual([2000]);

    await purchase(api, card, market, -100, addDays(today, 40), {
      name: 'Streaming',
      recurrent: true,
      recurrentType: 'monthly',
    });
    // The first year of it is booked at once; reading twenty months ahead adds the months after.
    await data(api('GET', `/transactions?startDate=${addDays(today, 570)}&endDate=${addDays(today, 600)}`));
    const invoices = await invoicesOf(api, card);
    const members = invoices.flatMap((invoice) => invoice.items).filter((row) => row.name === 'Streaming');
    expect(members.length).toBeGreaterThan(15);
    // The 2,000 pays twenty months of it, each invoice in turn; the months after owe theirs.
    const owed = Math.max(0, members.length - 20);
    expect(await balances(api, card)).toEqual(
      owed > 0 ? Array(owed).fill(-100) : [2000 - 100 * members.length],
    );
  });

  it('reaches an onboarding’s card purchase, and comes back when the onboarding is redone without it', async () => {
    const { api, userId, checking, market } = await household();
    const card = await newCard(api);
    await purchase(api, card, market, -1000, addDays(today, -70));
    await payFirst(api, card, checking, -2000);
    const month = `${addDays(today, 40).slice(0, 7)}-01`;
    const onboarding = (credit: object[]) => ({ user: userId, date: month, debit: [], credit, goods: [] });
    await data(
      api(
        'POST',
        '/onboarding',
        onboarding([{ date: month, category: 'Supermercado', name: 'Mercado', value: -300, payment: card }]),
      ),
      201,
    );
    expect(await balances(api, card)).toEqual([700]);

    await data(api('POST', '/onboarding', onboarding([])), 201);
    expect(await balances(api, card)).toEqual([1000]);
  });

  it('reaches a card purchase the bank import brings', async () => {
    const { api, checking } = await household();
    const bank: ProviderTransaction[] = [
      {
        id: 'compra-1',
        description: 'Loja de móveis',
        amountCents: -100000,
        date: addDays(today, -70),
        categoryCode: null,
      },
    ];
    const fake = fakeOpenBanking();
    const provider: OpenBankingProvider = {
      ...fake,
      listAccounts: async () => [
        {
          id: 'cartao-credito-1',
          kind: 'credit',
          name: 'Banco Cartão',
          number: '**** 4201',
          balanceCents: 0,
          card: { limitCents: 500000, flag: 'Visa', closeDay: 5, dueDay: 12 },
        },
      ],
      listTransactions: async () => bank,
    };
    useOpenBanking(server.app, provider);
    try {
      const access = await data<{ _id: string }>(
        api('POST', '/bankaccesses', {
          linkId: 'fake-item:212:credito-1',
          institution: 'Banco',
          type: 'pluggy',
          connector: '212',
        }),
        201,
      );
      await data(api('POST', `/bankaccesses/${access._id}/sync`, {}));
      const payments = await data<{ items: Array<{ _id: string; type: string; bankAccess?: string }> }>(
        api('GET', '/payments'),
      );
      const card = payments.items.find((wallet) => wallet.bankAccess === access._id)?._id as string;
      await payFirst(api, card, checking, -2000);
      expect(await balances(api, card)).toEqual([1000]);

      // Two invoices later the bank lists another purchase on the card.
      bank.push({
        id: 'compra-2',
        description: 'Mercado',
        amountCents: -30000,
        date: addDays(today, -1),
        categoryCode: null,
      });
      await server.app.repos.bankAccesses.update(access._id, {
        lastSynced: new Date(Date.now() - 2 * 86_400_000),
      });
      await data(api('POST', `/bankaccesses/${access._id}/sync`, {}));
      expect(await balances(api, card)).toEqual([700]);
    } finally {
      useOpenBanking(server.app, fakeOpenBanking());
    }
  });

  it('moves on when a merge takes the copy typed by hand off the card', async () => {
    const { api, checking, market } = await household();
    const card = await newCard(api);
    const bank: ProviderTransaction[] = [
      {
        id: 'conta-1',
        description: 'Mercado Bom Preço',
        amountCents: -40000,
        date: addDays(today, -1),
        categoryCode: null,
      },
    ];
    useOpenBanking(server.app, {
      ...fakeOpenBanking(),
      listAccounts: async () => [
        {
          id: 'conta-corrente-1',
          kind: 'checking',
          name: 'Banco Conta',
          number: '1234-5',
          balanceCents: 100000,
          card: null,
        },
      ],
      listTransactions: async () => bank,
    });
    try {
      await purchase(api, card, market, -1000, addDays(today, -40));
      await purchase(api, card, market, -400, addDays(today, -1), { name: 'mercado bom preço' });
      await purchase(api, card, market, -400, addDays(today, 40));
      await payFirst(api, card, checking, -1400);
      // 400 over the first invoice pays the typed purchase; the last invoice owes its 400.
      expect(await balances(api, card)).toEqual([-400]);

      const access = await data<{ _id: string }>(
        api('POST', '/bankaccesses', {
          linkId: 'fake-item:212:uniao-1',
          institution: 'Banco',
          type: 'pluggy',
          connector: '212',
        }),
        201,
      );
      await data(api('POST', `/bankaccesses/${access._id}/sync`, {}));
      const pairs = await data<{ items: Array<{ imported: { _id: string }; manual: { _id: string } }> }>(
        api('GET', '/bankmerges'),
      );
      expect(pairs.items).toHaveLength(1);
      await data(
        api('POST', '/bankmerges', {
          imported: pairs.items[0]?.imported._id,
          manual: pairs.items[0]?.manual._id,
        }),
      );
      // The typed purchase is the bank's row now, on the account: the 400 pays the last invoice.
      expect(await balances(api, card)).toEqual([]);
    } finally {
      useOpenBanking(server.app, fakeOpenBanking());
    }
  });
});

// Audit Y3: on PostgreSQL two purchases on one card at the same moment deadlocked (one answered 500),
// as each row's insert held the card before the credit's lock asked for it.
describe('purchases on one card at the same moment', () => {
  it('are all booked, on a card with a credit on its way too', async () => {
    const { api, checking, market } = await household();
    const card = await newCard(api);
    await purchase(api, card, market, -1000, addDays(today, -70));
    await payFirst(api, card, checking, -2000);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        api('POST', '/transactions', {
          name: `Compra ${index}`,
          value: -10,
          date: addDays(today, 35 * (index % 3)),
          transactionType: 'expenses',
          category: market,
          payment: card,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    // 1,000 of credit less 120 of purchases waits on the last invoice charged.
    expect(await balances(api, card)).toEqual([880]);
  });
});

describe('what an invoice says it handed on (audit AD1)', () => {
  it('names the credit each invoice handed on, so a credit passing through is not its value', async () => {
    const { api, checking, market } = await household();
    const card = await newCard(api);
    await purchase(api, card, market, -50, addDays(today, -70));
    await payFirst(api, card, checking, -80);
    await purchase(api, card, market, -330, addDays(today, 40));
    const invoices = (await invoicesOf(api, card)).filter(
      (invoice) => invoice.items.length > 0 || invoice.creditCarried !== undefined,
    );
    // The paid one hands 30 on; each month between hands the same 30 on; the one with purchases uses it.
    const first = invoices[0];
    const last = invoices.at(-1);
    expect(first?.creditCarried).toBe(30);
    for (const between of invoices.slice(1, -1)) {
      expect(between.items.map((item) => item.value)).toEqual([30]);
      expect(between.creditCarried).toBe(30);
    }
    expect(invoices.length).toBeGreaterThan(2);
    expect(last?.creditCarried).toBeUndefined();
    expect(last?.balance).toBe(-300);
  });
});
