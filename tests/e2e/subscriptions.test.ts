import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { type Account, createActivatedAccount } from './support/accounts';
import { apiClient } from './support/api';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { expectInApp, newPage, submitLogin } from './support/session';

// The commercial path on the real server with the development gateway (decisions 430-437, 450):
// a new account in its trial subscribes by card with a promotional code an administrator created
// with `npm run admin`; the card is tokenised by the gateway in the browser; the invoice is paid on
// its `secure_url` page, whose webhook makes the plan active; then it cancels and reactivates.
// After the server is stopped and both accounts' dates are moved back in its database (the data
// a day-by-day clock would have produced), the lapsed subscription is renewed only after the
// automatic-charge confirmation, and the account whose trial ended may read and export but not
// write (decision 431).

const run = promisify(execFile);
const ENV = { CEP_PROVIDER: 'local', PAYMENT_GATEWAY: 'dev' };
const PROMO = 'BEMVINDO20';

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let subscriber: Account;
let lapsed: Account;

/** The documented admin command (decision 434), against the stopped server's data folder. */
async function admin(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', ...args], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'fatal', ...ENV },
  });
  return stdout;
}

/**
 * Moves expiry dates back, in our tables and in the development gateway's, while the server is
 * stopped (the embedded database is single-process): what a week and more of days would have done.
 */
async function expireSubscriptionsOf(emails: string[]): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    const { sql } = await import('drizzle-orm');
    const list = sql.join(
      emails.map((email) => sql`${email}`),
      sql`, `,
    );
    await database.db.execute(
      sql`update subscriptions set expire_at = now() - interval '3 days'
          where user_id in (select id from users where email in (${list}))`,
    );
    // The gateway's own cycle ended too (its record of a paid period, decision 433).
    await database.db.execute(
      sql`update dev_gateway_records set data = jsonb_set(data, '{expiresAt}', '"2020-01-01"')
          where kind = 'subscription' and id in (select subscription_id from subscriptions
            where user_id in (select id from users where email in (${list})))`,
    );
  } finally {
    await database.close();
  }
}

async function signedIn(account: Account, options = {}): Promise<Page> {
  const page = await newPage(browser, options);
  await page.goto(`${server.url}/login`);
  // /login arrives prerendered (decision 375): a click before the app takes the page over would
  // submit the bare HTML form, which happens on this busy machine right after a server restart.
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
  await submitLogin(page, account.email, account.password);
  await expectInApp(page);
  return page;
}

const planTab = async (page: Page) => {
  await page.goto(`${server.url}/configuracoes/plano`);
  await page.getByRole('heading', { name: 'Meu plano' }).waitFor();
};

/** Opens the invoice's `secure_url` (the development gateway's page) and pays it there. */
async function payInvoiceAt(page: Page, url: string): Promise<void> {
  const gatewayPage = await page.context().newPage();
  await gatewayPage.goto(url);
  // The plan as the gateway knows it: the brand's subscription prefix (`otto` here, decision 438).
  await expect(gatewayPage.locator('[data-plan]').textContent()).resolves.toBe('otto_monthly');
  await gatewayPage.getByRole('button', { name: 'Pagar' }).click();
  await gatewayPage.locator('[data-status="paid"]').waitFor();
  await gatewayPage.close();
}

