import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { RunningServer } from './server';

/** A page in a fresh context with the app's locale and time zone. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', ...options });
  return context.newPage();
}

/** Fills and submits the login form already on screen, without waiting for the outcome. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * Inside the main container: the sidebar is there. In a phone window it is a closed drawer, hidden
 * until 'Abrir menu' (decision 075), so it is looked for in the page, not on screen.
 */
export async function expectInApp(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Menu principal', includeHidden: true })
    .waitFor({ state: 'attached' });
}

/** Logs in through /login and waits for the app's shell. */
export async function signInInBrowser(
  page: Page,
  server: RunningServer,
  { email, password }: { email: string; password: string },
): Promise<void> {
  await page.goto(`${server.url}/login`);
  await submitLogin(page, email, password);
  await expectInApp(page);
}

/**
 * A second tab of the planner's browser opens /clientes and enters the client named `name`,
 * confirming with the planner's password, until the app shows her account.
 */
export async function enterClientInNewTab(first: Page, name: string, password: string): Promise<Page> {
  const second = await first.context().newPage();
  await second.goto(new URL('/clientes', first.url()).href);
  await second.getByRole('button', { name: `Entrar na conta de ${name}` }).click();
  await second.getByLabel('Sua senha', { exact: true }).fill(password);
  await second.getByRole('button', { name: 'Confirmar' }).click();
  await expectInApp(second);
  return second;
}
