import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../free-port.ts';
import { createAccount } from './accounts.ts';
import { checkLedger, checkResets, type Findings } from './check.ts';
import { kill, type ServerProcess, StartFailed, startServer } from './server-process.ts';
import { type Ledger, ledgerLanes, prepareLedger, type Resets, resetLane } from './workload.ts';

export interface CrashOptions {
  cycles: number;
  /** A PostgreSQL server to create a throwaway database in; PGlite in the data folder without it. */
  databaseUrl?: string;
  /** The kill comes at a random moment this long after the writes start. */
  killAfterMs: [number, number];
  log?: (line: string) => void;
}

export interface CrashReport {
  database: 'PGlite' | 'PostgreSQL';
  cycles: number;
  acknowledged: number;
  /** Acknowledged writes by kind: shows each path was exercised. */
  byKind: Record<string, number>;
  lost: string[];
  violations: string[];
  failedRestarts: string[];
  restartMs: number[];
  durationMs: number;
}

/** A database of its own in the given PostgreSQL, dropped afterwards. */
async function throwawayDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `crash_${randomUUID().replaceAll('-', '')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

const found = (findings: Findings[]) =>
  findings.flatMap((f) => [
    ...f.lost.map((l) => `  perdida: ${l}`),
    ...f.violations.map((v) => `  quebrada: ${v}`),
  ]);

const FIRST_ANSWER_LIMIT_MS = 60_000;

async function firstAnswer(ledger: Ledger): Promise<void> {
  const deadline = Date.now() + FIRST_ANSWER_LIMIT_MS;
  while (!ledger.writes.some((write) => write.state !== 'sent') && Date.now() < deadline) await sleep(20);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ([min, max]: [number, number]) => min + Math.floor(Math.random() * (max - min));

/**
 * Writes through the HTTP API of the real server process, kills it with SIGKILL at a random moment,
 * restarts it and checks what survived, `cycles` times (decision 341).
 */
export async function runCrashCycles(options: CrashOptions): Promise<CrashReport> {
  const log = options.log ?? (() => undefined);
  const began = Date.now();
  const dataDir = await mkdtemp(join(tmpdir(), 'finance-crash-'));
  const database = options.databaseUrl ? await throwawayDatabase(options.databaseUrl) : undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: url,
    // Every cycle signs up two accounts from 127.0.0.1: the per-address mail bound (decision 302)
    // is for people, not for this harness.
    MAIL_LIMIT_ADDRESS: '100000',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const report: CrashReport = {
    database: database ? 'PostgreSQL' : 'PGlite',
    cycles: 0,
    acknowledged: 0,
    byKind: {},
    lost: [],
    violations: [],
    failedRestarts: [],
    restartMs: [],
    durationMs: 0,
  };
  let server: ServerProcess | undefined;
  try {
    server = await startServer(env, url);
    for (let cycle = 1; cycle <= options.cycles; cycle += 1) {
      const ledger = await prepareLedger(await createAccount(url, dataDir));
      const resets: Resets = { account: await createAccount(url, dataDir), batches: [] };
      let stopped = false;
      const stop = () => stopped;
      const lanes = [...ledgerLanes(ledger, String(cycle)), resetLane(resets, String(cycle))].map((lane) =>
        lane(stop),
      );
      // The random moment counts from the first answer, so every cycle has writes on both sides of it.
      await firstAnswer(ledger);
      await sleep(between(options.killAfterMs));
      await kill(server);
      stopped = true;
      await Promise.all(lanes);

      const restart = Date.now();
      try {
        server = await startServer(env, url);
      } catch (error) {
        if (!(error instanceof StartFailed)) throw error;
        report.failedRestarts.push(`cycle ${cycle}: ${error.message}`);
        // A second try tells a slow release from a folder that stays locked.
        server = await startServer(env, url);
      }
      report.restartMs.push(Date.now() - restart);

      const findings = [await checkLedger(ledger), await checkResets(resets)];
      report.cycles = cycle;
      for (const found of findings) {
        report.acknowledged += found.acknowledged;
        report.lost.push(...found.lost.map((what) => `cycle ${cycle}: ${what}`));
        report.violations.push(...found.violations.map((what) => `cycle ${cycle}: ${what}`));
      }
      for (const write of [...ledger.writes, ...resets.batches.flat()])
        if (write.state === 'acked') report.byKind[write.kind] = (report.byKind[write.kind] ?? 0) + 1;
      const inFlight = [...ledger.writes, ...resets.batches.flat()].filter((w) => w.state === 'sent').length;
      log(
        `ciclo ${cycle}: ${findings.reduce((n, f) => n + f.acknowledged, 0)} escritas confirmadas, ` +
          `${inFlight} em voo na queda, reinício em ${report.restartMs.at(-1)} ms; até aqui ` +
          `${report.acknowledged} confirmadas, ${report.lost.length} perdidas, ` +
          `${report.violations.length} regras quebradas, ${report.failedRestarts.length} reinícios falhos, ` +
          `${Math.round((Date.now() - began) / 1000)} s`,
      );
      for (const line of [...found(findings)]) log(line);
    }
  } finally {
    if (server) await kill(server, 'SIGTERM');
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
    report.durationMs = Date.now() - began;
  }
  return report;
}