/** A new account past the first-visit onboarding (its dialog would cover the screens here). */
async function freshAccount(name: string, emailPrefix: string): Promise<Account> {
  const account = await createActivatedAccount(server, { name, emailPrefix });
  const api = apiClient(server, account.token);
  const { id } = await api<{ id: string }>('POST', '/users/authenticate', {
    email: account.email,
    password: account.password,
  });
  await api('PATCH', `/users/${id}`, { skipTutorial: true });
  return account;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'e2e-subscriptions-'));
  const created = await admin('promo', 'create', PROMO, '20', '--max-uses', '5', '--plans', 'otto_monthly');
  expect(created).toContain(`Cupom ${PROMO} criado`);
  server = await startServer(ENV, { dataDir });
  browser = await launchBrowser();
  subscriber = await freshAccount('Marina Assinante', 'assinante');
  lapsed = await freshAccount('Rui Sem Plano', 'sem.plano');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('subscriptions', () => {
  it('a new account sees its trial, subscribes by card with a promotional code, pays, cancels and reactivates', async () => {
    const page = await signedIn(subscriber);

    // The trial, in the shell and in Meu plano.
    const notice = page.getByRole('region', { name: 'Sua assinatura' });
    await notice.getByText('Período de avaliação: dia 1 de 7').waitFor();
    await planTab(page);
    await page.getByText('Período de avaliação', { exact: true }).waitFor();
    await page.getByText('Dia 1 de 7', { exact: true }).waitFor();
    await page.getByText('Nenhuma fatura até agora').waitFor();
    await page.getByRole('button', { name: 'Assinar' }).click();
    await page.waitForURL('**/assine');

    // The brand's prices; billing data filled by the CEP; an unknown CEP blocks paying.
    const checkout = page.getByRole('form', { name: 'Assine' });
    await checkout.getByRole('radio', { name: /Completo mensal: R\$\s29,90 por mês/ }).check();
    await checkout.getByLabel('CEP').fill('99999-999');
    await checkout.getByText('CEP INVÁLIDO').waitFor();
    await checkout.getByLabel('CEP').fill('01310-100');
    await expect.poll(() => checkout.getByLabel('Cidade').inputValue()).toBe('São Paulo');
    await expect(checkout.getByLabel('Endereço').inputValue()).resolves.toBe('Avenida Paulista');
    await expect(checkout.getByLabel('Estado (UF)').inputValue()).resolves.toBe('SP');
    await checkout.getByLabel('Número', { exact: true }).fill('1000');

    // The card: refused by the validators first, then a good one.
    await checkout.getByLabel('Número do cartão').fill('4111 1111 1111 1112');
    await checkout.getByLabel('Nome impresso no cartão').fill('Marina Assinante');
    await checkout.getByLabel('Validade (MM/AA)').fill('12/34');
    await checkout.getByLabel('CVV').fill('123');
    await checkout.getByRole('button', { name: /^Pagar/ }).click();
    await checkout.getByText('NÚMERO DE CARTÃO INVÁLIDO').waitFor();
    await checkout.getByLabel('Número do cartão').fill('4111 1111 1111 1111');

    // The promotional code the administrator created: 20% off the first invoice.
    await checkout.getByLabel('Código promocional').fill('bemvindo20');
    await checkout.getByRole('button', { name: 'Aplicar' }).click();
    await checkout.getByText(`Código ${PROMO} aplicado: 20% de desconto`).waitFor();
    await checkout.getByText(/Total: R\$\s23,92/).waitFor();

    // Paying: the card goes to the gateway's tokeniser, never to /api.
    const apiBodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiBodies.push(request.postData() ?? '');
    });
    const tokenised = page.waitForResponse(
      (response) => response.url().endsWith('/dev-gateway/v1/payment_token') && response.ok(),
    );
    await checkout.getByRole('button', { name: /Pagar R\$\s23,92/ }).click();
    await tokenised;
    await page.getByRole('heading', { name: 'Assinatura criada!' }).waitFor();
    await page
      .getByText('Recebemos seu pedido. Assim que o pagamento for confirmado, seu plano fica ativo.')
      .waitFor();
    await page.getByText(/R\$\s23,92 · Vencimento/).waitFor();
    expect(apiBodies.some((body) => body.includes('4111111111111111'))).toBe(false);

    // Until the gateway confirms, the plan waits for it.
    const secureUrl = await page.getByRole('link', { name: 'Abrir fatura' }).getAttribute('href');
    expect(secureUrl).toContain('/dev-gateway/invoices/');
    await planTab(page);
    await page.getByText('Aguardando confirmação').waitFor();
    await page.getByRole('cell', { name: 'Aguardando pagamento' }).waitFor();

    // The invoice is paid on its own page; the gateway's webhook makes the plan active.
    await payInvoiceAt(page, secureUrl ?? '');
    await planTab(page);
    // The brand names the plan (decision 450), on 'Meu plano' as everywhere.
    await page.getByText('Completo mensal', { exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Pago' }).waitFor();
    await page.getByText(/^resta \d+ dia\(s\)$/).waitFor();
    await page.getByText('Cartão de crédito · VISA').waitFor();
    await expect(page.getByText('Aguardando confirmação').count()).resolves.toBe(0);
    await expect(page.getByRole('region', { name: 'Sua assinatura' }).count()).resolves.toBe(0);

    // Cancel: the renewal is off, the plan lasts until its date, 'Ativar' takes the place of 'Cancelar'.
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL('**/assinatura/cancelar');
    await page.getByText(/Ao cancelar, a renovação automática é desligada/).waitFor();
    await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await page.getByText(/^Assinatura cancelada\. Seu acesso continua até/).waitFor();
    await planTab(page);
    await page.getByText('Assinatura cancelada: a renovação automática está desligada').waitFor();

    // Reactivate a cancelled plan that has not lapsed: no charge now, so no warning.
    await page.getByRole('button', { name: 'Ativar' }).click();
    await page.waitForURL('**/assinatura/update');
    await page.getByRole('heading', { name: 'Reativar assinatura' }).waitFor();
    await page.getByRole('button', { name: 'Reativar assinatura' }).click();
    await page.getByText('Assinatura reativada').waitFor();
    await planTab(page);
    await page.getByRole('button', { name: 'Cancelar' }).waitFor();
    await page.close();
  });

  it('a lapsed subscription renews only after the automatic-charge warning; a lapsed trial reads and exports but cannot write', async () => {
    // A week and more later: both accounts' dates are past.
    await server.stop();
    await expireSubscriptionsOf([subscriber.email, lapsed.email]);
    server = await startServer(ENV, { dataDir });

    // The subscription that lapsed: 'Assinatura expirada', renewed after confirming the charge.
    const page = await signedIn(subscriber);
    const notice = page.getByRole('region', { name: 'Sua assinatura' });
    await notice.getByText('Assinatura expirada').waitFor();
    await notice.getByRole('link', { name: 'Renovar assinatura' }).click();
    await page.waitForURL('**/assinatura/update');
    await page.getByRole('button', { name: 'Reativar assinatura' }).click();
    const warning = page.getByRole('dialog', { name: 'Reativar assinatura' });
    await warning.getByText(/cobraremos automaticamente R\$\s29,90 na forma de pagamento salva/).waitFor();
    await warning.getByRole('button', { name: 'Cancelar' }).click();
    await warning.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Reativar assinatura' }).click();
    await warning.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Assinatura reativada').waitFor();

    // The charge is a new invoice at the full price; paid, the plan is active again.
    await planTab(page);
    const plan = page.getByRole('region', { name: 'Meu plano' });
    await plan.getByText('Assinatura expirada').waitFor();
    await plan.getByText('Aguardando confirmação').waitFor();
    const pending = page.getByRole('row').filter({ hasText: 'Aguardando pagamento' });
    await pending.getByText(/R\$\s29,90/).waitFor();
    const renewalUrl = await pending.getByRole('link').getAttribute('href');
    await payInvoiceAt(page, renewalUrl ?? '');
    await planTab(page);
    await page.getByText(/^resta \d+ dia\(s\)$/).waitFor();
    await expect(page.getByText('Assinatura expirada').count()).resolves.toBe(0);
    await page.close();

    // The trial that ended: the shell says so; reading and exporting work; a write is refused.
    const limited = await signedIn(lapsed, { acceptDownloads: true });
    const lapsedNotice = limited.getByRole('region', { name: 'Sua assinatura' });
    await lapsedNotice.getByText('Período de avaliação expirado').waitFor();
    await lapsedNotice
      .getByText(
        'Você ainda pode consultar e exportar seus dados. Para registrar novas informações, assine um plano.',
      )
      .waitFor();
    await planTab(limited);
    await limited
      .getByRole('region', { name: 'Meu plano' })
      .getByText('Período de avaliação expirado')
      .waitFor();

    await limited.goto(`${server.url}/configuracoes/perfil`);
    const [download] = await Promise.all([
      limited.waitForEvent('download'),
      limited.getByRole('button', { name: 'Exportar histórico' }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('Data;Nome;Categoria;Tipo;Valor;Carteira;Pago;Descrição;Parcela');

    await limited.goto(`${server.url}/configuracoes/categorias`);
    await limited.getByRole('heading', { name: 'Receitas' }).waitFor();
    await limited.getByRole('button', { name: 'Nova categoria' }).click();
    const modal = limited.getByRole('dialog', { name: 'Nova categoria' });
    await modal.getByLabel('Nome').fill('Cinema');
    await modal.getByLabel('Categoria').selectOption({ label: 'Despesas · Lazer' });
    await modal.getByRole('button', { name: 'Criar' }).click();
    const refusal = limited.getByRole('alert').filter({
      hasText: 'Seu período de avaliação terminou. Assine um plano para voltar a registrar.',
    });
    await refusal.first().waitFor();
    await expect(limited.getByRole('list', { name: 'Minhas subcategorias de Lazer' }).count()).resolves.toBe(
      0,
    );
    await modal.press('Escape');
    await limited.getByRole('alert').getByRole('link', { name: 'Assinar' }).click();
    await limited.waitForURL('**/assine');
    await limited.getByRole('form', { name: 'Assine' }).waitFor();
  });
});
