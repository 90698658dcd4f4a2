import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from './support/accounts';
import { browser, page, server, setUpJourney } from './support/journey';
import { newPage, signInInBrowser } from './support/session';

// The objectives journey against the real server with the demo account of Ana: she creates an
// objective through the wizard, deposits (one refused as too high), redeems (one refused as more
// than invested), sees the deposit booked on her account, and deletes the objective after the
// confirmation. Every figure comes back from the server after a reload.

const NAME = 'Viagem E2E';

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

setUpJourney();

beforeAll(async () => {
  await signInInBrowser(page, server, DEMO_ACCOUNT);
});

const card = (): Locator => page.getByRole('listitem', { name: NAME });
const percent = async () => (await card().getByRole('progressbar').getAttribute('aria-valuetext')) ?? '';

async function closeResult(): Promise<void> {
  // The last one: the dialog's × is also named 'Fechar'.
  await page.getByRole('dialog').getByRole('button', { name: 'Fechar', exact: true }).last().click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

async function move(action: 'Depositar' | 'Resgatar', refusedCents: string, refusal: string, cents: string) {
  await card().getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Data', { exact: true }).getAttribute('readonly')).resolves.not.toBeNull();
  await dialog.getByLabel('Valor', { exact: true }).fill(refusedCents);
  await dialog.getByText(refusal).waitFor();
  await dialog.getByLabel('Valor', { exact: true }).fill(cents);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog
    .getByText(action === 'Depositar' ? 'Depósito realizado com sucesso!' : 'Resgate realizado com sucesso!')
    .waitFor();
  await closeResult();
}

describe('dashboard requests against the real server', () => {
  // Issue 12 item 4 (decision 390): a cold /painel with the session stored asks at most six API
  // URLs, none twice. A fresh context has no React Query cache and no HTTP cache.
  it('a cold /painel of the demo household asks at most 6 API URLs, none twice', async () => {
    const cold = await newPage(browser, { storageState: await page.context().storageState() });
    const requests: string[] = [];
    cold.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    await cold.goto(`${server.url}/painel`);
    await cold.getByTestId('wallets-list').getByText('R$').first().waitFor();
    await cold.getByTestId('card-balance').getByText('R$').waitFor();
    await cold.waitForLoadState('networkidle');
    await cold.context().close();
    expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(6);
    expect(new Set(requests).size, requests.join('\n')).toBe(requests.length);
    expect(requests.filter((request) => request.startsWith('GET /api/dashboard?'))).toHaveLength(1);
  });
});

describe('objectives in Chromium against the real server', () => {
  it('creates an objective through the wizard', async () => {
    await page.goto(`${server.url}/objetivos`);
    await page.getByRole('heading', { level: 1, name: 'Objetivos financeiros' }).waitFor();
    await page.getByRole('button', { name: /Novo objetivo/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo objetivo' });
    const next = () => dialog.getByRole('button', { name: 'Próximo' }).click();
    await dialog.getByText('Viajar', { exact: true }).click();
    await next();
    await dialog.getByLabel('Nome do objetivo').fill(NAME);
    await next();
    await dialog.getByLabel('Valor total').fill('300000');
    await next();
    await expect(dialog.getByLabel('Prazo').inputValue()).resolves.toBe('12');
    await next();
    await dialog.getByLabel('Valor inicial').fill('60000');
    await next();
    await dialog.getByLabel('Conta', { exact: true }).selectOption({ label: 'Itaú Conta Corrente' });
    await next();
    await dialog.getByText('Confira seu objetivo').waitFor();
    await expect(dialog.locator('dd').last().textContent()).resolves.toMatch(/R\$\s200,00/);
    await dialog.getByRole('button', { name: 'Salvar objetivo' }).click();
    await dialog.getByText('Objetivo salvo com sucesso!').waitFor();
    await closeResult();
    await expect.poll(percent).toBe('20%');
  });

  it('deposits and redeems within the limits, and the deposit is booked on the account', async () => {
    await move('Depositar', '250000', 'VALOR MUITO ALTO', '120000');
    // The card reads the objective again once the dialog has closed: wait for the new figure.
    await expect.poll(percent).toBe('60%');
    await move('Resgatar', '130000', 'Valor maior que o investido!', '20000');
    await page.reload();
    await expect.poll(percent).toBe('53%');

    await card().getByRole('button', { name: 'Histórico' }).click();
    const statement = page.getByRole('dialog', { name: 'Histórico' });
    // The statement loads when the dialog opens (its code and its rows): wait for it, then count.
    await statement.getByText('Resgate', { exact: true }).first().waitFor();
    await expect(statement.getByText('Depósito', { exact: true }).count()).resolves.toBe(1);
    await expect(statement.getByText('Resgate', { exact: true }).count()).resolves.toBe(1);
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).first().click();

    await page.goto(`${server.url}/movimentacoes?month=${today.slice(0, 7)}`);
    await page.getByText(`Depósito no objetivo ${NAME}`).first().waitFor();
    await page.getByText(`Resgate do objetivo ${NAME}`).first().waitFor();
  });

  it('deletes the objective after the confirmation', async () => {
    await page.goto(`${server.url}/objetivos`);
    await card().getByRole('button', { name: 'Excluir' }).click();
    const confirm = page
      .getByRole('dialog')
      .filter({ hasText: 'Tem certeza que deseja excluir esse objetivo' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await page.getByText('Objetivo excluído').waitFor();
    await card().waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Objetivos financeiros' }).waitFor();
    await page.getByRole('button', { name: /Novo objetivo/ }).waitFor();
    await expect(card().count()).resolves.toBe(0);
  });
});
