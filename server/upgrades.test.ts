import { and, eq, gt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '../src/lib/dates.ts';
import { categories, dataUpgrades, payments, transactions, users } from './db/schema.ts';
import { categoryId, client, createdId, data } from './test/client.ts';
import { createAccount, startTestServer, type TestServer } from './test/helper.ts';
import { upgradeData } from './upgrades.ts';

// Audit AA1: a household written by a release before decision 034 kept an overpaid invoice's credit
// in the invoice after it, though that one had no charges, and HEAD applied the rule only when the
// card was written to again. The start-up upgrade applies it once to every card.

interface Invoice {
  _id: string;
  creditCardId: string;
  closeOnDay: string;
  balance: number;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A new person with a bank account, and what they call 'Supermercado'. */
async function household(balance: number) {
  const account = await createAccount(server);
  const api = client(server, account.token);
  const market = await categoryId(api, 'Supermercado');
  const checking = await createdId(
    api('POST', '/payments', { name: 'Itaú', type: 'debit', accountType: 'Conta corrente', value: balance }),
  );
  return { account, api, market, checking };
}

describe('data upgrades at start-up', () => {
  it('moves a credit an older release left in an invoice without charges on to the next one with charges', async () => {
    const { api, market, checking } = await household(5000);
    const card = await createdId(
      api('POST', '/payments', {
        name: 'Cartão fecha 5',
        type: 'credit',
        flag: 'Visa',
        invoiceCloseOn: 5,
        paid: 12,
        limit: 5000,
      }),
    );
    const purchase = (value: number, date: string) =>
      data(
        api('POST', '/transactions', {
          name: 'Compra',
          value,
          date,
          transactionType: 'expenses',
          category: market,
          payment: card,
        }),
        201,
      );
    const invoices = async () =>
      (await data<{ items: Invoice[] }>(api('GET', '/invoices?ignoreInvoicePeriod=true'))).items
        .filter((invoice) => invoice.creditCardId === card)
        .sort((a, b) => a.closeOnDay.localeCompare(b.closeOnDay));

    const today = todayIso();
    await purchase(-250.1, addDays(today, -70));
    const [first] = await invoices();
    await data(
      api('POST', '/invoices', {
        name: 'Pagamento de fatura',
        value: -300,
        date: first?.closeOnDay,
        paid: true,
        transactionType: 'expenses',
        payment: checking,
        paymentInvoiceReferenceId: first?._id,
      }),
      201,
    );
    // The credit waits in the invoice after the paid one until a later invoice has charges.
    const second = (await invoices())[1];
    expect(second?.balance).toBe(49.9);
    await purchase(-246.92, addDays(today, 40));
    const balances = async () => (await invoices()).map((invoice) => invoice.balance).filter((b) => b !== 0);
    expect(await balances()).toEqual([-197.02]);

    // What the older release left: the first carry only, into the invoice after the paid one, and
    // none of the carries that take it on from there.
    const { db } = server.app.database;
    await db
      .delete(transactions)
      .where(
        and(
          eq(transactions.paymentId, card),
          ne(transactions.invoiceReferenceId, first?._id ?? ''),
          gt(transactions.value, '0'),
        ),
      );
    expect(await balances()).toEqual([49.9, -246.92]);

    await db.delete(dataUpgrades);
    await upgradeData(server.app);
    expect(await balances()).toEqual([-197.02]);
    // Recorded: a later start does not walk every card again.
    expect((await db.select().from(dataUpgrades)).map((row) => row.name)).toContain(
      '034-invoice-credits-carry-on',
    );
  });

  it('cleans the names an older release stored as typed, and leaves clean ones alone', async () => {
    const { account, api, market, checking: wallet } = await household(0);
    const row = await createdId(
      api('POST', '/transactions', {
        name: 'Mercado',
        value: -10,
        date: todayIso(),
        transactionType: 'expenses',
        category: market,
        payment: wallet,
      }),
    );
    // As the older release kept them: an override, a line break, a pile of accents.
    const { db } = server.app.database;
    const piled = `Carl${'\u0301'.repeat(40)}os`;
    await db
      .update(transactions)
      .set({ name: 'Aluguel \u202e54,321 $R\n• Pix: R$ 9.999,00', description: '  nota\r\n' })
      .where(eq(transactions.id, row));
    await db.update(payments).set({ name: piled }).where(eq(payments.id, wallet));
    await db.update(users).set({ name: 'Ana \u2066Souza' }).where(eq(users.id, account.id));

    await db.delete(dataUpgrades);
    await upgradeData(server.app);

    const [stored] = await db.select().from(transactions).where(eq(transactions.id, row));
    expect(stored).toMatchObject({ name: 'Aluguel 54,321 $R • Pix: R$ 9.999,00', description: 'nota' });
    const [card] = await db.select().from(payments).where(eq(payments.id, wallet));
    expect(card?.name).toBe(`Carl${'\u0301'.repeat(3)}os`);
    const [person] = await db.select().from(users).where(eq(users.id, account.id));
    expect(person?.name).toBe('Ana Souza');
    const [category] = await db.select().from(categories).where(eq(categories.id, market));
    expect(category?.name).toBe('Supermercado');
  });
});
