import { describe, expect, it } from 'vitest';
import { createActivatedAccount } from './support/accounts';
import { apiClient } from './support/api';
import { page, server, setUpJourney } from './support/journey';
import { signInInBrowser } from './support/session';

// Issue 12 item 5: 'Buscar' finds a transaction from years ago (name typed without accents), and
// choosing it opens that month on the row.

const OLD_NAME = 'Pão de Açúcar Vila Mariana';

setUpJourney();

describe('search across history', () => {
  it('finds a 2019 transaction from the current month and opens February 2019 on it', async () => {
    const account = await createActivatedAccount(server, { name: 'Bia', emailPrefix: 'busca' });
    const api = apiClient(server, account.token);
    const wallet = await api<{ _id: string }>('POST', '/payments', {
      name: 'Conta Busca',
      type: 'debit',
      accountType: 'Conta corrente',
      value: 0,
    });
    const categories = await api<{ items: Array<{ _id: string; group: string }> }>('GET', '/categories');
    const category = categories.items.find((item) => item.group === 'expenses')?._id;
    const book = (name: string, date: string) =>
      api('POST', '/transactions', {
        name,
        value: -42.5,
        date,
        transactionType: 'expenses',
        category,
        payment: wallet._id,
      });
    await book(OLD_NAME, '2019-02-03');
    await book('Padaria', '2019-02-04');

    await signInInBrowser(page, server, account);
    await page.goto(`${server.url}/movimentacoes`);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('acucar vila');
    const panel = page.getByRole('region', { name: 'Em todo o histórico' });
    await panel.getByText('1 movimentação encontrada').waitFor();
    await expect(panel.getByRole('heading', { name: 'Fevereiro 2019' }).isVisible()).resolves.toBe(true);
    await panel.getByRole('button', { name: new RegExp(OLD_NAME) }).click();

    await page.waitForURL(/month=2019-02/);
    const current = page.locator('[data-testid="transaction-row"][aria-current="true"]');
    await current.waitFor();
    await expect(current.textContent()).resolves.toContain(OLD_NAME);
    await expect(page.getByTestId('transaction-row').count()).resolves.toBe(2);
  });
});
