import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { objectives, transactions } from '../db/schema.ts';

export type ObjectiveRow = typeof objectives.$inferSelect;
export type NewObjective = typeof objectives.$inferInsert;
export type ObjectiveChange = Partial<Omit<NewObjective, 'id' | 'userId' | 'createdAt' | 'updatedAt'>>;

/** A booked deposit (negative: money left the account) or redemption (positive), paid only. */
export interface ObjectiveMovement {
  objectiveId: string;
  value: string;
  date: string;
}

export function objectivesRepository(db: Executor) {
  return {
    listFor(userId: string): Promise<ObjectiveRow[]> {
      return db
        .select()
        .from(objectives)
        .where(eq(objectives.userId, userId))
        .orderBy(asc(objectives.createdAt), asc(objectives.id));
    },

    async findById(id: string): Promise<ObjectiveRow | undefined> {
      const [row] = await db.select().from(objectives).where(eq(objectives.id, id));
      return row;
    },

    /** Holds the objective until the transaction ends, so two deposits cannot both fill the gap. */
    async lock(id: string): Promise<void> {
      await db.select({ id: objectives.id }).from(objectives).where(eq(objectives.id, id)).for('update');
    },

    /**
     * The paid rows booked for these objectives, oldest first. Rows are the truth of what was
     * deposited (decision 191): deleting one on the transactions screen lowers the objective too.
     */
    movements(objectiveIds: string[]): Promise<ObjectiveMovement[]> {
      if (objectiveIds.length === 0) return Promise.resolve([]);
      return db
        .select({ objectiveId: transactions.objectiveId, value: transactions.value, date: transactions.date })
        .from(transactions)
        .where(and(inArray(transactions.objectiveId, objectiveIds), eq(transactions.paid, true)))
        .orderBy(asc(transactions.date), asc(transactions.createdAt)) as Promise<ObjectiveMovement[]>;
    },

    /**
     * Per objective, what its paid rows on these wallets add up to, as booked (a net deposit is
     * negative): what goes with the wallets when they are removed.
     */
    movedThrough(walletIds: string[]): Promise<Array<{ objectiveId: string; value: string }>> {
      if (walletIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          objectiveId: sql<string>`${transactions.objectiveId}`,
          value: sql<string>`sum(${transactions.value})::text`,
        })
        .from(transactions)
        .where(
          and(
            inArray(transactions.paymentId, walletIds),
            isNotNull(transactions.objectiveId),
            eq(transactions.paid, true),
          ),
        )
        .groupBy(transactions.objectiveId);
    },

    async create(values: NewObjective): Promise<ObjectiveRow> {
      const [row] = await db.insert(objectives).values(values).returning();
      if (!row) throw new Error('objective insert returned nothing');
      return row;
    },

    async update(id: string, change: ObjectiveChange): Promise<ObjectiveRow | undefined> {
      const [row] = await db.update(objectives).set(change).where(eq(objectives.id, id)).returning();
      return row;
    },

    /** Booked rows stay in their account as investment history (objective_id is set null). */
    async delete(id: string): Promise<void> {
      await db.delete(objectives).where(eq(objectives.id, id));
    },
  };
}

export type ObjectivesRepository = ReturnType<typeof objectivesRepository>;
