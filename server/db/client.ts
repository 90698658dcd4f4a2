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
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, a dropped test database) must not
    // crash the process: the pool discards it and opens a new one on the next query.
    pool.on('error', () => undefined);
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
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
    return { db: db as unknown as Db, kind: 'pglite', close };
  } catch (error) {
    unlock();
    throw error;
  }
}
