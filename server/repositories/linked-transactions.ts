import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { linkedTransactions } from '../db/schema.ts';

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
  };
}

export type LinkedTransactionsRepository = ReturnType<typeof linkedTransactionsRepository>;
