import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { linkedTransactions, transactions } from '../db/schema.ts';

export type LinkedRow = typeof linkedTransactions.$inferSelect;
export type NewLinked = typeof linkedTransactions.$inferInsert;
export type LinkedChange = Partial<Omit<NewLinked, 'id' | 'userId' | 'createdAt' | 'updatedAt'>>;

export function linkedTransactionsRepository(db: Executor) {
  return {
    listFor(userId: string): Promise<LinkedRow[]> {
      return db
        .select()
        .from(linkedTransactions)
        .where(eq(linkedTransactions.userId, userId))
        .orderBy(asc(linkedTransactions.day), asc(linkedTransactions.createdAt));
    },

    async findOwn(id: string, userId: string): Promise<LinkedRow | undefined> {
      const [row] = await db
        .select()
        .from(linkedTransactions)
        .where(and(eq(linkedTransactions.id, id), eq(linkedTransactions.userId, userId)));
      return row;
    },

    async create(values: NewLinked): Promise<LinkedRow> {
      const [row] = await db.insert(linkedTransactions).values(values).returning();
      if (!row) throw new Error('linked transaction insert returned nothing');
      return row;
    },

    /**
     * An item made from a row, once: the row's item if it has one, else a new one. Two at once
     * meet at the unique index; the one that loses reads the winner's item.
     */
    async createFromRow(
      values: NewLinked & { sourceTransactionId: string },
    ): Promise<{ row: LinkedRow; created: boolean }> {
      const [row] = await db.insert(linkedTransactions).values(values).onConflictDoNothing().returning();
      if (row) return { row, created: true };
      const [existing] = await db
        .select()
        .from(linkedTransactions)
        .where(eq(linkedTransactions.sourceTransactionId, values.sourceTransactionId));
      if (!existing) throw new Error('linked transaction neither inserted nor found');
      return { row: existing, created: false };
    },

    async update(id: string, change: LinkedChange): Promise<LinkedRow | undefined> {
      const [row] = await db
        .update(linkedTransactions)
        .set(change)
        .where(eq(linkedTransactions.id, id))
        .returning();
      return row;
    },

    async delete(id: string): Promise<void> {
      await db.delete(linkedTransactions).where(eq(linkedTransactions.id, id));
    },

    /** The caller's unpaid rows up to a date, in centavos (the calendar forecast, decision 201). */
    async unpaidTransactionCents(userId: string, until: string): Promise<number> {
      const [row] = await db
        .select({ cents: sql<string>`coalesce(sum(${transactions.value}) * 100, 0)::bigint::text` })
        .from(transactions)
        .where(
          and(
            eq(transactions.userId, userId),
            eq(transactions.paid, false),
            lte(transactions.date, until),
            isNull(transactions.bankingOperationReferenceId),
            isNull(transactions.paymentInvoiceReferenceId),
          ),
        );
      return Number(row?.cents ?? 0);
    },
  };
}

export type LinkedTransactionsRepository = ReturnType<typeof linkedTransactionsRepository>;
