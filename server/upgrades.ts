import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { oneLineName } from '../src/lib/text.ts';
import { reconcileCreditsOf } from './modules/invoices/credit.ts';

/** Every stored text a person types on one line, by table (decision 047). */
const ONE_LINE_TEXTS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['users', 'name'],
  ['families', 'name'],
  ['categories', 'name'],
  ['payments', 'name'],
  ['bank_accesses', 'institution'],
  ['objectives', 'name'],
  ['transactions', 'name'],
  ['transactions', 'description'],
  ['transaction_series', 'name'],
  ['transaction_series', 'description'],
  ['linked_transactions', 'name'],
  ['tasks', 'title'],
  ['tasks', 'description'],
  ['goods', 'description'],
];

/**
 * What `oneLineName` changes, as a PostgreSQL pattern, so only those rows are read: control
 * characters, line and paragraph separators, bidi controls, invisible characters at either end,
 * and four or more combining marks in a row (the usual combining blocks).
 */
const UNCLEAN = String.raw`[\x01-\x1f\x7f\u2028\u2029\u202a-\u202e\u2066-\u2069]|^[\s\u00ad\u200b-\u200f\u2060\ufeff]|[\s\u00ad\u200b-\u200f\u2060\ufeff]$|[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]{4,}`;

/** Rewrites one column's unclean texts with `oneLineName`; one that would be left empty stays as it is. */
async function cleanColumn(app: FastifyInstance, table: string, column: string): Promise<void> {
  const { db } = app.database;
  // Both drivers answer `{ rows }` (node-postgres' QueryResult, PGlite's Results).
  const { rows } = (await db.execute(
    sql`select id, ${sql.identifier(column)} as text from ${sql.identifier(table)} where ${sql.identifier(column)} ~ ${UNCLEAN}`,
  )) as unknown as { rows: Array<{ id: string; text: string }> };
  for (const row of rows) {
    const clean = oneLineName(row.text);
    if (clean === '' || clean === row.text) continue;
    await db.execute(
      sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${clean} where id = ${row.id}`,
    );
  }
}

interface DataUpgrade {
  name: string;
  run(app: FastifyInstance): Promise<void>;
}

/**
 * Rules that changed for data already stored, in the order they were made. SQL migrations move
 * columns; these apply a rule the server's own code holds, once per database, at start-up.
 */
const UPGRADES: DataUpgrade[] = [
  {
    // Decision 034 moved an overpaid invoice's credit on to the next invoice with charges, but only
    // when a card is written to; a card last written by an older release kept the credit stranded
    // and its next invoice asked its full amount (audit AA1).
    name: '034-invoice-credits-carry-on',
    async run(app) {
      for (const id of await app.repos.payments.creditCardIds()) {
        await app.repos.transaction((tx) => reconcileCreditsOf(tx, { paymentIds: [id] }));
      }
    },
  },
  {
    // Decision 047 cleans names where they enter; names stored before kept the overrides, line
    // breaks and piles of accents that reversed text, forged lines in mails and drew over rows.
    name: '047-names-one-line',
    async run(app) {
      for (const [table, column] of ONE_LINE_TEXTS) await cleanColumn(app, table, column);
    },
  },
];

/**
 * Runs the upgrades this database has not had, each recorded when done. One process at a time
 * (`exclusive`): a second one started beside it waits and then finds them recorded. A process that
 * dies halfway records nothing, and the next start runs the upgrade again, which each allows.
 */
export function upgradeData(app: FastifyInstance): Promise<void> {
  return app.database.exclusive(async () => {
    for (const upgrade of UPGRADES) {
      if (await app.repos.dataUpgrades.isDone(upgrade.name)) continue;
      await upgrade.run(app);
      await app.repos.dataUpgrades.record(upgrade.name);
      app.log.info({ upgrade: upgrade.name }, 'data upgraded');
    }
  });
}
