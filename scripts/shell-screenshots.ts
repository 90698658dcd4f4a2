/**
 * Screenshots of the signed-in shell of every built brand (run `npm run build:brands` first):
 * Prism serves the contract's examples, `vite preview` serves dist/<brand>, Debian's Chromium shoots.
 * Usage: tsx scripts/shell-screenshots.ts [outDir]   (default /tmp/team)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const outDir = process.argv[2] ?? '/tmp/team';
const bin = (name: string) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const brands = readdirSync(new URL('../dist/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'assets' && entry.name !== 'docs')
  .map((entry) => entry.name);

const children: ChildProcess[] = [];
function start(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  children.push(spawn(command, args, { stdio: 'ignore', env }));
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`${url} did not come up`);
}

const token = `e30.${Buffer.from(JSON.stringify({ sub: '6650a1c2e4b0f5a1b2c3d4e5' })).toString('base64url')}.sig`;

try {
  start(bin('prism'), ['mock', '--host', '127.0.0.1', '--port', '4010', 'src/api/gen/openapi.json']);
  await waitFor('http://127.0.0.1:4010/health');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  for (const [index, brand] of brands.entries()) {
    const port = 4173 + index;
    start(bin('vite'), ['preview', '--outDir', `dist/${brand}`, '--port', String(port), '--strictPort'], {
      ...process.env,
      BRAND: brand,
      VITE_API_PROXY: 'http://127.0.0.1:4010',
    });
    await waitFor(`http://127.0.0.1:${port}/`);
    for (const [suffix, viewport] of [
      ['', { width: 1280, height: 800 }],
      ['-narrow', { width: 420, height: 800 }],
    ] as const) {
      const page = await browser.newPage({ viewport });
      await page.addInitScript((value) => {
        localStorage.setItem('token', value);
        localStorage.setItem('id', '6650a1c2e4b0f5a1b2c3d4e5');
      }, token);
      await page.goto(`http://127.0.0.1:${port}/movimentacoes`);
      await page.getByRole('navigation').waitFor({ state: 'attached' });
      if (suffix) await page.getByRole('button', { name: 'Abrir menu' }).click();
      else await page.getByRole('button', { name: 'Sair' }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${outDir}/shot-${brand}${suffix}.png` });
      console.log(`${outDir}/shot-${brand}${suffix}.png`, await page.url());
      await page.close();
    }
  }
  await browser.close();
} finally {
  for (const child of children) child.kill('SIGTERM');
}
