import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { addMonthsToKey } from '../src/lib/dates.ts';
import { type RunningServer, startServer } from '../tests/e2e/support/server.ts';
import { FIRST_MONTH, seedBenchUser } from './seed.ts';

// What the transactions-screen benches (40 and 41) share: the household of 10,000 transactions over
// 12 months on the real server, Debian's Chromium, and the moment rows are painted.

export const ROWS = 10_000;
export const MONTHS = 12;
export const OPENED_MONTH = addMonthsToKey(FIRST_MONTH, 5);
export const ROW = '[data-testid="transaction-row"]';

/**
 * Resolves, in the page, once the first frame in which `condition` (an expression in the page's
 * source) holds has been painted, with performance.now() then. The check runs in each frame's
 * animation callbacks, before that frame's style, layout and paint; a task queued there runs after
 * them. That task is queued at user-blocking priority (`scheduler.postTask`), so it runs before the
 * page's own tasks already waiting, such as React's background renders. (Until 2026-11-26 the benches
 * waited for the next frame's callbacks first, one frame late: 22-35 ms after the paint in a trace of
 * the month change. Until 2026-11-27 the task was an ordinary message, which ran after React's
 * waiting slices: 15-25 ms after the paint once the month change deferred its summary, decision 429.)
 * Source text, not a function: tsx would wrap a function's inner helpers in a `__name` the page does
 * not have.
 */
export function paintedWhen(page: Page, condition: string): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const check = () => {
      if (!(${condition})) {
        requestAnimationFrame(check);
        return;
      }
      scheduler.postTask(() => resolve(performance.now()), { priority: 'user-blocking' });
    };
    requestAnimationFrame(check);
  })`);
}

/** The paint of the first frame holding rows, or a first row whose text differs from `before`. */
export function untilPainted(page: Page, before: string | null): Promise<number> {
  const first = `document.querySelector(${JSON.stringify(ROW)})`;
  return paintedWhen(
    page,
    before === null
      ? `${first} !== null`
      : `${first} !== null && ${first}.textContent !== ${JSON.stringify(before)}`,
  );
}

/** A fresh browser context (empty cache) at the benches' window size, locale and time zone, signed out. */
export function plainContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
}

/** A fresh browser context (empty cache) whose pages start signed in. */
export async function signedInContext(browser: Browser, token: string): Promise<BrowserContext> {
  const id = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string })
    .sub;
  const context = await plainContext(browser);
  await context.addInitScript(
    ({ token, id }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('id', id);
    },
    { token, id },
  );
  return context;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Median (min–max), in whole milliseconds. */
export const ms = (values: number[]) =>
  `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

/**
 * Builds the SPA, seeds the household into a new data folder and starts the real server (its own
 * process, embedded database, the production build) on it; `run` gets the server and the household's
 * token, and the server and folder go afterwards.
 */
export async function withBenchServer<T>(
  run: (server: RunningServer, token: string) => Promise<T>,
): Promise<T> {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
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
    try {
      return await run(server, token);
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
