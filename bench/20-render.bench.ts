import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { brandPlugin } from '../scripts/vite-brand-plugin.ts';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { loadAverage, writeSection } from './results.ts';

// Time to render the transactions screen with 5,000 rows in Debian's Chromium: a production Vite
// build of bench/render (the screen under its route, data from MSW in the page), served from
// 127.0.0.1, opened RUNS times in a fresh browser context each; one warm-up run is not counted.
const ROWS = 5000;
const RUNS = 9;
const root = fileURLToPath(new URL('..', import.meta.url));
const msWorker = join(root, 'node_modules/msw/lib/mockServiceWorker.js');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

interface Run {
  mount: number;
  answered: number;
  painted: number;
  rowsInDom: number;
}

async function buildPage(outDir: string): Promise<void> {
  await build({
    root: join(root, 'bench/render'),
    configFile: false,
    logLevel: 'error',
    plugins: [react(), brandPlugin({ root, brandId: 'default' })],
    resolve: { alias: { '@': join(root, 'src') } },
    build: { outDir, emptyOutDir: true },
  });
}

/** The built page and MSW's worker script, nothing else. */
function serve(dir: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://bench').pathname;
    const file =
      path === '/mockServiceWorker.js' ? msWorker : join(dir, normalize(path === '/' ? 'index.html' : path));
    const found = file.startsWith(dir) || file === msWorker ? await stat(file).catch(() => null) : null;
    if (!found?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const ms = (value: number) => Math.round(value);

async function measure(url: string): Promise<Run[]> {
  const browser = await launchBrowser();
  try {
    const runs: Run[] = [];
    for (let round = 0; round <= RUNS; round++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
      const page = await context.newPage();
      await page.goto(url);
      const handle = await page.waitForFunction(() => window.renderBench, undefined, { timeout: 60_000 });
      const run = (await handle.jsonValue()) as Run;
      await context.close();
      if (round > 0) runs.push(run);
    }
    return runs;
  } finally {
    await browser.close();
  }
}

const loadBefore = loadAverage();
const outDir = await mkdtemp(join(tmpdir(), 'render-bench-'));
try {
  await buildPage(outDir);
  const server = await serve(outDir);
  const { port } = server.address() as AddressInfo;
  const runs = await measure(`http://127.0.0.1:${port}/?rows=${ROWS}`).finally(() => server.close());
  const navigation = runs.map((run) => run.painted);
  const render = runs.map((run) => run.painted - run.mount);
  const afterData = runs.map((run) => run.painted - run.answered);
  const figures = {
    navigation: ms(median(navigation)),
    render: ms(median(render)),
    afterData: ms(median(afterData)),
    renderMin: ms(Math.min(...render)),
    renderMax: ms(Math.max(...render)),
    rowsInDom: runs[0]?.rowsInDom ?? 0,
  };
  console.log(`FIGURES ${JSON.stringify(figures)}`);
  writeSection(
    'render',
    `## Transactions screen render (\`bench/20-render.bench.ts\`)

The screen under its route with ${ROWS.toLocaleString('en')} rows of one month, a production build of
\`bench/render\` (data answered in the page by MSW from \`src/testing/money-fakes.ts\`), Debian's
Chromium headless without GPU, 1280×800, a fresh browser context per run; median of ${RUNS} runs after
one warm-up. "render" runs from React's first render (bundle loaded, MSW ready) to the first frame
showing rows, the fetch of the month's rows through the worker included; "after data" is the part
of it from the rows' answer to that frame (JSON, filters, totals, table model, chart, rows);
"navigation" runs from navigation start to that frame. Milliseconds; the issue's aim is a render
under 200 ms.

| rows | render (median) | render (min–max) | after data (median) | navigation (median) | rows in the DOM |
| ---: | ---: | ---: | ---: | ---: | ---: |
| ${ROWS.toLocaleString('en')} | ${figures.render} | ${figures.renderMin}–${figures.renderMax} | ${figures.afterData} | ${figures.navigation} | ${figures.rowsInDom} |

Run on ${new Date().toISOString().slice(0, 10)}; load average ${loadBefore} at the start and ${loadAverage()} at the end
(1/5/15 min, 2 cores): other work on the machine inflates these figures.`,
  );
} finally {
  await rm(outDir, { recursive: true, force: true });
}
