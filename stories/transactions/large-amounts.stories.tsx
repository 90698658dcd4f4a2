import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSearch } from '@tanstack/react-router';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import * as v from 'valibot';
import type { Transaction } from '@/api/gen/model';
import { useSearchRoute } from '@/app/month-route';
import { TransactionsSearchSchema } from '@/app/search-schemas';
import { CategoryDetailsModal, InvoicePaymentModal } from '@/features/money-modals';
import { TransactionsScreen } from '@/features/transactions';
import { formatMoney } from '@/lib/money';
import { chartPoints, type moneyHandlers, moneyRows } from '@/testing/money-fakes';
import { collection } from '@/testing/msw';
import { transactionsPage, WithHosts, withMoneyFakes } from './support';

const modals = { CategoryDetails: CategoryDetailsModal, InvoicePayment: InvoicePaymentModal };

function Screen() {
  const search = v.parse(TransactionsSearchSchema, useSearch({ strict: false }));
  return (
    <WithHosts>
      <TransactionsScreen modals={modals} search={search} {...useSearchRoute()} />
    </WithHosts>
  );
}

/** Windows of decision 098: a phone's and a desktop's. */
const viewports = {
  phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } },
  desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
};
const at = (value: keyof typeof viewports) => ({ globals: { viewport: { value, isRotated: false } } });

const meta = {
  title: 'Money/Transactions/Large amounts',
  component: Screen,
  parameters: {
    layout: 'fullscreen',
    page: transactionsPage('/movimentacoes?month=2026-03'),
    viewport: { options: viewports },
  },
  beforeEach: ({ msw }) => withMoneyFakes(msw),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const base = moneyRows[1] as Transaction;

/** A house sale, the contract's largest expense and a 360x instalment of it (audit W). */
const largeRows: Transaction[] = [
  ...moneyRows,
  {
    ...base,
    _id: 't-apto',
    name: 'Venda do apartamento',
    value: 1_350_000,
    transactionType: 'revenues',
    category: { id: 'cat-salario', name: 'Salário', group: 'revenues' },
    recurrent: false,
  },
  { ...base, _id: 't-boleto', name: 'Boleto 0', value: -999_999_999_999.99, recurrent: false },
  { ...base, _id: 't-parcela', name: 'Parcela do máximo', value: -2_777_777_777.78, recurrent: false },
];

function largeWorld(msw: { use: (...handlers: ReturnType<typeof moneyHandlers>) => void }) {
  msw.use(
    http.get('*/transactions', () => collection(largeRows)),
    // The month of the house sale on the revenues x expenses chart.
    http.get('*/balances', ({ request }) => {
      if (new URL(request.url).searchParams.get('type') !== 'chart') return undefined;
      const points = chartPoints(null);
      return collection(
        points.map((point, index) => (index === 5 ? { ...point, revenues: 1_358_500 } : point)),
      );
    }),
  );
}

/** Each row's amount is whole in its cell: neither cut ('R$ 1.350.00…') nor past the cell. */
async function expectWholeAmounts(canvas: { queryAllByTestId: (id: string) => HTMLElement[] }) {
  await waitFor(() => expect(canvas.queryAllByTestId('transaction-row')).toHaveLength(largeRows.length), {
    timeout: 10_000,
  });
  const rows = canvas.queryAllByTestId('transaction-row');
  const printed: string[] = [];
  for (const row of rows) {
    const amount = row.querySelector<HTMLElement>('[data-sign]');
    const cell = amount?.closest('td');
    if (!amount || !cell) throw new Error('a row without its amount');
    printed.push(amount.textContent ?? '');
    await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
    await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(
      cell.getBoundingClientRect().right,
    );
  }
  await expect(printed).toEqual(
    expect.arrayContaining([
      formatMoney(1_350_000_00),
      formatMoney(-999_999_999_999_99),
      formatMoney(-2_777_777_777_78),
    ]),
  );
}

/** The month's totals: each on one line, inside the panel (audit W2). */
async function expectWholeTotals(canvas: { getByRole: (role: string, options: object) => HTMLElement }) {
  const panel = canvas.getByRole('region', { name: 'Seu orçamento' });
  const table = within(panel).getByRole('table', { name: 'Totais do mês' });
  const amounts = [...table.querySelectorAll<HTMLElement>('td [data-sign]')];
  await expect(amounts).toHaveLength(4);
  await expect(within(table).getByRole('row', { name: /Despesas/ })).toHaveTextContent(
    formatMoney(-1_002_777_780_226_67).replace('\u00a0', ' '),
  );
  const room = panel.getBoundingClientRect();
  for (const amount of amounts) {
    await expect(amount.getClientRects()).toHaveLength(1);
    await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(room.right);
    const label = amount.closest('tr')?.querySelector('th')?.getBoundingClientRect();
    await expect(label && label.right <= amount.getBoundingClientRect().left).toBe(true);
  }
}

/** The chart's money axis labels lie inside the picture (audit W1). */
async function expectAxisInside(canvas: {
  findByRole: (role: string, options: object, wait: object) => Promise<HTMLElement>;
}) {
  const chart = await canvas.findByRole('img', { name: 'Receitas x Despesas' }, { timeout: 10_000 });
  await waitFor(() => expect(chart.querySelector('svg text')).not.toBeNull());
  const svg = chart.querySelector('svg') as SVGSVGElement;
  const box = svg.getBoundingClientRect();
  const labels = [...svg.querySelectorAll('text')];
  await expect(labels.map((label) => label.textContent)).toContain(formatMoney(1_000_000_00));
  for (const label of labels) {
    await expect(label.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left);
  }
}

/**
 * On a phone: 'Venda do apartamento' reads R$ 1.350.000,00 and 'Boleto 0' -R$ 999.999.999.999,99 in
 * full (the Valor column grows to them), the totals stay one figure each, and the chart's axis
 * keeps its 'R$' (audits W1, W2, W6).
 */
export const LargeAmountsOnAPhone: Story = {
  ...at('phone390'),
  beforeEach: ({ msw }) => largeWorld(msw),
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expectWholeAmounts(canvas);
    await expectWholeTotals(canvas);
    await expectAxisInside(canvas);
  },
};

