import { FORGET_AFTER_MS } from '../auth/throttle.ts';
import type { JobContext, JobDefinition } from './runner.ts';

export const MAINTENANCE = 'maintenance.purge';
/** Finished jobs are kept a week for the record (logs say the rest). */
const FINISHED_KEPT_MS = 7 * 24 * 60 * 60_000;

/**
 * Hourly housekeeping (decision 474), once across all processes: idempotency keys past their 24
 * hours, throttle counters a quiet day has reset, finished jobs past a week. Requests no longer
 * purge on their way. Keys and counters are stamped by the wall clock, so they are judged by it.
 */
async function purge({ app, log, now }: JobContext) {
  const wall = new Date();
  const [idempotencyKeys, throttles, jobs] = await Promise.all([
    app.repos.idempotencyKeys.purgeAllExpired(),
    app.repos.throttles.purgeForgotten(new Date(wall.getTime() - FORGET_AFTER_MS), wall),
    app.repos.jobs.purgeFinished(new Date(now.getTime() - FINISHED_KEPT_MS)),
  ]);
  log.info({ idempotencyKeys, throttles, jobs }, 'expired rows purged');
}

export const maintenanceJobs: JobDefinition[] = [{ name: MAINTENANCE, run: purge }];
