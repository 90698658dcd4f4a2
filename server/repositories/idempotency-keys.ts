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
    /** Every expired key, whoever it belongs to (the periodic purge, decision 474). */
    async purgeAllExpired(): Promise<number> {
      const rows = await db
        .delete(idempotencyKeys)
        .where(sql`${idempotencyKeys.createdAt} < ${KEPT}`)
        .returning({ key: idempotencyKeys.key });
      return rows.length;
    },

    /**
     * Takes the key for this request; false when it is already taken. A key older than 24 hours
     * that the periodic purge has not removed yet is taken over, as if it were gone. A duplicate
     * running at the same time waits here on the primary key until the first one commits or rolls back.
     */
    async claim(userId: string, key: string, fingerprint: string): Promise<boolean> {
      const rows = await db
        .insert(idempotencyKeys)
        .values({ userId, key, fingerprint })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.key],
          set: { fingerprint, statusCode: null, body: null, createdAt: sql`now()` },
          setWhere: sql`${idempotencyKeys.createdAt} < ${KEPT}`,
        })
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
