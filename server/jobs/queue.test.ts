import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { startTestServer, type TestServer } from '../test/helper.ts';
import { BACKOFF_BASE_MS, backoffMs } from './backoff.ts';
import { manualClock } from './clock.ts';
import { createJobRunner, type JobDefinition, PermanentJobError } from './runner.ts';

// Runs on PGlite, and on PostgreSQL under scripts/with-postgres.sh (which also runs the two-process case).
const T0 = new Date('2026-03-10T12:00:00Z');
const clock = manualClock(T0);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    jobs: { run: false, pollMs: 50, reminderSweepMs: 60_000, clockStart: undefined, clock },
  });
});
afterAll(() => server.close());

const uniqueKey = (label: string) => `test:${label}:${randomUUID()}`;

function runnerWith(definitions: JobDefinition[], app = server.app) {
  return createJobRunner({ app, definitions, periodic: [], clock, pollMs: 50 });
}

describe('the job queue', () => {
  it('schedules an occurrence once, whoever asks again', async () => {
    const key = uniqueKey('once');
    const job = { name: 'test.noop', key, runAt: clock.now() };
    expect(await server.app.repos.jobs.enqueue([job])).toBe(1);
    expect(await server.app.repos.jobs.enqueue([job, job])).toBe(0);
    const runs: string[] = [];
    const report = await runnerWith([{ name: 'test.noop', run: async (c) => void runs.push(c.key) }]).tick();
    expect(runs).toEqual([key]);
    expect(report.done).toBe(1);
    expect((await server.app.repos.jobs.findByKey(key))?.finishedAt).toEqual(clock.now());
  });

  it('leaves a job in the future alone until its time', async () => {
    const key = uniqueKey('later');
    await server.app.repos.jobs.enqueue([
      { name: 'test.later', key, runAt: new Date(T0.getTime() + 60_000) },
    ]);
    const runs: string[] = [];
    const runner = runnerWith([{ name: 'test.later', run: async (c) => void runs.push(c.key) }]);
    await runner.tick();
    expect(runs).toEqual([]);
    clock.advance(60_000);
    await runner.tick();
    expect(runs).toEqual([key]);
    clock.set(T0);
  });

  it('leases a claimed job: another worker cannot take it until the lease ends', async () => {
    const key = uniqueKey('lease');
    await server.app.repos.jobs.enqueue([{ name: 'test.lease', key, runAt: T0 }]);
    const jobs = server.app.repos.jobs;
    const lease = new Date(T0.getTime() + 5 * 60_000);
    const first = await jobs.claim('worker-a', T0, lease, 10);
    expect(first.map((job) => job.key)).toContain(key);
    expect(await jobs.claim('worker-b', T0, lease, 10)).toEqual([]);
    // worker-a died: after its lease the job is due again, with its attempt counted.
    const again = await jobs.claim(
      'worker-b',
      new Date(lease.getTime() + 1),
      new Date(lease.getTime() + 60_000),
      10,
    );
    expect(again.map((job) => [job.key, job.attempts, job.lockedBy])).toEqual([[key, 2, 'worker-b']]);
    await jobs.complete(again[0]?.id ?? '', 'worker-b', T0);
  });

  it('retries a failing job with exponential backoff, then succeeds', async () => {
    const key = uniqueKey('flaky');
    await server.app.repos.jobs.enqueue([{ name: 'test.flaky', key, runAt: clock.now() }]);
    let calls = 0;
    const runner = runnerWith([
      {
        name: 'test.flaky',
        run: async () => {
          calls += 1;
          if (calls < 3) throw new Error(`banco fora do ar (${calls})`);
        },
      },
    ]);
    expect(await runner.tick()).toMatchObject({ done: 0, retried: 1 });
    let row = await server.app.repos.jobs.findByKey(key);
    expect(row?.runAt.getTime()).toBe(T0.getTime() + BACKOFF_BASE_MS);
    expect(row?.lastError).toContain('banco fora do ar (1)');

    clock.advance(BACKOFF_BASE_MS - 1_000);
    expect(await runner.tick()).toMatchObject({ done: 0, retried: 0 });
    clock.advance(1_000);
    expect(await runner.tick()).toMatchObject({ retried: 1 });
    row = await server.app.repos.jobs.findByKey(key);
    expect(row?.runAt.getTime()).toBe(clock.now().getTime() + 2 * BACKOFF_BASE_MS);

    clock.advance(2 * BACKOFF_BASE_MS);
    expect(await runner.tick()).toMatchObject({ done: 1 });
    row = await server.app.repos.jobs.findByKey(key);
    expect([calls, row?.attempts, row?.failed, row?.lastError]).toEqual([3, 3, false, null]);
    clock.set(T0);
  });

  it('gives up after the last attempt, and at once on a permanent error', async () => {
    const doomed = uniqueKey('doomed');
    const hopeless = uniqueKey('hopeless');
    await server.app.repos.jobs.enqueue([
      { name: 'test.doomed', key: doomed, runAt: T0, maxAttempts: 2 },
      { name: 'test.hopeless', key: hopeless, runAt: T0 },
    ]);
    const runner = runnerWith([
      { name: 'test.doomed', run: () => Promise.reject(new Error('sempre falha')) },
      { name: 'test.hopeless', run: () => Promise.reject(new PermanentJobError('pedido malformado')) },
    ]);
    expect(await runner.tick()).toMatchObject({ retried: 1, failed: 1 });
    clock.advance(backoffMs(1));
    expect(await runner.tick()).toMatchObject({ retried: 0, failed: 1 });
    for (const key of [doomed, hopeless]) {
      const row = await server.app.repos.jobs.findByKey(key);
      expect(row?.failed).toBe(true);
      expect(row?.finishedAt).not.toBeNull();
    }
    clock.set(T0);
  });

  it('runs a job queued with a nudge at once, not at the next poll an hour later', async () => {
    const ran = new Map<string, () => void>();
    const done = (key: string) => new Promise<void>((resolve) => ran.set(key, resolve));
    const runner = createJobRunner({
      app: server.app,
      definitions: [{ name: 'test.nudged', run: async (c) => ran.get(c.key)?.() }],
      periodic: [],
      clock,
      pollMs: 3_600_000,
    });
    const first = uniqueKey('first');
    const firstRan = done(first);
    await server.app.repos.jobs.enqueue([{ name: 'test.nudged', key: first, runAt: clock.now() }]);
    runner.start();
    try {
      await firstRan;
      // The start's tick is over and the next poll is an hour away.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const queued = uniqueKey('queued');
      const queuedRan = done(queued);
      await server.app.repos.jobs.enqueue([{ name: 'test.nudged', key: queued, runAt: clock.now() }]);
      runner.nudge();
      const late = new Promise((resolve) => setTimeout(() => resolve('not run'), 5000));
      expect(await Promise.race([queuedRan.then(() => 'run'), late])).toBe('run');
    } finally {
      await runner.stop();
    }
  });

  it('backs off 30 s, 1 min, 2 min... up to an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(backoffMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe.runIf(process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  it('run each job exactly once when they claim at the same moment', async () => {
    const other = await buildApp({ ...server.app.config, dataDir: `${server.dataDir}/other` });
    try {
      const keys = Array.from({ length: 40 }, () => uniqueKey('shared'));
      await server.app.repos.jobs.enqueue(keys.map((key) => ({ name: 'test.shared', key, runAt: T0 })));
      const runs: Array<{ key: string; worker: string }> = [];
      const recorder = (worker: string): JobDefinition => ({
        name: 'test.shared',
        run: async (c) => {
          runs.push({ key: c.key, worker });
          await new Promise((resolve) => setTimeout(resolve, 2));
        },
      });
      await Promise.all([runnerWith([recorder('a')]).tick(), runnerWith([recorder('b')], other).tick()]);
      expect(runs.map((run) => run.key).sort()).toEqual([...keys].sort());
    } finally {
      await other.close();
    }
  });
});
