import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { invoices, transactions } from '../db/schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

export interface InvoiceFilter {
  userIds: string[];
  /** Invoices closing within these dates (inclusive). */
  closeFrom?: string;
  closeTo?: string;
}

export interface InvoiceSums {
  itemsCents: number;
  paidCents: number;
  carriedCents: number;
}

export function invoicesRepository(db: Executor) {
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
      if (filter.userIds.length === 0) return Promise.resolve([]);
      const where = [inArray(invoices.userId, filter.userIds)];
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
      const centsWhere = (
        column:
          | typeof transactions.invoiceId
          | typeof transactions.paymentInvoiceReferenceId
          | typeof transactions.invoiceReferenceId,
      ) =>
        sql<string>`coalesce(sum(${transactions.value}) filter (where ${column} = ${invoiceId}) * 100, 0)::bigint::text`;
      const [row] = await db
        .select({
          items: centsWhere(transactions.invoiceId),
          payments: centsWhere(transactions.paymentInvoiceReferenceId),
          carried: centsWhere(transactions.invoiceReferenceId),
        })
        .from(transactions)
        .where(
          or(
            eq(transactions.invoiceId, invoiceId),
            eq(transactions.paymentInvoiceReferenceId, invoiceId),
            eq(transactions.invoiceReferenceId, invoiceId),
          ),
        );
      const itemsCents = Number(row?.items ?? 0);
      const paymentsCents = Number(row?.payments ?? 0);
      const carriedCents = Number(row?.carried ?? 0);
      return { itemsCents, paidCents: -paymentsCents, carriedCents };
    },
  };
}

export type InvoicesRepository = ReturnType<typeof invoicesRepository>;
