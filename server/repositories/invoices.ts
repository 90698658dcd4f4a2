import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
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

const CENTS = sql<string>`coalesce(sum(${transactions.value}) * 100, 0)::bigint::text`;

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

    /** What the balance of decision 103 needs: items, payments made, carries produced. */
    async sums(invoiceId: string): Promise<InvoiceSums> {
      const read = async (
        column:
          | typeof transactions.invoiceId
          | typeof transactions.paymentInvoiceReferenceId
          | typeof transactions.invoiceReferenceId,
      ) => {
        const [row] = await db.select({ cents: CENTS }).from(transactions).where(eq(column, invoiceId));
        return Number(row?.cents ?? 0);
      };
      const [itemsCents, paymentsCents, carriedCents] = await Promise.all([
        read(transactions.invoiceId),
        read(transactions.paymentInvoiceReferenceId),
        read(transactions.invoiceReferenceId),
      ]);
      return { itemsCents, paidCents: -paymentsCents, carriedCents };
    },
  };
}

export type InvoicesRepository = ReturnType<typeof invoicesRepository>;
