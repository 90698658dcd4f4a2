import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCrashCycles } from '../scripts/crash/run.ts';
import { kill, StartFailed, startServer } from '../scripts/crash/server-process.ts';
import { freePort } from '../scripts/free-port.ts';

// The real server process, killed with SIGKILL mid-write and restarted (decision 341), on PGlite:
// the suite's second pass on PostgreSQL skips it to keep `npm test` short, and `npm run crash --
// --postgres` is the PostgreSQL proof (bench/RESULTS.md). A start takes 1-5 s on a quiet machine
// and up to a minute under a load of 20 on 2 cores: the limit is generous.
const CYCLE_LIMIT_MS = 20 * 60_000;

describe.skipIf(Boolean(process.env.DATABASE_URL))('crash safety', () => {
  it(
    '20 SIGKILL cycles: every restart succeeds at once, no acknowledged write is lost, the ledger rules hold',
    async () => {
      const report = await runCrashCycles({
        cycles: 20,
        databaseUrl: undefined,
        killAfterMs: [100, 800],
      });
      expect(report.failedRestarts).toEqual([]);
      expect(report.lost).toEqual([]);
      expect(report.violations).toEqual([]);
      expect(report.cycles).toBe(20);
      expect(report.acknowledged).toBeGreaterThan(20);
    },
    CYCLE_LIMIT_MS,
  );

  it(
    'a second live server on the same PGlite folder is refused with a pt-BR message naming the first',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'finance-two-servers-'));
      const start = async () => {
        const port = await freePort();
        const url = `http://127.0.0.1:${port}`;
        const env = { HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, APP_URL: url };
        return { url, server: await startServer(env, url) };
      };
      const { url, server: first } = await start();
      try {
        const second = start();
        await expect(second).rejects.toBeInstanceOf(StartFailed);
        await expect(second).rejects.toThrow(
          `A pasta de dados ${dataDir} já está em uso pelo processo ${first.child.pid}.`,
        );
        expect((await fetch(`${url}/api/health`)).status).toBe(200);
      } finally {
        await kill(first, 'SIGTERM');
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    CYCLE_LIMIT_MS,
  );
});
