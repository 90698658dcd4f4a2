import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { decide, refund, type ThrottlePolicy } from '../auth/throttle.ts';
import type { Executor } from '../db/client.ts';
import { knownLoginAddresses, throttles, users } from '../db/schema.ts';

export interface ThrottleClaim {
  key: string;
  policy: ThrottlePolicy;
}

export type ClaimResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Throttle counters kept in the database, so every server process sees the same limits. A claim
 * locks its rows (in key order, so two claims never deadlock) and counts the try before the caller
 * does the slow or costly work: a burst of parallel requests cannot all pass a check first.
 */
export function throttlesRepository(db: Executor) {
  async function lockRows(tx: Executor, keys: string[], now: Date) {
    await tx
      .insert(throttles)
      .values(keys.map((key) => ({ key, count: 0, updatedAt: now })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(throttles)
      .where(inArray(throttles.key, keys))
      .orderBy(throttles.key)
      .for('update');
    return new Map(rows.map((row) => [row.key, row]));
  }

  return {
    /** Counts one try on every key, or on none when any of them must still wait. */
    claim(claims: ThrottleClaim[], now = new Date()): Promise<ClaimResult> {
      const sorted = [...claims].sort((a, b) => a.key.localeCompare(b.key));
      return db.transaction(async (tx) => {
        const rows = await lockRows(
          tx,
          sorted.map((claim) => claim.key),
          now,
        );
        const decisions = sorted.map((claim) => ({
          claim,
          decision: decide(claim.policy, rows.get(claim.key), now),
        }));
        const waits = decisions.flatMap(({ decision }) =>
          decision.allowed ? [] : [decision.retryAfterSeconds],
        );
        if (waits.length > 0) return { allowed: false, retryAfterSeconds: Math.max(...waits) };
        for (const { claim, decision } of decisions)
          if (decision.allowed)
            await tx.update(throttles).set(decision.next).where(eq(throttles.key, claim.key));
        return { allowed: true };
      });
    },

    /** Gives back the try each key counted: it was legitimate. */
    refund(claims: ThrottleClaim[], now = new Date()): Promise<void> {
      const sorted = [...claims].sort((a, b) => a.key.localeCompare(b.key));
      return db.transaction(async (tx) => {
        const rows = await lockRows(
          tx,
          sorted.map((claim) => claim.key),
          now,
        );
        for (const claim of sorted) {
          const row = rows.get(claim.key);
          if (row)
            await tx
              .update(throttles)
              .set(refund(claim.policy, row, now))
              .where(eq(throttles.key, claim.key));
        }
      });
    },

    /**
     * Counters untouched since `before` and not holding a wait: `decide` would start them from zero
     * anyway (FORGET_AFTER_MS), so the periodic purge removes them (decision 474).
     */
    async purgeForgotten(before: Date, now: Date): Promise<number> {
      const rows = await db
        .delete(throttles)
        .where(
          and(
            sql`${throttles.updatedAt} < ${before}`,
            or(sql`${throttles.blockedUntil} is null`, sql`${throttles.blockedUntil} < ${now}`),
          ),
        )
        .returning({ key: throttles.key });
      return rows.length;
    },

    async clear(...keys: string[]): Promise<void> {
      if (keys.length > 0) await db.delete(throttles).where(inArray(throttles.key, keys));
    },

    /** Every password-guess counter of one account: the account-wide one and each address's. */
    async clearAccount(email: string): Promise<void> {
      await db
        .delete(throttles)
        .where(
          or(
            eq(throttles.key, `login:account:${email}`),
            sql`starts_with(${throttles.key}, ${`login:pair:${email}|`})`,
          ),
        );
    },

    /** Whether the account with this e-mail has signed in from `address` in the last `days`. */
    async isKnownAddress(email: string, address: string, days: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: knownLoginAddresses.userId })
        .from(knownLoginAddresses)
        .innerJoin(users, eq(users.id, knownLoginAddresses.userId))
        .where(
          and(
            eq(users.email, email),
            eq(knownLoginAddresses.address, address),
            sql`${knownLoginAddresses.lastSuccessAt} > now() - make_interval(days => ${days})`,
          ),
        );
      return row !== undefined;
    },

    async rememberAddress(userId: string, address: string): Promise<void> {
      await db
        .insert(knownLoginAddresses)
        .values({ userId, address })
        .onConflictDoUpdate({
          target: [knownLoginAddresses.userId, knownLoginAddresses.address],
          set: { lastSuccessAt: new Date() },
        });
    },
  };
}

export type ThrottlesRepository = ReturnType<typeof throttlesRepository>;
