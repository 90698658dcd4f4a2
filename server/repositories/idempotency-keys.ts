import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/** How long a key answers with its first result (decision 312). */
const KEPT = sql`now() - interval '24 hours'`;

export function idempotencyKeysRepository(db: Executor) {
  const ofKey = (userId: string, key: string) =>
    and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  return {
    /** The user's keys older than 24 hours go; their key may then be used again. */
    async purgeExpired(userId: string): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), sql`${idempotencyKeys.createdAt} < ${KEPT}`));
    },

    /** Every expired key, whoever it belongs to (at start-up). */
    async purgeAllExpired(): Promise<void> {
      await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < ${KEPT}`);
    },

    /**
     * Takes the key for this request; false when it is already taken. A duplicate running at the
     * same time waits here on the primary key until the first one commits or rolls back.
     */
    async claim(userId: string, key: string, fingerprint: string): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values({ userId, key, fingerprint })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length === 1;
    },

    async find(userId: string, key: string): Promise<IdempotencyKeyRow | undefined> {
      const [row] = await db.select().from(idempotencyKeys).where(ofKey(userId, key));
      return row;
    },

    async remember(userId: string, key: string, statusCode: number, body: unknown): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ statusCode, body: JSON.stringify(body) })
        .where(ofKey(userId, key));
    },
  };
}
