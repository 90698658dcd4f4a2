import { describe, expect, it } from 'vitest';
import { signUpInBrowser } from './support/accounts';
import { type Api, apiClient } from './support/api';
import { page, server, setUpJourney } from './support/journey';

// A new account plans the current São Paulo month M, books a salary, rent, a card bought in 3x, an
// objective deposit and an invoice-category payment through the real API, then reads the report:
// the planning table to the cent, the top spending list, the charts, the objective ring and the
// month selector in the URL.

let api: Api;

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const month = today.slice(0, 7);
const day = (n: number) => `${month}-${String(Math.min(n, Number(today.slice(8, 10)))).padStart(2, '0')}`;

setUpJourney();

async function signUp(): Promise<void> {
  const account = await signUpInBrowser(page, server, { name: 'Rui', emailPrefix: 'relatorio' });
  api = apiClient(server, account.token);
}

async function seed(): Promise<void> {
  const categories = await api<{ items: Array<{ _id: string; name: string }> }>('GET', '/categories');
  const id = (name: string) => {
    const found = categories.items.find((category) => category.name === name);
    if (!found) throw new Error(`no category ${name}`);
    return found._id;
  };
  await api('POST', '/budgets', {
    date: `${month}-01`,
    revenuesCategories: [{ category: id('Salário'), value: 6000 }],
    essentialCategories: [{ category: id('Aluguel'), value: 2000 }],
    debtsCategories: [{ category: id('Empréstimo pessoal'), value: 450.3 }],
    investimentCategories: [{ category: id('Poupança'), value: 500 }],
  });
  const account = await api<{ _id: string }>('POST', '/payments', {
    name: 'Conta Relatório',
    type: 'debit',
    accountType: 'Conta corrente',
    value: 1000,
  });
  const card = await api<{ _id: string }>('POST', '/payments', {
    name: 'Cartão Relatório',
    type: 'credit',
    flag: 'Visa',
    invoiceCloseOn: 28,
    paid: 5,
    limit: 8000,
  });
  const book = (name: string, value: number, transactionType: string, category: string, extra = {}) =>
    api('POST', '/transactions', {
      name,
      value,
      date: day(2),
      paid: true,
      transactionType,
      category: id(category),
      payment: account._id,
      ...extra,
    });
  await book('Salário', 6000.5, 'revenues', 'Salário');
  await book('Aluguel', -2000, 'expenses', 'Aluguel');
  await book('Farmácia', -87.9, 'expenses', 'Aluguel', { paid: false });
  await book('Fatura antiga', -3000, 'expenses', 'Cartão de crédito');
  await book('Notebook', -1200.3, 'expenses', 'Empréstimo pessoal', {
    payment: card._id,
    lastInstallment: 3,
  });
  const objective = await api<{ _id: string }>('POST', '/objectives', {
    name: 'Reserva do Rui',
    category: 'reserva-emergencia',
    totalValue: 2000,
    beginDate: `${month}-01`,
    finalDate: `${month.slice(0, 4)}-12-31`,
    payment: account._id,
  });
  await api('POST', `/objectives/${objective._id}/transaction`, { value: 500, date: today });
}

describe('report journey', () => {
  it('reads the month against the planning, to the cent', async () => {
    await signUp();
    await seed();
    await page.goto(`${server.url}/relatorio?month=${month}`);
    await page.getByRole('heading', { level: 1, name: 'RELATÓRIO DE EVOLUÇÃO MENSAL' }).waitFor();
    const planning = page.getByRole('table', { name: 'Planejamento do mês' });
    await planning.waitFor();
    const cells = async (name: string) =>
      (
        await planning
          .getByRole('row', { name: new RegExp(`^${name}`) })
          .locator('td')
          .allTextContents()
      ).map((text) => text.replace(/\s/g, ' '));
    // Fixas: rent 2000,00; the unpaid 87,90 is planned, not realised, as on the planning cards
    // (decision 166, audit D1).
    expect(await cells('Fixas')).toEqual(['R$ 2.000,00', 'R$ 2.000,00', '100%']);
    // 'Cartão de crédito' is a debts category: its 3.000,00 row plus this month's 400,10 of the 3x
    // purchase, against 450,30 planned; the row stays out of the top spending list.
    expect(await cells('Dividas e parcelas')).toEqual(['R$ 3.400,10', 'R$ 450,30', '755%']);
    expect(await cells('Investimentos')).toEqual(['R$ 500,00', 'R$ 500,00', '100%']);
    expect(await cells('Receitas')).toEqual(['R$ 6.000,50', 'R$ 6.000,00', '100%']);
    const top = page.getByRole('list', { name: 'Maiores gastos do mês' });
    expect(await top.locator('strong').allTextContents()).toEqual(['Aluguel', 'Notebook']);
    for (const name of [
      'Resultado mensal: previsto x realizado',
      'Receitas x Despesas',
      'Parcelas do cartão x orçamento',
      'Acúmulo de poupança',
    ])
      await page.getByRole('img', { name }).locator('svg text').first().waitFor();
    await page.getByRole('img', { name: 'Reserva do Rui' }).waitFor();
    expect(await cells('Saldo')).toEqual(['R$ 100,40', 'R$ 3.049,70', '3%']);
    await page.getByText('R$ 500,00 de R$ 2.000,00').waitFor();

    await page.getByRole('button', { name: 'Mês anterior' }).click();
    await page.waitForURL((url) => url.searchParams.get('month') !== month);
    await page.getByText('Sem gastos').waitFor();
  });

  it("keeps the menu and a waiting state while a screen's code is on its way (audit W3)", async () => {
    await page.goto(`${server.url}/relatorio?month=${month}`);
    await page.getByRole('table', { name: 'Situação dos meses' }).waitFor();
    // Every script held back from here on, as on a slow phone connection: the next screen's code, and
    // its waiting view's, arrive only when released.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const scripts = /\/assets\/.*\.js$/;
    await page.route(scripts, async (route) => {
      await held;
      await route.continue();
    });
    try {
      const menu = page.getByRole('navigation', { name: 'Menu principal' });
      await menu.getByRole('link', { name: 'Objetivos' }).click();
      // Past the router's pending delay the shell shows its own waiting state; the menu stays.
      await page.getByRole('status', { name: 'Carregando…' }).first().waitFor();
      await expect(menu.isVisible()).resolves.toBe(true);
    } finally {
      release();
      await page.unrouteAll({ behavior: 'wait' });
    }
    await page.getByRole('heading', { name: 'Objetivos', level: 1 }).waitFor();
  });

  it('prints on an A4 sheet with every column and without the menu (audit K10)', async () => {
    await page.goto(`${server.url}/relatorio?month=${month}`);
    await page.getByRole('table', { name: 'Situação dos meses' }).waitFor();
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: 'print' });
    try {
      const printed = await page.evaluate(() => ({
        menu: [...document.querySelectorAll('nav')].every((nav) => nav.getBoundingClientRect().width === 0),
        arrows: document.querySelector('[aria-label="Mês anterior"]')?.getBoundingClientRect().width ?? 0,
        tables: [...document.querySelectorAll('table')]
          .map((table) => ({
            name: table.getAttribute('aria-label'),
            fits: table.getBoundingClientRect().right <= document.documentElement.clientWidth,
          }))
          .sort((a, b) => String(a.name).localeCompare(String(b.name))),
        wide: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      }));
      expect(printed).toEqual({
        menu: true,
        arrows: 0,
        tables: [
          { name: 'Planejamento do mês', fits: true },
          { name: 'Situação dos meses', fits: true },
        ],
        wide: false,
      });
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });
});
