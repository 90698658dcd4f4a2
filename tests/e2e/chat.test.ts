import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/lib/money';
import { signUpInBrowser } from './support/accounts';
import { type Api, apiClient } from './support/api';
import { page, server, setUpJourney } from './support/journey';

// The assistant against the real server: a new account books a groceries expense, asks the dashboard's
// chat window how much went on groceries this month and reads the amount the budget call answers,
// formatted by the one money formatter; then asks to open the calendar and lands on /calendario.

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const month = today.slice(0, 7);
const [year, monthNumber] = month.split('-').map(Number) as [number, number];
const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();

setUpJourney();

describe('chat assistant', () => {
  it('answers how much went on groceries this month, then opens the calendar on request', async () => {
    const account = await signUpInBrowser(page, server, { name: 'Rita', emailPrefix: 'assistente' });
    const api: Api = apiClient(server, account.token);
    const { id } = await api<{ id: string }>('POST', '/users/authenticate', {
      email: account.email,
      password: account.password,
    });
    await api('PATCH', `/users/${id}`, { skipTutorial: true });
    const wallet = await api<{ _id: string }>('POST', '/payments', {
      name: 'Conta Assistente',
      type: 'debit',
      accountType: 'Conta corrente',
      value: 2000,
    });
    const categories = await api<{ items: Array<{ _id: string; name: string }> }>('GET', '/categories');
    const groceries = categories.items.find((category) => category.name === 'Supermercado')?._id;
    await api('POST', '/transactions', {
      name: 'Compras da semana',
      value: -342.18,
      date: today,
      paid: true,
      transactionType: 'expenses',
      category: groceries,
      payment: wallet._id,
    });
    // What the budget's own call says was spent on groceries this month.
    const summary = await api<{ expensesPaid: number }>(
      'GET',
      `/balances?categoryId=${groceries}&startDate=${month}-01&endDate=${month}-${lastDay}`,
    );
    expect(summary.expensesPaid).toBe(342.18);

    await page.goto(`${server.url}/painel?month=${month}`);
    await page.getByRole('heading', { level: 1, name: 'Minha poupança' }).waitFor();
    await page.getByRole('button', { name: 'Abrir assistente' }).click();
    const chat = page.getByRole('region', { name: 'Assistente' });
    await chat
      .getByRole('textbox', { name: 'Sua pergunta' })
      .fill('quanto gastei com supermercado este mês?');
    await chat.getByRole('button', { name: 'Enviar' }).click();
    const answer = chat.getByRole('listitem').filter({ hasText: /gastou .* em Supermercado/ });
    await answer.waitFor();
    expect(await answer.textContent()).toContain(formatMoney(Math.round(summary.expensesPaid * 100)));
    expect(await answer.getByRole('link', { name: 'Ver no orçamento' }).getAttribute('href')).toBe(
      `/planejamento?month=${month}`,
    );

    await chat.getByRole('textbox', { name: 'Sua pergunta' }).fill('abrir calendário');
    await chat.getByRole('button', { name: 'Enviar' }).click();
    await page.waitForURL('**/calendario**');
    await page.getByRole('heading', { level: 1, name: 'calendário mensal' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/calendario');
  });
});
