import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema.ts';
import { categoryId, client, createdId, data } from '../../test/client.ts';
import { createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

// Audit X5: a card closing on the 30th and due on the 31st was due on 30/11, the day its invoice
// closed ('vencida em 30/11/2026' the next morning); in February close 29 and due 30 met on the 28th.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const stored = (card: string) =>
  server.app.database.db
    .select({ month: invoices.month, closingDate: invoices.closingDate, dueDate: invoices.dueDate })
    .from(invoices)
    .where(eq(invoices.paymentId, card))
    .orderBy(asc(invoices.month));

async function cardWithPurchases(closeOn: number, dueOn: number, dates: string[]): Promise<string> {
  const api = client(server, (await createAccount(server)).token);
  const card = await createdId(
    api('POST', '/payments', {
      name: 'Cartão Fim',
      type: 'credit',
      flag: 'Elo',
      invoiceCloseOn: closeOn,
      paid: dueOn,
      limit: 3000,
    }),
  );
  const category = await categoryId(api, 'Supermercado');
  for (const date of dates)
    await data(
      api('POST', '/transactions', {
        name: 'Compra',
        value: -200,
        date,
        transactionType: 'expenses',
        category,
        payment: card,
      }),
      201,
    );
  return card;
}

describe('an invoice is never due on the day it closes', () => {
  it('moves a due day cut to the month’s length to the following month', async () => {
    const november = await cardWithPurchases(30, 31, ['2026-11-10', '2026-12-10']);
    expect(await stored(november)).toEqual([
      { month: '2026-11-01', closingDate: '2026-11-30', dueDate: '2026-12-31' },
      { month: '2026-12-01', closingDate: '2026-12-30', dueDate: '2026-12-31' },
    ]);
    const february = await cardWithPurchases(29, 30, ['2026-02-10']);
    expect(await stored(february)).toEqual([
      { month: '2026-02-01', closingDate: '2026-02-28', dueDate: '2026-03-30' },
    ]);
  });

  it('mends the due dates stored before (migration 0021), and no other', async () => {
    const card = await cardWithPurchases(30, 31, ['2026-11-10', '2026-12-10', '2027-02-10']);
    // As the old rule stored them: November's and February's due on their close dates.
    await server.app.database.db
      .update(invoices)
      .set({ dueDate: sql`${invoices.closingDate}` })
      .where(sql`${invoices.paymentId} = ${card} and ${invoices.month} in ('2026-11-01', '2027-02-01')`);
    const migration = readFileSync(
      new URL('../../db/migrations/0021_invoice_due_after_close.sql', import.meta.url),
      'utf8',
    );
    await server.app.database.db.execute(sql.raw(migration));
    expect((await stored(card)).map((row) => [row.closingDate, row.dueDate])).toEqual([
      ['2026-11-30', '2026-12-31'],
      ['2026-12-30', '2026-12-31'],
      ['2027-02-28', '2027-03-31'],
    ]);
  });
});
