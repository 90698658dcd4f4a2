import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { loadAverage, writeSection } from './results.ts';
import { MEASURED_MONTH, MONTHS, monthPeriod, ROWS, SEARCHED, seedBenchUser } from './seed.ts';

const CONNECTIONS = 20;
const SECONDS = 10;
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
const root = fileURLToPath(new URL('..', import.meta.url));

interface Figure {
  name: string;
  /** Under load (absent for a call measured alone only). */
  p50?: number;
  p99?: number;
  requests?: number;
  errors?: number;
  /** Median latency of one request at a time. */
  single?: number;
}

/** One request at a time: the latency of an answer when nothing queues in front of it. */
async function single(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  before?: () => Promise<unknown>,
): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < 30; round++) {
    await before?.();
    const started = performance.now();
    await app.inject({ url, headers });
    times.push(performance.now() - started);
  }
  return Math.round(times.sort((a, b) => a - b)[15] ?? 0);
}

/** What a write does to every cached answer of the user: a new data version (decision 360). */
const bumpVersions = (app: FastifyInstance) =>
  app.database.db.execute(sql`update data_versions set version = version + 1`);

/**
 * autocannon runs in a process of its own: in the server's process, parsing 20 clients' answers
 * would compete with the server for its one event loop and be counted as server latency.
 */
async function measure(
  url: string,
  headers: Record<string, string>,
  name: string,
  expected: 200 | 304 = 200,
): Promise<Figure> {
  const headerArgs = Object.entries(headers).flatMap(([key, value]) => ['-H', `${key}=${value}`]);
  const { stdout } = await promisify(execFile)(
    join(root, 'node_modules/.bin/autocannon'),
    ['--json', '-c', String(CONNECTIONS), '-d', String(SECONDS), ...headerArgs, url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as {
    latency: { p50: number; p99: number };
    requests: { total: number };
    errors: number;
    non2xx: number;
    '3xx': number;
  };
  // A revalidation succeeds with 304, which autocannon counts among the non-2xx answers.
  const wrong = expected === 304 ? result.requests.total - result['3xx'] : result.non2xx;
  return {
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + Math.max(0, wrong),
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
    const token = await seedBenchUser(app);
    console.log(`${backend}: seeded ${ROWS} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const auth = { authorization: `Bearer ${token}` };
    const month = `/api/transactions?${monthPeriod()}`;
    const figures: Figure[] = [];
    // The month's first answer after a write: queried, presented and serialised (alone only: under
    // load every request after the first is served from the serialised answer of that version).
    const uncached = await single(app, month, auth, () => bumpVersions(app));
    figures.push({ name: 'GET /transactions (one month), first answer after a write', single: uncached });
    const alone = await single(app, month, auth);
    figures.push({
      ...(await measure(`${base}${month}`, auth, 'GET /transactions (one month), no client copy')),
      single: alone,
    });
    // What a browser sends: the answer goes out in brotli, compressed once per data version (decision 376).
    const asBrowser = { ...auth, 'accept-encoding': 'gzip, deflate, br, zstd' };
    const aloneBrowser = await single(app, month, asBrowser);
    figures.push({
      ...(await measure(
        `${base}${month}`,
        asBrowser,
        'GET /transactions (one month), no client copy, brotli',
      )),
      single: aloneBrowser,
    });
    const tag = String((await app.inject({ url: month, headers: auth })).headers.etag);
    const revalidate = { ...auth, 'if-none-match': tag };
    const aloneRevalidated = await single(app, month, revalidate);
    figures.push({
      ...(await measure(
        `${base}${month}`,
        revalidate,
        'GET /transactions (one month), revalidated: 304',
        304,
      )),
      single: aloneRevalidated,
    });
    for (const [url, name] of [
      [`/api/balances?${monthPeriod()}`, 'GET /balances (summary)'],
      [
        `/api/transactions/search?q=${encodeURIComponent(SEARCHED)}`,
        `GET /transactions/search ("${SEARCHED}", all history)`,
      ],
    ] as const) {
      // Both answer from the kept answer of their tag after the first (decision 376): the cost of
      // computing one shows in the row "first answer after a write".
      const computed = await single(app, url, auth, () => bumpVersions(app));
      figures.push({ name: `${name}, first answer after a write`, single: computed });
      const aloneCall = await single(app, url, auth);
      figures.push({ ...(await measure(`${base}${url}`, auth, name)), single: aloneCall });
    }
    return figures;
  } finally {
    // Answers still in flight when the load stops would otherwise meet a closed pool.
    await settle();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const table = (backend: string, figures: Figure[]) =>
  figures
    .map(
      (f) =>
        `| ${backend} | ${f.name} | ${f.single} | ${f.p50 ?? '—'} | ${f.p99 ?? '—'} | ${f.requests === undefined ? '—' : (f.requests / SECONDS).toFixed(0)} | ${f.errors ?? '—'} |`,
    )
    .join('\n');

const backend = process.env.DATABASE_URL ? 'PostgreSQL 15' : 'PGlite (embedded)';
const loadBefore = loadAverage();
const figures = await run(backend);
console.log(table(backend, figures));

if (process.env.BENCH_CHILD) {
  console.log(`FIGURES ${JSON.stringify(figures)}`);
} else {
  // The same run against a throwaway PostgreSQL server, through the test script that starts it.
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
one server process; autocannon in a separate process with ${CONNECTIONS} concurrent clients for ${SECONDS} s per call,
on this machine (2 cores shared with the load generator, the database and other work).
Measured month ${MEASURED_MONTH}. "alone" is the median of 30 requests one at a time (in-process inject);
p50/p99 are under load. "no client copy" sends no If-None-Match (the server answers from its serialised
answer of the data version, decision 361); "revalidated" sends the month's ETag and gets 304 (decision 360);
the search finds "${SEARCHED}" by name among all ${ROWS.toLocaleString('en')} rows (decision 362).
Latencies in milliseconds; rows without "brotli" send no Accept-Encoding (plain JSON); the "brotli" row
asks as a browser does and gets the kept compressed bytes (decision 376).

| database | call | alone | p50 | p99 | req/s | errors |
| --- | --- | ---: | ---: | ---: | ---: | ---: |
${table(backend, figures)}
${table('PostgreSQL 15', pgFigures)}

Run on ${new Date().toISOString().slice(0, 10)}; load average ${loadBefore} at the start and ${loadAverage()} at the end
(1/5/15 min, 2 cores): other work on the machine inflates these figures.`,
  );
}
