import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../server/auth/passwords.ts';
import { categories, transactions } from '../server/db/schema.ts';
import { toDecimalString } from '../server/domain/money.ts';
import { addMonthsToKey, dateInMonth } from '../src/lib/dates.ts';

export const ROWS = 100_000;
export const MONTHS = 120;
export const FIRST_MONTH = '2017-01';
export const MEASURED_MONTH = '2021-06';
/** A name the search finds in 11 of the 100,000 rows ('Compra 4242' and 'Compra 42420' to '42429'). */
export const SEARCHED = 'compra 4242';
const BATCH = 2_000;
const EMAIL = 'bench@exemplo.com.br';
const PASSWORD = 'senha-bench-123';

/** The bench user's query string for one month (the screen's default period). */
export const monthPeriod = () => `startDate=${MEASURED_MONTH}-01&endDate=${dateInMonth(MEASURED_MONTH, 31)}`;

export interface SeedSize {
  rows: number;
  months: number;
}

/** 100,000 rows for one user over ten years (about 830 a month) across wallets and categories. */
async function seedRows(app: FastifyInstance, { rows, months }: SeedSize) {
  const user = await app.repos.users.create({
    email: EMAIL,
    name: 'Bench',
    passwordHash: await hashPassword(PASSWORD),
    active: true,
  });
  const wallet = await app.repos.ledger.defaultWallet(user.id);
  const account = await app.repos.payments.create({
    userId: user.id,
    name: 'Conta',
    type: 'debit',
    accountType: 'Conta corrente',
  });
  const cats = await app.database.db.select().from(categories).where(eq(categories.group, 'expenses'));
  const revenue = (await app.repos.categories.findByCode('salario'))?.id ?? null;
  for (let start = 0; start < rows; start += BATCH) {
    const values = Array.from({ length: Math.min(BATCH, rows - start) }, (_, offset) => {
      const n = start + offset;
      const month = addMonthsToKey(FIRST_MONTH, n % months);
      const income = n % 20 === 0;
      return {
        userId: user.id,
        paymentId: n % 3 === 0 ? wallet?.id : account.id,
        categoryId: income ? revenue : (cats[n % cats.length]?.id ?? null),
        transactionType: income ? 'revenues' : 'expenses',
        name: income ? 'Salário' : `Compra ${n}`,
        value: toDecimalString(income ? 250_000 + (n % 997) : -(100 + ((n * 7919) % 50_000))),
        date: dateInMonth(month, 1 + (n % 28)),
        paid: n % 5 !== 0,
      };
    });
    await app.database.db.insert(transactions).values(values);
  }
  // What autovacuum does shortly after a bulk load: fresh statistics and a visibility map.
  await app.database.db.execute(sql`vacuum analyze transactions`);
}

/**
 * Seeds the bench user (100,000 rows unless told otherwise) unless the database already has it (a
 * profiling run may reuse a seeded PostgreSQL), then signs in and returns the bearer token.
 */
export async function seedBenchUser(
  app: FastifyInstance,
  size: SeedSize = { rows: ROWS, months: MONTHS },
): Promise<string> {
  if (!(await app.repos.users.findByEmail(EMAIL))) await seedRows(app, size);
  const login = await app.inject({
    method: 'POST',
    url: '/api/users/authenticate',
    payload: { email: EMAIL, password: PASSWORD },
  });
  return (login.json() as { data: { accessToken: string } }).data.accessToken;
}
