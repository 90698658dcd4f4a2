import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type OutboxMail, sixDigitCode } from '../../server/mail/outbox.ts';
import {
  DEMO_CLIENT_EMAIL as CLIENT_EMAIL,
  DEMO_CLIENT_NAME as CLIENT_NAME,
  DEMO_ACCOUNT,
  DEMO_PASSWORD,
  freshCpf,
  DEMO_PLANNER as PLANNER,
} from './support/accounts';
import { browser, server, setUpJourney } from './support/journey';
import { waitForMail } from './support/outbox';
import { enterClientInNewTab, expectInApp, newPage, submitLogin } from './support/session';

// Demo accounts the server creates on first start (server/README.md).
const DEMO = DEMO_ACCOUNT.email;
const FAMILY_MEMBER = 'carlos.souza@exemplo.com.br';

setUpJourney();

async function openAt(path: string): Promise<Page> {
  const page = await newPage(browser);
  await page.goto(`${server.url}${path}`);
  return page;
}

const mailTo = (email: string, contains: string) => (mail: OutboxMail) =>
  mail.to.includes(email) && mail.text.includes(contains);

describe('access journeys in Chromium against the real server', () => {
  it('signs up, activates with the e-mailed code and lands in the app', async () => {
    const email = `nova.${Date.now()}@exemplo.com.br`;
    const page = await openAt('/cadastro');
    // Until activated the server refuses every screen's read; the app must not ask (decision 161).
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    await page.getByLabel('Primeiro nome', { exact: true }).fill('Marina');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('CPF', { exact: true }).fill(freshCpf());
    await page.getByLabel('Senha', { exact: true }).fill('Primeira2026');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Cadastrar conta' }).click();

    await page.waitForURL('**/account-activation');
    await page.getByRole('button', { name: 'Ativar Conta' }).waitFor();
    // A reload on a month screen, whose page starts its reads early, goes there too.
    await page.goto(`${server.url}/movimentacoes`);
    await page.waitForURL('**/account-activation');
    await page.getByRole('button', { name: 'Ativar Conta' }).waitFor();
    expect(refused).toEqual([]);
    const mail = await waitForMail(server.dataDir, mailTo(email, 'ativa'));
    const code = sixDigitCode(mail.text);
    expect(code).toMatch(/^\d{6}$/);

    await page.getByLabel('Código de ativação', { exact: true }).fill(code ?? '');
    await page.getByRole('button', { name: 'Ativar Conta' }).click();
    await page.getByText('Sua conta foi ativada!').waitFor();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expectInApp(page);
    await page.context().close();
  });

  it('paints /login from the page itself and keeps what was typed before the scripts ran', async () => {
    const page = await newPage(browser);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds every script back, as a slow phone connection would (decision 375).
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Acesse sua conta' }).waitFor();
    const prerendered = () => page.locator('#root').getAttribute('data-prerendered');
    await expect(prerendered()).resolves.toBe('/login');

    await page.getByLabel('E-mail', { exact: true }).fill(DEMO);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Senha', { exact: true }).focus();
    release();
    await page.waitForFunction(() => document.getElementById('root')?.dataset.prerendered === undefined);

    await expect(page.getByLabel('E-mail', { exact: true }).inputValue()).resolves.toBe(DEMO);
    await expect(
      page.getByLabel('Senha', { exact: true }).evaluate((input) => input === document.activeElement),
    ).resolves.toBe(true);
    // The app's form holds the text typed into the page's markup: it signs in with it.
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expectInApp(page);
    await page.context().close();
  });

  it("signs in with an 'Entrar' pressed before the scripts ran, once the app has taken the page over", async () => {
    const page = await newPage(browser);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The early script runs; the app's own scripts are held back, as on a slow phone connection.
    await page.route(/\/assets\/(?!early-start-).*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Acesse sua conta' }).waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill(DEMO);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    // Held, not sent: the page did not load /login again, and the fields keep what was typed.
    await expect(page.locator('#root').getAttribute('data-held-press')).resolves.not.toBeNull();
    await expect(page.getByLabel('E-mail', { exact: true }).inputValue()).resolves.toBe(DEMO);
    release();
    await expectInApp(page);
    await page.context().close();
  });

  it("runs /login's first visit without the router or React Query, then the app takes the same page over", async () => {
    const page = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/login`);
    await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    const framework = () => scripts.filter((path) => path.startsWith('/assets/framework-'));
    expect(framework()).toEqual([]);

    await submitLogin(page, DEMO, DEMO_PASSWORD);
    await expectInApp(page);
    expect(new URL(page.url()).pathname).toBe('/painel');
    expect(framework()).toHaveLength(1);
    await expect(page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).resolves.toBe(
      true,
    );

    // Signed in, /login is the app's to route: the login guard sends the person on.
    await page.goto(`${server.url}/login`);
    await page.waitForURL('**/painel?month=*');
    await expectInApp(page);
    await page.context().close();
  });

  it("follows 'Cadastre-se' from /login's first visit without loading a new page, and Back returns", async () => {
    const page = await openAt('/login');
    await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: 'Cadastre-se' }).click();
    await page.getByRole('button', { name: 'Cadastrar conta' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cadastro');
    await expect(page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).resolves.toBe(
      true,
    );

    await page.goBack();
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await submitLogin(page, DEMO, DEMO_PASSWORD);
    await expectInApp(page);
    await page.context().close();
  });

  it("lands on the page a mail's link asked for once signed in (audit AH6)", async () => {
    const page = await openAt('/assine');
    await page.waitForURL(/\/login\?redirect=%2Fassine$/);
    await submitLogin(page, DEMO, DEMO_PASSWORD);
    await page.waitForURL(/\/assine$/);
    await page
      .getByRole('heading', { name: /^Assine/ })
      .first()
      .waitFor();
    await page.context().close();
  });

  it('shows the 403 catalogue message for a wrong password', async () => {
    const page = await openAt('/login');
    await submitLogin(page, DEMO, 'senha-errada');
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Opa, tem algo errado com seu e-mail ou sua senha! Reveja as informações.',
    );
    await page.context().close();
  });

  it('recovers the password through the e-mailed link and logs in with the new one', async () => {
    const page = await openAt('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL('**/account-recovery');
    // The address changes before the screen does: the login form (with its own 'E-mail') stays
    // until the recovery screen's code has loaded, and typing into it was lost (seen on a full run).
    await page.getByRole('button', { name: 'Recuperar Conta' }).waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill(FAMILY_MEMBER);
    await page.getByRole('button', { name: 'Recuperar Conta' }).click();
    await page.getByText('Um email com os passos para a recuperação foram enviados para você').waitFor();

    const mail = await waitForMail(server.dataDir, mailTo(FAMILY_MEMBER, '/account-recovery/'));
    const link = /(https?:\/\/\S+\/account-recovery\/[\w-]+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.getByLabel('Nova senha', { exact: true }).fill('NovaSenha2026');
    await page.getByRole('button', { name: 'Atualizar Senha' }).click();
    await page.getByText('Senha atualizada com sucesso!').waitFor();

    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await page.waitForURL('**/login');
    await submitLogin(page, FAMILY_MEMBER, 'NovaSenha2026');
    await expectInApp(page);
    await page.context().close();
  });

  it("lets a planner pick a client and shows that client's name in the shell", async () => {
    const page = await openAt('/login');
    await submitLogin(page, PLANNER, DEMO_PASSWORD);
    await page
      .getByLabel('Cliente', { exact: true })
      .selectOption({ label: `${CLIENT_NAME} (${CLIENT_EMAIL})` });
    await page.getByRole('button', { name: 'Ok' }).click();
    await expectInApp(page);
    const plannerLogin = await page.evaluate(() => JSON.parse(localStorage.getItem('plannerLogin') ?? '{}'));
    const client = plannerLogin.clients.find((entry: { email: string }) => entry.email === CLIENT_EMAIL);
    await expect(page.evaluate(() => localStorage.getItem('id'))).resolves.toBe(client._id);
    await page.getByText(CLIENT_NAME).first().waitFor({ timeout: 5_000 });
    await page.context().close();
  });

  it("logs the planner in as themself with 'continuar com sua conta', at login and on /clientes", async () => {
    const page = await openAt('/login');
    await submitLogin(page, PLANNER, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'continuar com sua conta' }).click();
    await expectInApp(page);
    const plannerLogin = await page.evaluate(() => JSON.parse(localStorage.getItem('plannerLogin') ?? '{}'));
    await expect(page.evaluate(() => localStorage.getItem('id'))).resolves.toBe(plannerLogin.id);

    await page.goto(`${server.url}/clientes`);
    await page.getByRole('cell', { name: CLIENT_EMAIL }).waitFor();
    await page.getByRole('button', { name: `Entrar na conta de ${CLIENT_NAME}` }).click();
    await page.getByText(`Deseja logar na conta do cliente ${CLIENT_NAME} (${CLIENT_EMAIL})`).waitFor();
    // After the reload the planner's password is asked again; it never sits in storage.
    await page.getByLabel('Sua senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expectInApp(page);
    await expect(page.evaluate(() => localStorage.getItem('id'))).resolves.not.toBe(plannerLogin.id);

    await page.goto(`${server.url}/clientes`);
    await page.getByRole('button', { name: 'Continuar com sua conta' }).click();
    await expectInApp(page);
    await expect(page.evaluate(() => localStorage.getItem('id'))).resolves.toBe(plannerLogin.id);
    await page.context().close();
  });

  it("shows a planner the next client's own data after going back to /clientes (audit F1)", async () => {
    const page = await openAt('/login');
    await submitLogin(page, PLANNER, DEMO_PASSWORD);
    await page.getByRole('button', { name: 'continuar com sua conta' }).click();
    await expectInApp(page);
    await page.goto(`${server.url}/clientes`);
    const enter = async (name: string) => {
      await page.getByRole('button', { name: `Entrar na conta de ${name}` }).click();
      const password = page.getByLabel('Sua senha', { exact: true });
      // Asked once per page load: the second client enters with the password typed for the first.
      // Fresh-clone CI once saw the field go before it was filled; the dialog now settles whether it
      // asks when it opens (its story holds that), and a field gone before it is filled was not needed.
      if (await password.isVisible())
        await password.fill(DEMO_PASSWORD, { timeout: 3_000 }).catch(() => undefined);
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await expectInApp(page);
      await page.getByRole('link', { name: 'Carteiras' }).click();
      await page.waitForURL('**/carteiras');
    };
    await enter(CLIENT_NAME);
    await page.getByText('Dinheiro', { exact: true }).first().waitFor();
    await expect(page.getByText('Itaú Conta Corrente').count()).resolves.toBe(0);

    // Back through /painel to /clientes, in the same page: what was read for João stays in memory.
    await page.goBack();
    await page.goBack();
    await page.waitForURL('**/clientes');
    // The return to the planner's session reads the client list again: choose once it has settled.
    await page.waitForLoadState('networkidle');
    await enter('Ana Paula Souza');
    await page.getByText('Itaú Conta Corrente').first().waitFor({ timeout: 10_000 });
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeTruthy();
    await page.context().close();
  });

  it('takes a tab along when another tab enters a different client, without signing either out (audit N1)', async () => {
    const first = await openAt('/login');
    await submitLogin(first, PLANNER, DEMO_PASSWORD);
    await first
      .getByLabel('Cliente', { exact: true })
      .selectOption({ label: 'Ana Paula Souza (demo@exemplo.com.br)' });
    await first.getByRole('button', { name: 'Ok' }).click();
    await expectInApp(first);
    await first.getByRole('link', { name: 'Carteiras' }).click();
    await first.getByText('Itaú Conta Corrente').first().waitFor();

    const second = await enterClientInNewTab(first, CLIENT_NAME, DEMO_PASSWORD);

    // The first tab now reads as João where it is: his name, none of Ana's wallets.
    await first.getByText(CLIENT_NAME).first().waitFor({ timeout: 10_000 });
    await first.getByText('Dinheiro', { exact: true }).first().waitFor();
    await expect(first.getByText('Itaú Conta Corrente').count()).resolves.toBe(0);
    await first.getByRole('link', { name: 'Transações' }).click();
    await first.waitForURL('**/movimentacoes**');
    await expectInApp(first);
    // Neither tab was signed out, and the planner's own login is still kept.
    await second.getByRole('link', { name: 'Carteiras' }).click();
    await second.waitForURL('**/carteiras');
    await expect(second.evaluate(() => localStorage.getItem('plannerLogin'))).resolves.toBeTruthy();
    await first.context().close();
  });

  it("asks 'Deseja mesmo sair' on logout and returns to /login", async () => {
    const page = await openAt('/login');
    await submitLogin(page, DEMO, DEMO_PASSWORD);
    await expectInApp(page);
    // The month's screen is fully read before leaving: what it shows must not be asked again.
    await page.waitForLoadState('networkidle');
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.getByText('Deseja mesmo sair').waitFor();
    await page.getByRole('button', { name: 'Desconectar' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    await page.waitForLoadState('networkidle');
    // Nothing is asked without a token after the logout (audit F5).
    expect(refused).toEqual([]);
    await page.context().close();
  });
});
