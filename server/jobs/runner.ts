import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { JobRow } from '../repositories/jobs.ts';
import { retryAt } from './backoff.ts';
import type { Clock } from './clock.ts';

export interface JobContext {
  app: FastifyInstance;
  /** The app's logger with the job's name, key, attempt and worker on every line. */
  log: FastifyBaseLogger;
  /** The queue clock's time as the job starts. */
  now: Date;
  key: string;
  payload: Record<string, unknown>;
}

export interface JobDefinition {
  name: string;
  run(context: JobContext): Promise<void>;
}

/** A job scheduled once per period: its key is its name and the period's start. */
export interface PeriodicJob {
  name: string;
  everyMs: number;
}

/** A periodic job is tried this often; the next period does its work anyway. */
const PERIODIC_ATTEMPTS = 3;

/** Thrown by a job that retrying cannot help (a missing record, a malformed payload). */
export class PermanentJobError extends Error {}

export interface TickReport {
  scheduled: number;
  done: number;
  retried: number;
  failed: number;
}

export interface JobRunner {
  readonly worker: string;
  readonly clock: Clock;
  /** Schedules the periodic jobs of this moment and runs every job due, until none is left. */
  tick(): Promise<TickReport>;
  /** Polls every `pollMs` until `stop`. */
  start(): void;
  /**
   * A job someone waits for was just queued (a recovery mail): a started runner looks now instead of
   * at its next poll, or right after the tick it is running. Does nothing when not polling.
   */
  nudge(): void;
  /** Stops polling and waits for the running tick (SIGTERM, app close). */
  stop(): Promise<void>;
}

const LEASE_MS = 5 * 60_000;
const BATCH = 10;
/** A tick stops claiming after this many batches, so a long queue cannot hold a process forever. */
const MAX_BATCHES = 20;

/** Period start for a periodic job: the key two processes compute alike. */
export function periodicKey(job: PeriodicJob, now: Date): { key: string; runAt: Date } {
  const runAt = new Date(Math.floor(now.getTime() / job.everyMs) * job.everyMs);
  return { key: `${job.name}@${runAt.toISOString()}`, runAt };
}

/**
 * The queue's worker (decision 470): each server process runs one; the table in PostgreSQL decides
 * which process runs which job, so any number of them can poll the same database.
 */
export function createJobRunner(options: {
  app: FastifyInstance;
  definitions: JobDefinition[];
  periodic: PeriodicJob[];
  clock: Clock;
  pollMs: number;
}): JobRunner {
  const { app, clock } = options;
  const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const byName = new Map(options.definitions.map((definition) => [definition.name, definition]));
  const baseLog = app.log.child({ worker });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  /** Between polls, as opposed to inside a tick. */
  let waiting = false;
  let nudged = false;

  async function runOne(job: JobRow, report: TickReport) {
    const log = baseLog.child({ job: job.name, jobKey: job.key, attempt: job.attempts });
    const started = performance.now();
    try {
      const definition = byName.get(job.name);
      if (!definition) throw new Error(`no handler for job '${job.name}' in this process`);
      const payload = (job.payload ?? {}) as Record<string, unknown>;
      await definition.run({ app, log, now: clock.now(), key: job.key, payload });
      await app.repos.jobs.complete(job.id, worker, clock.now());
      report.done += 1;
      log.info({ ms: Math.round(performance.now() - started) }, 'job done');
    } catch (error) {
      const now = clock.now();
      const next = error instanceof PermanentJobError ? null : retryAt(job.attempts, job.maxAttempts, now);
      await app.repos.jobs.fail(job.id, worker, String(error), now, next);
      if (next) {
        report.retried += 1;
        log.warn({ err: error, retryAt: next.toISOString() }, 'job failed; it will be retried');
      } else {
        report.failed += 1;
        log.error({ err: error }, 'job failed for good');
      }
    }
  }

  async function tick(): Promise<TickReport> {
    const report: TickReport = { scheduled: 0, done: 0, retried: 0, failed: 0 };
    const now = clock.now();
    report.scheduled = await app.repos.jobs.enqueue(
      options.periodic.map((job) => ({
        name: job.name,
        maxAttempts: PERIODIC_ATTEMPTS,
        ...periodicKey(job, now),
      })),
    );
    for (let batch = 0; batch < MAX_BATCHES && !stopped; batch += 1) {
      const at = clock.now();
      const claimed = await app.repos.jobs.claim(worker, at, new Date(at.getTime() + LEASE_MS), BATCH);
      if (claimed.length === 0) break;
      for (const job of claimed) await runOne(job, report);
    }
    return report;
  }

  function schedule(delay: number) {
    waiting = true;
    timer = setTimeout(() => {
      waiting = false;
      nudged = false;
      running = tick()
        .catch((error: unknown) => baseLog.error({ err: error }, 'job queue tick failed'))
        .finally(() => {
          if (!stopped) schedule(nudged ? 0 : options.pollMs);
        });
    }, delay);
  }

  return {
    worker,
    clock,
    tick,
    start() {
      if (timer || stopped) return;
      baseLog.info({ pollMs: options.pollMs, clock: clock.now().toISOString() }, 'job queue started');
      schedule(0);
    },
    nudge() {
      if (stopped || !timer) return;
      if (!waiting) {
        nudged = true;
        return;
      }
      clearTimeout(timer);
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
