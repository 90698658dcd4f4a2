import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalOidcProvider, startLocalOidcProvider } from '../../server/test/oidc-provider.ts';
import { freshCpf } from './support/accounts';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { expectInApp, newPage, submitLogin } from './support/session';

// The second brand as its people see it. This file builds the demo bundle ('Cofrinha'), runs the server
// with it and a local OpenID provider on 127.0.0.1: the brand's look on every page, signed in or not,
// and its social sign-in (the default brand has it off, spec 1; the demo brand switches Google on).
let provider: LocalOidcProvider;
let server: RunningServer;
let browser: Browser;
let bundle: string;

beforeAll(async () => {
  bundle = await mkdtemp(join(tmpdir(), 'e2e-demo-brand-'));
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'error'], {
    env: { ...process.env, BRAND: 'demo', BUILD_OUT_DIR: bundle },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the demo brand did not build');
  provider = await startLocalOidcProvider();
  server = await startServer({
    BRAND: 'demo',
    STATIC_DIR: bundle,
    SOCIAL_GOOGLE_ISSUER: provider.issuer,
    SOCIAL_GOOGLE_CLIENT_ID: provider.clientId,
    SOCIAL_GOOGLE_CLIENT_SECRET: provider.clientSecret,
  });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
  if (bundle) await rm(bundle, { recursive: true, force: true });
});

async function continueWithGoogle(page: Page): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByRole('button', { name: 'Entrar com Google' }).click();
}

describe('social sign-in round trip in Chromium', () => {
  const email = `ana.google.${Date.now()}@gmail.com`;

  it('first time: Google, then the second step of sign-up, and the app signed in', async () => {
    provider.user = { sub: `g-${Date.now()}`, email, email_verified: true, name: 'Ana Google' };
    const page = await newPage(browser);
    await continueWithGoogle(page);

    await page.waitForURL('**/cadastro?social=google');
    await page.getByRole('heading', { name: 'Complete seu cadastro' }).waitFor();
    await expect(page.getByLabel('Nome', { exact: true }).inputValue()).resolves.toBe('Ana Google');
    await page.getByLabel('CPF', { exact: true }).fill(freshCpf());
    await page.getByLabel('Cidade', { exact: true }).fill('Recife');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expectInApp(page);
    // The provider vouched for the e-mail: no activation step.
    expect(new URL(page.url()).pathname).not.toBe('/account-activation');
    const id = await page.evaluate(() => localStorage.getItem('id'));
    const me = await fetch(`${server.url}/api/users/${id}`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    });
    await expect(me.json()).resolves.toMatchObject({
      data: { email, socialLogin: true, active: true, address: { city: 'Recife' } },
    });
    await page.context().close();
  });

  it('next time: Google signs the same person straight in', async () => {
    const page = await newPage(browser);
    await continueWithGoogle(page);
    await expectInApp(page);
    await page.context().close();
  });

  it('the social account cannot be entered with a password', async () => {
    const page = await newPage(browser);
    await page.goto(`${server.url}/login`);
    await submitLogin(page, email, 'senha-que-nao-existe');
    await page
      .getByText('Opa, tem algo errado com seu e-mail ou sua senha! Reveja as informações.')
      .waitFor();
    await page.context().close();
  });

  it('an e-mail that already has a password account gets the catalogue message', async () => {
    provider.user = { sub: `g-demo-${Date.now()}`, email: 'demo@exemplo.com.br', email_verified: true };
    const page = await newPage(browser);
    await continueWithGoogle(page);
    await page.getByText('Opa.. Já existe uma conta cadastrada com este e-mail!').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    await page.context().close();
  });
});

// brands/demo/theme.css: green primary on a warm page. The default brand's are blue on grey-blue.
const COFRINHA = { primary: 'rgb(27, 127, 76)', page: 'rgb(251, 247, 239)' };

describe("the demo brand's look on every page (audit V1)", () => {
  it('colours the pages outside the shell and the focus ring with the brand, not the default', async () => {
    const page = await newPage(browser);
    for (const path of ['/login', '/cadastro', '/pagina-que-nao-existe']) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading').first().waitFor();
      const look = await page.evaluate(() => ({
        primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
        page: getComputedStyle(document.body).backgroundColor,
      }));
      expect({ path, ...look }).toEqual({ path, primary: '#1b7f4c', page: COFRINHA.page });
    }

    await page.goto(`${server.url}/login`);
    // /login arrives prerendered (decision 375) and the app then puts its own view in the markup's
    // place: a button read in between is already out of the document, with no style at all.
    await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
    const enter = page.getByRole('button', { name: 'Entrar', exact: true });
    await expect(enter.evaluate((button) => getComputedStyle(button).backgroundColor)).resolves.toBe(
      COFRINHA.primary,
    );
    // The focus ring a keyboard user follows: 'Entrar' reached with Tab from the password.
    await page.getByLabel('Senha', { exact: true }).focus();
    while (!(await enter.evaluate((button) => button === document.activeElement)))
      await page.keyboard.press('Tab');
    await expect(enter.evaluate((button) => getComputedStyle(button).outlineColor)).resolves.toBe(
      COFRINHA.primary,
    );
    await page.context().close();
  });
});
