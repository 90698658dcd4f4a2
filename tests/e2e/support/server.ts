import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort } from '../../../scripts/free-port.ts';
import {
  copyDatabaseTemplate,
  providedDatabaseTemplate,
  testDataRoot,
} from '../../../server/test/database-template.ts';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Wall-clock instants (ms) just before the process was spawned and when it first answered. */
  spawnedAt: number;
  healthyAt: number;
  stop(): Promise<void>;
  /**
   * Stops this process and starts another on the same port and data folder with `env` added: the
   * browser's pages keep their origin, and with it their sessions.
   */
  restart(env: Record<string, string>): Promise<RunningServer>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} not healthy after ${timeoutMs} ms`);
}

/** A new data folder, with the run's migrated database in it when the run made one (decision 399). */
async function freshDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(testDataRoot(), 'e2e-data-'));
  const template = await providedDatabaseTemplate();
  if (template) await copyDatabaseTemplate(template, dataDir);
  return dataDir;
}

/**
 * Starts the real server (`npm run serve` entry) on 127.0.0.1 with a fresh embedded database, or on
 * `options.dataDir` (a journey that stops the server to change its database and starts it again);
 * a data folder given by the caller is the caller's to remove.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await freshDataDir());
  return launch(env, dataDir, await freePort(), !options.dataDir);
}

/** One server process; `ownsDataDir`: the folder goes when the server stops. */
async function launch(
  env: Record<string, string>,
  dataDir: string,
  port: number,
  ownsDataDir: boolean,
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const spawnedAt = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const halt = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  };
  const stop = async () => {
    await halt();
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const restart = async (more: Record<string, string>) => {
    await halt();
    return launch({ ...env, ...more }, dataDir, port, ownsDataDir);
  };
  try {
    await waitForHealth(url, child, 60_000);
  } catch (error) {
    // A server that never became healthy is still ours to stop, with its data folder.
    await stop();
    throw error;
  }
  return { url, dataDir, spawnedAt, healthyAt: Date.now(), stop, restart };
}
