import { existsSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client.ts';

// Every server test file gets a database of its own. Making one from nothing (PGlite's initdb and
// the migrations) took 4-6 s per file on the 2-core CI machine, 44 files over; a copy of one made
// once per run, in memory, takes about 0.3 s and opens in about 0.4 s (docs/decisions/399).

/** Where test data folders go: RAM when the system has it (Linux), the temp folder otherwise. */
export function testDataRoot(): string {
  return existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
}

/** The folder under a data folder that holds the embedded database (`server/db/client.ts`). */
const PGDATA = 'pgdata';

/**
 * Makes, in `runDir`, the embedded database exactly as the server makes it on a first start (the
 * same `openDatabase`, so the same extensions and migrations), closed, and returns its data folder.
 */
export async function makeDatabaseTemplate(runDir: string): Promise<string> {
  const dataDir = await mkdtemp(join(runDir, 'template-'));
  const database = await openDatabase({ dataDir });
  await database.close();
  return join(dataDir, PGDATA);
}

/**
 * The template the run's global setup made (`server/test/global-setup.ts`), if any: none outside
 * Vitest (`npm run fuzz`, the benches), and an empty one on PostgreSQL, where a server makes its
 * database itself.
 */
export async function providedDatabaseTemplate(): Promise<string> {
  if (!process.env.VITEST) return '';
  const { inject } = await import('vitest');
  return inject('databaseTemplate') ?? '';
}

/** Puts a copy of the template where the server opens its embedded database in `dataDir`. */
export async function copyDatabaseTemplate(template: string, dataDir: string): Promise<void> {
  await cp(template, join(dataDir, PGDATA), { recursive: true });
}
