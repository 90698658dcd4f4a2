import { describe, expect, it } from 'vitest';
import { signUpInBrowser } from './support/accounts';
import { type Api, apiClient } from './support/api';
import { page, server, setUpJourney } from './support/journey';

// The calendar against the real server: a new account with a bank account of R$ 1.000,00, two
// items entered through the API (decision 202), the forecast, a payment that books a transaction
// and survives a reload, un-paying, an edit through the global modal, a delete, and the selector's
// one-month limits.

let api: Api;

const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
  .format(new Date())
  .slice(0, 7);
const [year, monthNumber] = month.split('-').map(Number) as [number, number];
const monthRange = `startDate=${month}-01&endDate=${month}-${new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()}`;

setUpJourney();

async function signUp(): Promise<void> {
  const account = await signUpInBrowser(page, server, { name: 'Lia', emailPrefix: 'calendario' });
  api = apiClient(server, account.token);
}

/** Text of a test id with the formatter's no-break spaces as plain ones. */
const textOf = async (testId: string) =>
  ((await page.getByTestId(testId).textContent()) ?? '').replaceAll('\u00a0', ' ');
const forecast = () => textOf('calendar-forecast');
const item = (name: string) => page.getByTestId('calendar-item').filter({ hasText: name });

describe('calendar', () => {
  it('forecasts, pays, edits and deletes calendar items against the real server', async () => {
    await signUp();
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
    // The month before stays on screen until the next one is read (decisions 429, 024): the next
    // month, once shown, offers no paid toggle.
    await page.getByRole('button', { name: 'Próximo mês' }).click();
    await expect.poll(() => page.getByRole('button', { name: /como pago/ }).count()).toBe(0);
  });
});
