import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';
import { newPage } from './session';

// Every journey file runs against its own real server and Chromium. These bindings are live: a file
// imports them and reads them in its tests once `setUpJourney()`'s hook has filled them in (each test
// file loads this module afresh).
export let server: RunningServer;
export let browser: Browser;
/** A fresh pt-BR page on São Paulo time, signed in to nothing. */
export let page: Page;

/** The file's server stopped and started again on its port and data folder, with `env` added. */
export async function restartServer(env: Record<string, string>): Promise<void> {
  server = await server.restart(env);
}

/**
 * Starts the server (with `env` added to its environment) and Chromium before the file's tests and
 * stops both after them.
 */
export function setUpJourney(env: Record<string, string> = {}): void {
  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
