import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one data-access type: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs start-up work (migrations, the demo seed) while no other server process on this database
   * runs its own; not re-entrant (a nested call would wait on itself).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock key of start-up work; any number no other code of ours locks. */
const START_UP_LOCK = 4_726_305_118;

/**
 * Processes started together on one PostgreSQL (a first deployment with two replicas, a rolling
 * update bringing a migration) would otherwise run the migrations and the demo seed at once, and the
 * later one crash on the earlier one's rows (audit Y6, decision 036). The lock is a transaction's,
 * held open on a connection of its own while `work` runs on others: it ends with that transaction
 * or with the connection when a process dies, and a pooler in transaction mode keeps it on one
 * server connection, where a session lock could be taken on one and released on another.
 */
async function exclusively<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  let broken: Error | undefined;
  try {
    await holder.query('begin');
    await holder.query(`select pg_advisory_xact_lock(${START_UP_LOCK})`);
    return await work();
  } finally {
    await holder.query('rollback').catch((error: Error) => {
      broken = error;
    });
    holder.release(broken);
  }
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, a dropped test database) must not
    // crash the process: the pool discards it and opens a new one on the next query.
    pool.on('error', () => undefined);
    const db = drizzleNodePg(pool, { schema });
    const exclusive = <T>(work: () => Promise<T>) => exclusively(pool, work);
    try {
      await exclusive(() => migrateNodePg(db, { migrationsFolder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Db, kind: 'postgres', exclusive, close: () => pool.end() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const unlock = await lockDataDir(options.dataDir);
  try {
    // Search's index needs both (migration 0011); PostgreSQL ships them as contrib extensions.
    const client = new PGlite(`${options.dataDir}/pgdata`, { extensions: { pg_trgm, unaccent } });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    const close = async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    };
    // The data folder's lock already keeps every other process out.
    const exclusive = <T>(work: () => Promise<T>) => work();
    return { db: db as unknown as Db, kind: 'pglite', exclusive, close };
  } catch (error) {
    unlock();
    throw error;
  }
}
