import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { waitForMail } from './support/outbox';
import { type RunningServer, startServer } from './support/server';

// The calendar against the real server: a new account with a bank account of R$ 1.000,00, two
// items entered through the API (decision 202), the forecast, a payment that books a transaction
// and survives a reload, un-paying, an edit through the global modal, a delete, and the selector's
// one-month limits.

let server: RunningServer;
let browser: Browser;
let page: Page;
let token = '';

const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
  .format(new Date())
  .slice(0, 7);
const [year, monthNumber] = month.split('-').map(Number) as [number, number];
const monthRange = `startDate=${month}-01&endDate=${month}-${new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()}`;
const email = `calendario.${Date.now()}@exemplo.com.br`;
const password = 'Primeira2026';

function freshCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  for (const weightStart of [10, 11]) {
    const sum = digits.reduce((total, digit, index) => total + digit * (weightStart - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

async function api<T>(method: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? {} : ((await response.json()) as { data: T }).data) as T;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signUp(): Promise<void> {
  await page.goto(`${server.url}/cadastro`);
  await page.getByLabel('Primeiro nome', { exact: true }).fill('Lia');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('CPF', { exact: true }).fill(freshCpf());
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Cadastrar conta' }).click();
  await page.waitForURL('**/account-activation');
  const mail = await waitForMail(server.dataDir, (m) => m.raw.includes(email) && m.raw.includes('ativa'));
  const body = mail.raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n');
  await page.getByLabel('Código de ativação', { exact: true }).fill(/\b(\d{6})\b/.exec(body)?.[1] ?? '');
  await page.getByRole('button', { name: 'Ativar Conta' }).click();
  await page.getByText('Sua conta foi ativada!').waitFor();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
}

/** Text of a test id with the formatter's no-break spaces as plain ones. */
const textOf = async (testId: string) =>
  ((await page.getByTestId(testId).textContent()) ?? '').replaceAll('\u00a0', ' ');
const forecast = () => textOf('calendar-forecast');
const item = (name: string) => page.getByTestId('calendar-item').filter({ hasText: name });

describe('calendar', () => {
  it('forecasts, pays, edits and deletes calendar items against the real server', async () => {
    await signUp();
    token = (await api<{ accessToken: string }>('POST', '/users/authenticate', { email, password }))
      .accessToken;
    const account = await api<{ _id: string }>('POST', '/payments', {
      name: 'Conta Calendário',
      type: 'debit',
      accountType: 'Conta corrente',
      value: 1000,
    });
    const categories = await api<{ items: Array<{ _id: string; name: string }> }>('GET', '/categories');
    const leisure = categories.items.find((category) => category.name === 'Lazer')?._id;
    const salary = categories.items.find((category) => category.name === 'Salário')?._id;
    const linked = (name: string, value: number, day: number, category: string | undefined, type: string) =>
      api('POST', '/linkedtransactions', {
        transaction: { name, category, payment: account._id, transactionType: type },
        value,
        day,
      });
    await linked('Internet Fibra', -129.9, 12, leisure, 'expenses');
    await linked('Freela mensal', 800, 20, salary, 'revenues');

    await page.goto(`${server.url}/calendario?month=${month}`);
    await page.getByRole('heading', { level: 1, name: 'calendário mensal' }).waitFor();
    await item('Internet Fibra').waitFor();
    // 1.000,00 in the account, -129,90 and +800,00 still to come this month.
    await expect.poll(() => forecast()).toContain('R$ 1.670,10');
    await expect(textOf('calendar-summary')).resolves.toContain('R$ 670,10');

    await item('Internet Fibra').getByRole('button', { name: 'Marcar Internet Fibra como pago' }).click();
    await item('Internet Fibra')
      .getByRole('button', { name: 'Marcar Internet Fibra como não pago' })
      .waitFor();
    // The payment left the account and the pending part: the forecast holds (decision 200).
    await expect.poll(() => forecast()).toContain('R$ 1.670,10');
    const booked = await api<{ items: Array<{ name: string; paid: boolean; value: number }> }>(
      'GET',
      `/transactions?${monthRange}`,
    );
    expect(booked.items.filter((row) => row.name === 'Internet Fibra')).toMatchObject([
      { paid: true, value: -129.9 },
    ]);
    await page.reload();
    await item('Internet Fibra')
      .getByRole('button', { name: 'Marcar Internet Fibra como não pago' })
      .waitFor();
    await item('Internet Fibra').getByRole('button', { name: 'Marcar Internet Fibra como não pago' }).click();
    await item('Internet Fibra').getByRole('button', { name: 'Marcar Internet Fibra como pago' }).waitFor();
    const after = await api<{ items: Array<{ name: string }> }>('GET', `/transactions?${monthRange}`);
    expect(after.items.some((row) => row.name === 'Internet Fibra')).toBe(false);

    await page.getByRole('combobox', { name: 'Tipo' }).selectOption('Receitas');
    await expect.poll(() => page.getByTestId('calendar-item').count()).toBe(1);
    await page.getByRole('combobox', { name: 'Tipo' }).selectOption('Todas');

    await item('Freela mensal').getByRole('button', { name: 'Editar Freela mensal' }).click();
    const modal = page.getByRole('dialog', { name: 'Editar lançamento do calendário' });
    await modal.getByLabel('Nome').fill('Freela do mês');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await modal.getByText('Item alterado com sucesso').waitFor();
    await modal.getByRole('button', { name: 'Fechar', exact: true }).last().click();
    await item('Freela do mês').waitFor();

    await item('Freela do mês').getByRole('button', { name: 'Excluir Freela do mês' }).click();
    await page
      .getByRole('dialog', { name: 'Excluir item do calendário' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await page.getByRole('dialog', { name: 'Sucesso' }).getByText('Item excluído do calendário').waitFor();
    await expect.poll(() => page.getByTestId('calendar-item').count()).toBe(1);
    const left = await api<{ items: Array<{ transaction: { name: string } }> }>('GET', '/linkedtransactions');
    expect(left.items.map((entry) => entry.transaction.name)).toEqual(['Internet Fibra']);

    await page.getByRole('dialog', { name: 'Sucesso' }).getByRole('button', { name: 'Ok' }).click();
    await page.getByRole('button', { name: 'Próximo mês' }).click();
    await page.getByRole('button', { name: 'Próximo mês' }).waitFor({ state: 'detached' });
    await expect(page.getByRole('button', { name: /como pago/ }).count()).resolves.toBe(0);
  });
});
