import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivatedAccount } from './support/accounts';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { newPage, signInInBrowser } from './support/session';

// A new account plans its budget from the empty state: a salary and a rent saved for 12 months,
// then the rent raised in edit mode and repeated to the following months, the projection, and a
// reset of the planning. Every figure is read back from the real server after a reload.

let server: RunningServer;
let browser: Browser;
let page: Page;

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const month = today.slice(0, 7);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signUp(): Promise<void> {
  const account = await createActivatedAccount(server, { name: 'Paula', emailPrefix: 'planejamento' });
  await signInInBrowser(page, server, account);
}

async function addLine(card: string, category: string, digits: string, refusal?: string): Promise<void> {
  await page.getByRole('region', { name: card }).getByRole('button', { name: 'ADICIONAR CATEGORIA' }).click();
  const dialog = page.getByRole('dialog', { name: 'ADICIONAR CATEGORIA' });
  await dialog.getByLabel('Categoria').selectOption({ label: category });
  await dialog.getByRole('button', { name: 'PRÓXIMO' }).click();
  await dialog.getByLabel('Limite').fill(digits);
  await dialog.getByRole('button', { name: 'DEFINIR LIMITE' }).click();
  if (refusal) {
    await dialog.getByText(refusal).waitFor();
    await dialog.getByRole('button', { name: 'CANCELAR' }).click();
  }
  await dialog.waitFor({ state: 'detached' });
}

async function confirm(message: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Planejamento' });
  await dialog.getByText(message).waitFor();
  await dialog.getByRole('button', { name: button }).click();
}

const cardTotal = (card: string) => page.getByRole('region', { name: card }).locator('header');

describe('budget planning', () => {
  it('plans from the empty state, edits with repetition, projects and resets', async () => {
    await signUp();
    await page.goto(`${server.url}/planejamento?month=${month}`);
    await page.getByRole('heading', { level: 1, name: 'Planejamento do orçamento' }).waitFor();
    // A new account has not skipped the tutorial: the onboarding opens on entry (decision 411); Esc closes it.
    const onboarding = page.getByRole('dialog', { name: 'Levantamento de informações financeiras' });
    await onboarding.waitFor();
    await page.keyboard.press('Escape');
    await onboarding.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'CRIAR MEU PRÓPRIO PLANEJAMENTO' }).click();

    await addLine('Despesas Fixas', 'Aluguel', '100000', 'CADASTRE UMA RECEITA PRIMEIRO');
    await addLine('Receitas', 'Salário', '650000');
    await addLine('Despesas Fixas', 'Aluguel', '180000');
    await page.getByRole('button', { name: 'SALVAR PLANEJAMENTO' }).click();
    await confirm('Repetir para os próximos 12 meses?', 'Sim');
    // The tutorial was not skipped: the app goes on to the dashboard.
    await page.waitForURL('**/painel**');

    await page.goto(`${server.url}/planejamento?month=${month}`);
    await cardTotal('Receitas').getByText('R$ 6.500,00').waitFor();
    await cardTotal('Despesas Fixas').getByText('R$ 1.800,00').waitFor();
    await expect(
      await page.getByRole('progressbar', { name: 'Utilização do orçamento' }).getAttribute('aria-valuetext'),
    ).toBe('28%');

    await page.getByRole('button', { name: 'Editar planejamento' }).click();
    await page.getByRole('button', { name: 'Editar Aluguel' }).click();
    const edit = page.getByRole('dialog', { name: 'EDITAR PLANEJAMENTO DE CATEGORIA' });
    await edit.getByLabel('Limite').fill('700001');
    await edit.getByRole('button', { name: 'EDITAR' }).click();
    await edit.getByText('VALOR ULTRAPASSA AS RECEITAS').waitFor();
    await edit.getByLabel('Limite').fill('200000');
    await edit.getByRole('button', { name: 'EDITAR' }).click();
    await confirm('Repetir para os próximos meses?', 'Sim');
    await page.getByRole('button', { name: 'Aplicar alterações' }).click();
    await page.getByRole('button', { name: 'Editar planejamento' }).waitFor();

    await page.reload();
    await cardTotal('Despesas Fixas').getByText('R$ 2.000,00').waitFor();
    await page.getByRole('button', { name: 'Próximo mês' }).click();
    await page.getByRole('region', { name: 'Despesas Fixas' }).getByText('R$ 2.000,00').first().waitFor();

    await page.getByRole('button', { name: 'Projeção anual' }).click();
    const projection = page.getByRole('dialog', { name: 'Projeção do orçamento' });
    await projection.getByRole('row', { name: /Saldo/ }).getByText('R$ 4.500,00').first().waitFor();
    await projection.getByRole('button', { name: 'Fechar' }).first().click();

    await page.getByRole('button', { name: 'Mês anterior' }).click();
    await page.getByRole('button', { name: 'Reiniciar planejamento' }).click();
    await confirm('Deseja excluir este planejamento?', 'Confirmar');
    await page.getByRole('button', { name: 'CRIAR MEU PRÓPRIO PLANEJAMENTO' }).waitFor();
  });
});
