import { describe, expect, it } from 'vitest';
import { signUpInBrowser } from './support/accounts';
import { page, server, setUpJourney } from './support/journey';

// Issue 6 item 12: a new account, a card closing on day 5, a 3x purchase and two expenses around
// the close day, the three invoices, a short payment carried to the next invoice, a refused
// transfer and a paid toggle that survives a reload; then the six-month chart drawn from the
// server's series. Dates are in the current São Paulo month M.

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const month = today.slice(0, 7);
const addMonths = (key: string, count: number) => {
  const index = Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
const CARD = 'Cartão E2E';
const ACCOUNT = 'Conta E2E';

setUpJourney();

async function signUp(): Promise<void> {
  await signUpInBrowser(page, server, { name: 'Rita', emailPrefix: 'dinheiro' });
}

async function closeResult(button = 'Fechar'): Promise<void> {
  // The last one: the dialog's × is also named 'Fechar'.
  await page.getByRole('dialog').getByRole('button', { name: button, exact: true }).last().click();
  await page
    .getByRole('dialog')
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
}

async function addPayment(fill: () => Promise<void>): Promise<void> {
  await page.goto(`${server.url}/carteiras`);
  await page.getByRole('button', { name: 'Nova forma de pagamento' }).first().click();
  await fill();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Forma de pagamento cadastrada com sucesso').waitFor();
  await closeResult();
}

async function addExpense(name: string, cents: string, date: string, payment: string, installments?: string) {
  await page.goto(`${server.url}/movimentacoes?month=${month}`);
  await page.getByText('Opções').click();
  await page.getByRole('button', { name: 'Nova movimentação' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome', { exact: true }).fill(name);
  await dialog.getByLabel('Valor', { exact: true }).fill(cents);
  await dialog.getByLabel('Data', { exact: true }).fill(date);
  await dialog.getByLabel('Categoria', { exact: true }).selectOption({ index: 1 });
  await dialog.getByLabel('Forma de pagamento', { exact: true }).selectOption({ label: payment });
  if (installments) {
    await dialog.getByLabel('Parcelar', { exact: true }).check();
    await dialog.getByLabel('Parcelas', { exact: true }).selectOption({ label: installments });
  }
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await dialog.getByText('Despesa cadastrada com sucesso').waitFor();
  await closeResult();
}

async function invoiceValue(cardId: string, key: string): Promise<string> {
  await page.goto(`${server.url}/movimentacoes/${cardId}?month=${key}`);
  const value = page.getByTestId('invoice-value');
  await value.waitFor();
  // The invoice list loads after the payments; wait for the rows (or the empty state) to settle.
  await page.waitForLoadState('networkidle');
  return (await value.textContent())?.replace(/\s/g, ' ') ?? '';
}

describe('money journeys in Chromium against the real server', () => {
  let cardId = '';

  it('signs up and registers a card closing on day 5 and a bank account', async () => {
    await signUp();
    await addPayment(async () => {
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Tipo', { exact: true }).selectOption('credit');
      await dialog.getByLabel('Nome', { exact: true }).fill(CARD);
      await dialog.getByLabel('Bandeira', { exact: true }).selectOption('Visa');
      await dialog.getByLabel('Dia de fechamento da fatura', { exact: true }).fill('5');
      await dialog.getByLabel('Dia de vencimento da fatura', { exact: true }).fill('12');
      await dialog.getByLabel('Limite', { exact: true }).fill('500000');
    });
    await addPayment(async () => {
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Nome', { exact: true }).fill(ACCOUNT);
      await dialog.getByLabel('Tipo de conta', { exact: true }).selectOption('Conta corrente');
      await dialog.getByLabel('Saldo inicial', { exact: true }).fill('10000');
    });
    await page.goto(`${server.url}/carteiras`);
    const link = page.getByRole('link', { name: CARD });
    cardId = (await link.getAttribute('href'))?.split('/').pop() ?? '';
    expect(cardId).not.toBe('');
  });

  it('spreads a 3x purchase and two expenses around the close day over three invoices', async () => {
    await addExpense('Geladeira', '30000', `${month}-04`, CARD, '3x');
    await addExpense('Padaria', '2000', `${month}-04`, CARD);
    await addExpense('Farmácia', '5000', `${month}-05`, CARD);
    expect(await invoiceValue(cardId, month)).toBe('R$ 120,00');
    expect(await invoiceValue(cardId, addMonths(month, 1))).toBe('R$ 150,00');
    expect(await invoiceValue(cardId, addMonths(month, 2))).toBe('R$ 100,00');
  });

  it('pays less than the first invoice and shows the residual on the next', async () => {
    await invoiceValue(cardId, month);
    await page.getByText('Opções').click();
    await page.getByRole('button', { name: 'Pagar fatura' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Valor do pagamento', { exact: true }).fill('10000');
    await dialog.getByLabel('Pagar com', { exact: true }).selectOption({ label: 'Dinheiro' });
    await dialog.getByRole('button', { name: 'Pagar' }).click();
    await dialog.getByText(/Você está pagando um valor menor do que o total da fatura/).waitFor();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.getByText('Fatura paga com sucesso!').waitFor();
    await closeResult();
    expect(await invoiceValue(cardId, addMonths(month, 1))).toBe('R$ 170,00');
    await page.getByText('Residual da fatura anterior').first().waitFor();
  });

  it("refuses a transfer above the source's balance with 'SALDO INSUFICIENTE'", async () => {
    await page.goto(`${server.url}/movimentacoes?month=${month}`);
    await page.getByText('Opções').click();
    await page.getByRole('button', { name: 'Nova operação bancária' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Conta de origem', { exact: true }).selectOption({ label: ACCOUNT });
    await dialog.getByLabel('Conta de destino', { exact: true }).selectOption({ label: 'Dinheiro' });
    await dialog.getByLabel('Valor', { exact: true }).fill('50000');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await dialog.getByText('SALDO INSUFICIENTE').waitFor();
  });

  it('keeps a toggled paid status after a reload', async () => {
    await page.goto(`${server.url}/movimentacoes?month=${month}`);
    await page.getByText('Opções').click();
    await page.getByRole('button', { name: 'Nova movimentação' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome', { exact: true }).fill('Conta de luz');
    await dialog.getByLabel('Valor', { exact: true }).fill('8990');
    await dialog.getByLabel('Data', { exact: true }).fill(`${month}-10`);
    await dialog.getByLabel('Categoria', { exact: true }).selectOption({ index: 1 });
    await dialog.getByLabel('Forma de pagamento', { exact: true }).selectOption({ label: ACCOUNT });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('Despesa cadastrada com sucesso').waitFor();
    await closeResult();

    await page.getByRole('button', { name: 'Marcar Conta de luz como paga' }).click();
    await page.getByRole('button', { name: 'Marcar Conta de luz como não paga' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Marcar Conta de luz como não paga' }).waitFor();
  });

  it('says an impossible date typed by hand is invalid, not missing (audit X2)', async () => {
    await page.goto(`${server.url}/movimentacoes?month=${month}`);
    await page.getByText('Opções').click();
    await page.getByRole('button', { name: 'Nova movimentação' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome', { exact: true }).fill('Feira');
    await dialog.getByLabel('Valor', { exact: true }).fill('4500');
    await dialog.getByLabel('Categoria', { exact: true }).selectOption({ index: 1 });
    await dialog.getByLabel('Forma de pagamento', { exact: true }).selectOption({ label: ACCOUNT });
    const date = dialog.getByLabel('Data', { exact: true });
    // The field's order of day and month follows the browser's language: learn it from 01, 02.
    await date.fill('');
    await date.focus();
    await page.keyboard.type('01022026');
    const dayFirst = (await date.inputValue()) === '2026-02-01';
    for (const [day, monthOfYear, year] of [
      ['31', '04', '2026'],
      ['29', '02', '2027'],
    ]) {
      await date.fill('');
      await date.focus();
      await page.keyboard.type(dayFirst ? `${day}${monthOfYear}${year}` : `${monthOfYear}${day}${year}`);
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      expect(await date.inputValue()).toBe('');
      await dialog.getByText('DATA INVÁLIDA').waitFor();
      expect(await dialog.getByText('CAMPO OBRIGATÓRIO').count()).toBe(0);
    }
    await date.fill(`${month}-10`);
    await date.blur();
    await dialog.getByText('DATA INVÁLIDA').waitFor({ state: 'detached' });
  });

  it("draws the six-month chart from the server's revenue and expense series", async () => {
    await page.goto(`${server.url}/movimentacoes?month=${month}`);
    const chart = page.getByRole('img', { name: 'Receitas x Despesas' });
    await chart.locator('svg').first().waitFor();
    // The value axis: 'R$ 0,00'..'R$ 0,01' when the chart reads series the answer does not have.
    const ticks = (await chart.locator('text').allTextContents()).filter((text) => text.includes('R$'));
    const top = Math.max(...ticks.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'))));
    // This month's expenses on the account alone are R$ 89,90 (the light bill).
    expect(top).toBeGreaterThanOrEqual(89.9);
  });
});