/** The same at a desktop's width, where the totals' panel is 320 px beside the list. */
export const LargeAmountsOnADesktop: Story = {
  ...at('desktop1280'),
  beforeEach: ({ msw }) => largeWorld(msw),
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(1280);
    await expectWholeAmounts(canvas);
    await expectWholeTotals(canvas);
    await expectAxisInside(canvas);
  },
};

/** An ordinary month of a big household: 38 expense categories (audit W7). */
const manyCategoryRows: Transaction[] = Array.from({ length: 38 }, (_, index) => ({
  ...base,
  _id: `t-cat-${index + 1}`,
  name: `Gasto ${index + 1}`,
  value: -((index + 1) * 12.34),
  recurrent: false,
  category: { id: `cat-${index + 1}`, name: `Categoria ${index + 1}`, group: 'expenses' },
}));

/**
 * The category donut with 38 categories: ten legend lines in ten colours, the 29 smallest gathered
 * in 'Outros'; they repeated the palette's ten colours before.
 */
export const ManyCategoriesOnAPhone: Story = {
  ...at('phone390'),
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/transactions', () => collection(manyCategoryRows)));
  },
  play: async ({ canvas }) => {
    const donut = await canvas.findByRole('img', { name: 'Despesas por categoria' }, { timeout: 10_000 });
    const legend = within(donut.closest('figure') as HTMLElement).getByRole('list', { name: 'Legenda' });
    const lines = [...legend.querySelectorAll('li')];
    await expect(lines.map((line) => line.textContent)).toEqual([
      ...Array.from({ length: 9 }, (_, index) => `Categoria ${38 - index}`),
      'Outros',
    ]);
    const colours = lines.map(
      (line) => getComputedStyle(line.querySelector('span') as Element).backgroundColor,
    );
    await expect(new Set(colours).size).toBe(lines.length);
    // 'Outros' is worth the 29 smallest to the cent: 12,34 x (1 + 2 + … + 29) = 5.367,90.
    await expect(donut.getAttribute('aria-description')).toContain(`Outros ${formatMoney(5_367_90)}`);
  },
};
