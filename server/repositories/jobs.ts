import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  name: string;
  /** One occurrence: a second enqueue with the same key does nothing. */
  key: string;
  payload?: Record<string, unknown>;
  runAt: Date;
  maxAttempts?: number;
}

/**
 * The job queue's SQL (decision 470). Times come from the caller's clock, never from the
 * database's `now()`, so tests and the scale check move time without waiting.
 */
export function jobsRepository(db: Executor) {
  return {
    /** Schedules the jobs whose keys are new; answers how many were. */
    async enqueue(list: NewJob[]): Promise<number> {
      if (list.length === 0) return 0;
      const rows = await db
        .insert(jobs)
        .values(list.map((job) => ({ ...job, payload: job.payload ?? {} })))
        .onConflictDoNothing({ target: jobs.key })
        .returning({ id: jobs.id });
      return rows.length;
    },

    /**
     * Leases up to `limit` due jobs to `worker` until `leaseUntil`. Rows another process is
     * claiming at this moment are skipped (SKIP LOCKED), and a leased row is not due again until
     * its lease ends, so no job runs in two places at once.
     */
    claim(worker: string, now: Date, leaseUntil: Date, limit: number): Promise<JobRow[]> {
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            isNull(jobs.finishedAt),
            lte(jobs.runAt, now),
            or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
          ),
        )
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(jobs)
        .set({ lockedBy: worker, lockedUntil: leaseUntil, attempts: sql`${jobs.attempts} + 1` })
        .where(inArray(jobs.id, due))
        .returning();
    },

    async complete(id: string, worker: string, now: Date): Promise<void> {
      await db
        .update(jobs)
        .set({ finishedAt: now, lockedUntil: null, lastError: null })
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker)));
    },

    /** Puts the job back for `retryAt`, or finishes it as failed when `retryAt` is null. */
    async fail(id: string, worker: string, error: string, now: Date, retryAt: Date | null): Promise<void> {
      const change = retryAt
        ? { runAt: retryAt, lockedUntil: null, lastError: error }
        : { finishedAt: now, failed: true, lockedUntil: null, lastError: error };
      await db
        .update(jobs)
        .set(change)
        .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker)));
    },

    async findByKey(key: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.key, key));
      return row;
    },

    /** Which of these keys are already scheduled (the sweeps skip them). */
    async existingKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db.select({ key: jobs.key }).from(jobs).where(inArray(jobs.key, keys));
      return new Set(rows.map((row) => row.key));
    },

    /** Finished jobs older than `before` go; their keys are past occurrences nobody schedules again. */
    async purgeFinished(before: Date): Promise<number> {
      const rows = await db.delete(jobs).where(lt(jobs.finishedAt, before)).returning({ id: jobs.id });
      return rows.length;
    },
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;
