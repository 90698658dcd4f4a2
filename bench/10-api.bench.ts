import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { loadConfig } from '../server/config.ts';
import { categories, transactions } from '../server/db/schema.ts';
import { addMonthsToKey, dateInMonth } from '../server/domain/dates.ts';
import { toDecimalString } from '../server/domain/money.ts';
import { writeSection } from './results.ts';

const ROWS = 100_000;
const MONTHS = 120;
const FIRST_MONTH = '2017-01';
const MEASURED_MONTH = '2021-06';
const CONNECTIONS = 20;
const SECONDS = 10;
const BATCH = 2_000;

interface Figure {
  name: string;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

/** 100,000 rows for one user over ten years (about 830 a month) across wallets and categories. */
async function seed(app: Awaited<ReturnType<typeof buildApp>>) {
  const email = 'bench@exemplo.com.br';
  const password = 'senha-bench-123';
  const user = await app.repos.users.create({
    email,
    name: 'Bench',
    passwordHash: await hashPassword(password),
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
  for (let start = 0; start < ROWS; start += BATCH) {
    const values = Array.from({ length: Math.min(BATCH, ROWS - start) }, (_, offset) => {
      const n = start + offset;
      const month = addMonthsToKey(FIRST_MONTH, n % MONTHS);
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
  const login = await app.inject({
    method: 'POST',
    url: '/api/users/authenticate',
    payload: { email, password },
  });
  return (login.json() as { data: { accessToken: string } }).data.accessToken;
}

async function measure(url: string, token: string, name: string): Promise<Figure> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

async function run(backend: string): Promise<Figure[]> {
  const dataDir = await mkdtemp(join(tmpdir(), 'finance-bench-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }),
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    staticDir: undefined,
    seedDemo: false,
    jwtSecret: 'bench-secret-bench-secret-bench-secret',
  };
  const app = await buildApp(config);
  try {
    const started = Date.now();
    const token = await seed(app);
    console.log(`${backend}: seeded ${ROWS} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const end = dateInMonth(MEASURED_MONTH, 31);
    const period = `startDate=${MEASURED_MONTH}-01&endDate=${end}`;
    const list = await measure(`${base}/api/transactions?${period}`, token, 'GET /transactions (one month)');
    const summary = await measure(`${base}/api/balances?${period}`, token, 'GET /balances (summary)');
    return [list, summary];
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const table = (backend: string, figures: Figure[]) =>
  figures
    .map((f) => `| ${backend} | ${f.name} | ${f.p50} | ${f.p99} | ${f.requests} | ${f.errors} |`)
    .join('\n');

const backend = process.env.DATABASE_URL ? 'PostgreSQL 15' : 'PGlite (embedded)';
const figures = await run(backend);
console.log(table(backend, figures));

if (process.env.BENCH_CHILD) {
  console.log(`FIGURES ${JSON.stringify(figures)}`);
} else {
  // The same run against a throwaway PostgreSQL server, through the test script that starts it.
  const root = fileURLToPath(new URL('..', import.meta.url));
  const child = spawnSync(
    'bash',
    ['scripts/with-postgres.sh', process.execPath, '--import', 'tsx', 'bench/10-api.bench.ts'],
    {
      cwd: root,
      env: { ...process.env, BENCH_CHILD: '1' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  process.stdout.write(child.stdout ?? '');
  const line = /FIGURES (.*)/.exec(child.stdout ?? '')?.[1];
  const pgFigures: Figure[] = line ? JSON.parse(line) : [];
  writeSection(
    'api',
    `## API latency (\`bench/10-api.bench.ts\`)

${ROWS.toLocaleString('en')} transactions for one user over ${MONTHS} months (about ${Math.round(ROWS / MONTHS)} a month),
${CONNECTIONS} concurrent clients for ${SECONDS} s per call, one server process, on this machine (2 shared cores).
Measured month ${MEASURED_MONTH}. Latencies in milliseconds (autocannon).

| database | call | p50 | p99 | requests | errors |
| --- | --- | ---: | ---: | ---: | ---: |
${table(backend, figures)}
${table('PostgreSQL 15', pgFigures)}

Run on ${new Date().toISOString().slice(0, 10)}; load average at the end ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')} (1/5/15 min): other work on the machine inflates these figures.`,
  );
}
