import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { attempts } from '../db/schema.ts';

/** Failure counters kept in the database, so every server process sees the same limits. */
export function attemptsRepository(db: Executor) {
  return {
    async countSince(key: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(attempts)
        .where(and(eq(attempts.key, key), gt(attempts.createdAt, since)));
      return row?.n ?? 0;
    },

    async record(...keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.insert(attempts).values(keys.map((key) => ({ key })));
    },

    async clear(key: string): Promise<void> {
      await db.delete(attempts).where(eq(attempts.key, key));
    },

    async purgeBefore(before: Date): Promise<void> {
      await db.delete(attempts).where(lt(attempts.createdAt, before));
    },
  };
}

export type AttemptsRepository = ReturnType<typeof attemptsRepository>;
