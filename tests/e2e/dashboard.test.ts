import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpInBrowser } from './support/accounts';
import { page, server, setUpJourney } from './support/journey';

// A new account reaches the dashboard from the planning screen and goes through the tour, which
// is saved (no tour after a reload); registers a bank account, books an expense today and an
// unpaid one tomorrow through the floating menu, and sees the cards, the category donut with its
// details, tomorrow's payments and the wallet's balance; hides the values across a reload.

const dateIn = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000),
  );
const today = dateIn(0);
const tomorrow = dateIn(1);
const month = today.slice(0, 7);
const ACCOUNT = 'Conta Painel';

setUpJourney();

async function signUp(): Promise<void> {
  await signUpInBrowser(page, server, { name: 'Marta', emailPrefix: 'painel' });
}

async function closeResult(): Promise<void> {
  // The last one: the dialog's × is also named 'Fechar'.
  await page.getByRole('dialog').getByRole('button', { name: 'Fechar', exact: true }).last().click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

async function openAction(label: string): Promise<void> {
  await page.getByRole('button', { name: 'Abrir ações rápidas' }).click();
  await page
    .getByRole('navigation', { name: 'Ações rápidas' })
    .getByRole('button', { name: label, exact: true })
    .click();
}

async function addExpense(name: string, cents: string, date: string, paid: boolean): Promise<void> {
  await openAction('Nova movimentação');
  const dialog = page.getByRole('dialog', { name: 'Nova movimentação' });
  await dialog.getByLabel('Nome', { exact: true }).fill(name);
  await dialog.getByLabel('Valor', { exact: true }).fill(cents);
  await dialog.getByLabel('Data', { exact: true }).fill(date);
  await dialog.getByLabel('Categoria', { exact: true }).selectOption({ label: 'Aluguel' });
  await dialog.getByLabel('Forma de pagamento', { exact: true }).selectOption({ label: ACCOUNT });
  await dialog.getByLabel('Pago', { exact: true }).setChecked(paid);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await dialog.getByText('Despesa cadastrada com sucesso').waitFor();
  await closeResult();
}

const card = (key: string) => page.getByTestId(`card-${key}`);
const text = async (locator: ReturnType<Page['getByTestId']>) =>
  ((await locator.textContent()) ?? '').replace(/\s/g, ' ');

describe('dashboard', () => {
  it('shows the tour once, from the planning screen, and saves that it was seen', async () => {
    await signUp();
    await page.goto(`${server.url}/planejamento?month=${month}`);
    await page.getByRole('heading', { level: 1, name: 'Planejamento do orçamento' }).waitFor();
    // A new account has not skipped the tutorial: the onboarding opens on entry (decision 411); Esc closes it.
    const onboarding = page.getByRole('dialog', { name: 'Levantamento de informações financeiras' });
    await onboarding.waitFor();
    await page.keyboard.press('Escape');
    await onboarding.waitFor({ state: 'detached' });
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Painel', exact: true })
      .click();
    await page.waitForURL('**/painel**');
    const start = page.getByRole('dialog', { name: 'Bem-vindo ao seu painel!' });
    await start.getByRole('button', { name: 'Começar' }).click();
    for (let step = 1; step <= 6; step += 1) {
      await page.getByRole('dialog').getByText(`Passo ${step} de 6`).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Próximo', exact: true }).click();
    }
    await page
      .getByRole('dialog', { name: 'Tudo pronto!' })
      .getByRole('button', { name: 'Concluir' })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.waitForLoadState('networkidle');
    // The page arrives with the shell's frame, hidden from assistive technology (decision 423); the
    // heading a role query finds is the screen's own, and the frame is gone once the app has drawn.
    const reloaded = await page.reload();
    expect(await reloaded?.text()).toContain('<h1 class="');
    expect(await reloaded?.text()).toContain('inert=""');
    await page.getByRole('heading', { level: 1, name: 'Minha poupança' }).waitFor();
    expect(await page.locator('#root [inert]').count()).toBe(0);
    // One main landmark, the shell's: the screen inside it does not open a second.
    expect(await page.getByRole('main').count()).toBe(1);
    expect(page.url()).toContain('/painel');
    await page.getByTestId('card-balance').getByText('R$').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('adds an account and two expenses through the floating menu and shows them', async () => {
    await openAction('Nova forma de pagamento');
    const payment = page.getByRole('dialog', { name: 'Nova forma de pagamento' });
    await payment.getByLabel('Nome', { exact: true }).fill(ACCOUNT);
    await payment.getByLabel('Tipo de conta', { exact: true }).selectOption('Conta corrente');
    await payment.getByLabel('Saldo inicial', { exact: true }).fill('100000');
    await payment.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Forma de pagamento cadastrada com sucesso').waitFor();
    await closeResult();

    await addExpense('Condomínio', '12345', today, true);
    await addExpense('Conta de luz', '25000', tomorrow, false);

    // The unpaid one counts in the month's expenses when tomorrow is still this month.
    const expenses = tomorrow.startsWith(month) ? 'R$ 373,45' : 'R$ 123,45';
    await expect.poll(() => text(card('expenses'))).toBe(expenses);
    // 'Somar saldo' is on by default (decision 476): the balance adds what the account held as the
    // month opened (its R$ 1.000,00 initial balance) to the month's result.
    const balance = tomorrow.startsWith(month) ? 'R$ 626,55' : 'R$ 876,55';
    await expect.poll(() => text(card('balance'))).toBe(balance);
    const due = page.getByRole('region', { name: 'Pagamentos de amanhã' });
    await due.getByText('Conta de luz').waitFor();
    await expect.poll(() => text(due.getByTestId('tomorrow-item'))).toBe('Conta de luz-R$ 250,00');
    const wallets = page.getByRole('region', { name: 'Carteiras' });
    await wallets.getByRole('link', { name: ACCOUNT }).waitFor();
    await expect
      .poll(async () => ((await wallets.textContent()) ?? '').replace(/\s/g, ' '))
      .toContain('R$ 876,55');

    await page.getByRole('button', { name: 'Ver detalhes de Aluguel' }).click();
    await page.getByRole('dialog', { name: 'Detalhes da categoria: Aluguel' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).first().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await openAction('Nova movimentação bancária');
    await page.getByRole('dialog', { name: 'Operação bancária' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('keeps the values hidden after a reload', async () => {
    await page.getByRole('button', { name: 'Ocultar valores' }).click();
    await expect.poll(() => text(card('expenses'))).toBe('R$ ••••');
    await page.reload();
    await page.getByRole('button', { name: 'Mostrar valores' }).waitFor();
    await expect.poll(() => text(card('revenues'))).toBe('R$ ••••');
  });
});
