import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { invoices, transactions } from '../db/schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

export interface InvoiceFilter {
  userIds: string[];
  /** Only these cards' invoices (the unique index on card and month serves it). */
  paymentIds?: string[];
  /** Invoices closing within these dates (inclusive). */
  closeFrom?: string;
  closeTo?: string;
}

export interface InvoiceSums {
  itemsCents: number;
  paidCents: number;
  carriedCents: number;
  /** The credit part of `carriedCents`: what this invoice had to spare and handed on (decision 034). */
  creditCarriedCents: number;
}

const NO_SUMS: InvoiceSums = { itemsCents: 0, paidCents: 0, carriedCents: 0, creditCarriedCents: 0 };

export function invoicesRepository(db: Executor) {
  /**
   * The sums of each invoice, in one query: every row that is an item of, a payment to or a carry
   * from one of them, in integer cents, added up per invoice and role.
   */
  async function sumsOf(invoiceIds: string[]): Promise<Map<string, InvoiceSums>> {
    const byInvoice = new Map<string, InvoiceSums>(invoiceIds.map((id) => [id, { ...NO_SUMS }]));
    if (invoiceIds.length === 0) return byInvoice;
    const rows = await db
      .select({
        invoiceId: transactions.invoiceId,
        paysInvoiceId: transactions.paymentInvoiceReferenceId,
        carriedFromId: transactions.invoiceReferenceId,
        cents: sql<string>`(${transactions.value} * 100)::bigint::text`,
      })
      .from(transactions)
      .where(
        or(
          inArray(transactions.invoiceId, invoiceIds),
          inArray(transactions.paymentInvoiceReferenceId, invoiceIds),
          inArray(transactions.invoiceReferenceId, invoiceIds),
        ),
      );
    for (const row of rows) {
      const cents = Number(row.cents);
      const item = row.invoiceId ? byInvoice.get(row.invoiceId) : undefined;
      if (item) item.itemsCents += cents;
      // Payments are booked negative on the paying account; paid is what went to the invoice.
      const paid = row.paysInvoiceId ? byInvoice.get(row.paysInvoiceId) : undefined;
      if (paid) paid.paidCents -= cents;
      const carried = row.carriedFromId ? byInvoice.get(row.carriedFromId) : undefined;
      if (carried) carried.carriedCents += cents;
      if (carried && cents > 0) carried.creditCarriedCents += cents;
    }
    return byInvoice;
  }

  return {
    /** The invoice of a card for a month ('YYYY-MM'), created on first use. */
    async ensure(values: {
      userId: string;
      paymentId: string;
      month: string;
      closingDate: string;
      dueDate: string;
    }): Promise<InvoiceRow> {
      const month = `${values.month}-01`;
      await db
        .insert(invoices)
        .values({ ...values, month })
        .onConflictDoNothing({ target: [invoices.paymentId, invoices.month] });
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.paymentId, values.paymentId), eq(invoices.month, month)));
      if (!row) throw new Error('invoice upsert returned nothing');
      return row;
    },

    async findById(id: string): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row;
    },

    list(filter: InvoiceFilter): Promise<InvoiceRow[]> {
      if (filter.userIds.length === 0 || filter.paymentIds?.length === 0) return Promise.resolve([]);
      const where = [inArray(invoices.userId, filter.userIds)];
      if (filter.paymentIds) where.push(inArray(invoices.paymentId, filter.paymentIds));
      if (filter.closeFrom) where.push(gte(invoices.closingDate, filter.closeFrom));
      if (filter.closeTo) where.push(lte(invoices.closingDate, filter.closeTo));
      return db
        .select()
        .from(invoices)
        .where(and(...where))
        .orderBy(asc(invoices.closingDate), asc(invoices.paymentId));
    },

    /** Ids of the items (card rows) of each invoice, in date order. */
    async itemIds(invoiceIds: string[]): Promise<Map<string, string[]>> {
      const byInvoice = new Map<string, string[]>(invoiceIds.map((id) => [id, []]));
      if (invoiceIds.length === 0) return byInvoice;
      const rows = await db
        .select({ id: transactions.id, invoiceId: transactions.invoiceId })
        .from(transactions)
        .where(inArray(transactions.invoiceId, invoiceIds))
        .orderBy(asc(transactions.date), asc(transactions.createdAt));
      for (const row of rows) if (row.invoiceId) byInvoice.get(row.invoiceId)?.push(row.id);
      return byInvoice;
    },

    /**
     * What the balance of decision 103 needs: items, payments made, carries produced. One query:
     * the invoice is paid inside a transaction, whose one connection must not be sent a second
     * query while the first runs (node-postgres warns, and refuses from pg 9).
     */
    async sums(invoiceId: string): Promise<InvoiceSums> {
      return (await sumsOf([invoiceId])).get(invoiceId) ?? { ...NO_SUMS };
    },

    sumsOf,
  };
}

export type InvoicesRepository = ReturnType<typeof invoicesRepository>;
