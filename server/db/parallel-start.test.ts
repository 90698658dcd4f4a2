import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { DEMO_ACCOUNTS, ensureDemoData } from '../demo/seed.ts';
import { testDataRoot } from '../test/database-template.ts';

const base = process.env.DATABASE_URL;
const journal = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as {
  entries: unknown[];
};

const opened: FastifyInstance[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const app of opened) await app.close();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A database nobody has migrated yet, as a first deployment finds it. */
async function emptyDatabase(): Promise<string> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(`create database ${name}`);
  cleanups.push(() => adminQuery(`drop database if exists ${name} with (force)`));
  const url = new URL(base ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/** A server process's app on `databaseUrl`: `buildApp` migrates and seeds categories and content. */
async function buildProcess(databaseUrl: string): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(join(testDataRoot(), 'finance-parallel-start-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const app = await buildApp({
    ...loadConfig({ NODE_ENV: 'test' }),
    dataDir,
    databaseUrl,
    staticDir: undefined,
  });
  opened.push(app);
  return app;
}

/** What `server/index.ts` does before it listens: the app, then the demo accounts when missing. */
const startProcess = async (databaseUrl: string) => ensureDemoData(await buildProcess(databaseUrl));

async function count(databaseUrl: string, text: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(text);
    return Number(rows[0]?.n);
  } finally {
    await client.end();
  }
}

describe.runIf(base)('two server processes started together on one PostgreSQL (audit Y6)', () => {
  it('both start on a new database: migrations and demo applied once, demo account there once', async () => {
    const databaseUrl = await emptyDatabase();
    const started = await Promise.allSettled([startProcess(databaseUrl), startProcess(databaseUrl)]);
    expect(
      started.map((result) =>
        result.status === 'rejected' ? String(result.reason).split('\n')[0] : 'started',
      ),
    ).toEqual(['started', 'started']);
    // Exactly one of the two created the demo; the other found it there.
    expect(started.map((result) => result.status === 'fulfilled' && result.value).sort()).toEqual([
      false,
      true,
    ]);
    expect(await count(databaseUrl, 'select count(*) as n from drizzle.__drizzle_migrations')).toBe(
      journal.entries.length,
    );
    for (const account of Object.values(DEMO_ACCOUNTS))
      expect(
        await count(databaseUrl, `select count(*) as n from users where email = '${account.email}'`),
      ).toBe(1);
  }, 180_000);

  it('both start on a database migrated before (a rolling update): the demo is created once', async () => {
    const databaseUrl = await emptyDatabase();
    // The audit's step 2: one process migrated it with SEED_DEMO=0.
    await buildProcess(databaseUrl);
    const started = await Promise.allSettled([startProcess(databaseUrl), startProcess(databaseUrl)]);
    expect(
      started.map((result) =>
        result.status === 'rejected' ? String(result.reason).split('\n')[0] : 'started',
      ),
    ).toEqual(['started', 'started']);
    expect(
      await count(databaseUrl, `select count(*) as n from users where email = '${DEMO_ACCOUNTS.demo.email}'`),
    ).toBe(1);
  }, 180_000);
});
