import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { addMonthsToKey } from '../src/lib/dates.ts';
import { startServer } from '../tests/e2e/support/server.ts';
import { writeSection } from './results.ts';
import { FIRST_MONTH, seedBenchUser } from './seed.ts';

// The transactions screen as a user meets it (issue 12 item 8): 10,000 transactions over 12 months
// (833 a month) on the real server (its own process, embedded database, the production build it
// serves), in Debian's Chromium. Per run, in a fresh browser context (empty cache): a full page load
// of /movimentacoes to the first frame showing rows, then a press on 'Próximo mês' to the first frame
// showing the next month's rows, the JS heap after a garbage collection at both points; then, in a
// second context, the screen opened and reloaded, to the first frame showing rows.
const ROWS = 10_000;
const MONTHS = 12;
const RUNS = 7;
const OPENED_MONTH = addMonthsToKey(FIRST_MONTH, 5);
const ROW = '[data-testid="transaction-row"]';

interface Run {
  load: number;
  monthChange: number;
  clickCall: number;
  reload: number;
  heapAfterLoad: number;
  heapAfterChange: number;
}

/**
 * Resolves, in the page, at the first frame after rows show (or after the first row's text differs
 * from `before`), with performance.now() then. Source text, not a function: tsx would wrap a
 * function's inner helpers in a `__name` the page does not have.
 */
function untilPainted(page: Page, before: string | null): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const before = ${JSON.stringify(before)};
    const check = () => {
      const first = document.querySelector(${JSON.stringify(ROW)});
      if (first === null || (before !== null && first.textContent === before)) {
        requestAnimationFrame(check);
        return;
      }
      // The frame that shows them has been painted once a task queued after it runs.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    };
    check();
  })`);
}

async function usedHeap(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

/** A fresh browser context (empty cache) whose pages start signed in. */
async function signedInContext(browser: Browser, token: string, id: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  await context.addInitScript(
    ({ token, id }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('id', id);
    },
    { token, id },
  );
  return context;
}

/**
 * A person's F5 on the screen, in a context of its own so that no forced garbage collection comes
 * between the two loads: the first fills the cache, the reload is timed to the first frame with rows.
 */
async function reloaded(browser: Browser, url: string, token: string, id: string): Promise<number> {
  const context = await signedInContext(browser, token, id);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await untilPainted(page, null);
    await page.reload({ waitUntil: 'commit' });
    return await untilPainted(page, null);
  } finally {
    await context.close();
  }
}

async function measure(url: string, token: string, runs: number): Promise<Run[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const id = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string })
    .sub;
  try {
    const results: Run[] = [];
    // Round 0 warms the server (and the database's caches) and is not counted.
    for (let round = 0; round <= runs; round++) {
      const context = await signedInContext(browser, token, id);
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'commit' });
      // performance.now() counts from the navigation's start.
      const load = await untilPainted(page, null);
      const heapAfterLoad = await usedHeap(page);
      const before = await page.locator(ROW).first().textContent();
      // The press's own time stamp, set when the browser dispatched it: a busy page's delay counts.
      // Source text for the reason untilPainted gives.
      await page.evaluate(`document.addEventListener('pointerdown', (event) => {
        window.pressedAt = event.timeStamp;
      }, { capture: true, once: true })`);
      const started = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: 'Próximo mês', exact: true }).click();
      const painted = await untilPainted(page, before);
      const pressedAt = (await page.evaluate('window.pressedAt')) as number;
      const monthChange = painted - pressedAt;
      const clickCall = painted - started;
      const heapAfterChange = await usedHeap(page);
      await context.close();
      const reload = await reloaded(browser, url, token, id);
      if (round > 0) results.push({ load, monthChange, clickCall, reload, heapAfterLoad, heapAfterChange });
    }
    return results;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const ms = (values: number[]) =>
  `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
const mb = (values: number[]) => (median(values) / 1024 / 1024).toFixed(1);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
const loadBefore = load();
const dataDir = await mkdtemp(join(tmpdir(), 'finance-page-bench-'));
try {
  const app = await buildApp({
    ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }),
    dataDir,
    staticDir: undefined,
    seedDemo: false,
  });
  const token = await seedBenchUser(app, { rows: ROWS, months: MONTHS });
  await app.close();
  // The token's signing secret lives in the database: the server on the same folder accepts it.
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '0' });
  let runs: Run[];
  try {
    runs = await measure(`${server.url}/movimentacoes?month=${OPENED_MONTH}`, token, RUNS);
  } finally {
    await server.stop();
  }
  const figures = {
    load: ms(runs.map((run) => run.load)),
    monthChange: ms(runs.map((run) => run.monthChange)),
    clickCall: ms(runs.map((run) => run.clickCall)),
    reload: ms(runs.map((run) => run.reload)),
    heapAfterLoad: mb(runs.map((run) => run.heapAfterLoad)),
    heapAfterChange: mb(runs.map((run) => run.heapAfterChange)),
  };
  console.log(`FIGURES ${JSON.stringify(figures)}`);
  writeSection(
    'transactions-page',
    `## Transactions screen on the real server (\`bench/40-transactions-page.bench.ts\`)

${ROWS.toLocaleString('en')} transactions over ${MONTHS} months (about ${Math.round(ROWS / MONTHS)} a month) for one user, the real server in its
own process (embedded database, serving the production build, compressed), Debian's Chromium
headless without GPU, 1280×800, a fresh browser context (empty cache) per run; median (min–max) of
${RUNS} runs after one warm-up. "page load" runs from navigation start to the first frame showing rows
of ${OPENED_MONTH}; "month change" from the press on 'Próximo mês' (the time stamp of its \`pointerdown\`, set
when the browser dispatched it) to the first frame showing the next month's rows; "click call" from
before Playwright's \`click()\` to that frame, so it adds Playwright's own checks (the button visible,
stable over two animation frames, hit-tested) before it presses; "reload" is a second fresh context
that opens the screen once and is then reloaded (the files from the browser's cache, the reads
revalidated), from the reload's navigation start to the first frame showing rows; the heap is V8's used heap after a forced garbage collection. Aims (issue 12): page load at most 200 ms, month change at most 100 ms,
heap at most 20 MB.

| page load (ms) | month change (ms) | click call (ms) | reload (ms) | heap after load (MB) | heap after month change (MB) |
| ---: | ---: | ---: | ---: | ---: | ---: |
| ${figures.load} | ${figures.monthChange} | ${figures.clickCall} | ${figures.reload} | ${figures.heapAfterLoad} | ${figures.heapAfterChange} |

Run on ${new Date().toISOString().slice(0, 10)}; load average ${loadBefore} at the start and ${load()} at the end
(1/5/15 min, 2 cores, shared with other work): the machine's load inflates these figures.`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
