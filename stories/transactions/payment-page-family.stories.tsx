import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import type { Transaction } from '@/api/gen/model';
import {
  chartPoints,
  checking,
  familyPayments,
  familyScopedHandlers,
  familyUser,
  ME,
  moneyHandlers,
  moneyRows,
  PARTNER,
  partnerAccount,
} from '@/testing/money-fakes';
import { collection } from '@/testing/msw';
import { TransactionsStoryScreen, transactionsPage, withMoneyFakes } from './support';

const Screen = TransactionsStoryScreen;

const walletPage = (paymentId: string) =>
  transactionsPage(`/movimentacoes/${paymentId}?month=2026-03`, '/movimentacoes/$payment');

const meta = {
  title: 'Money/Transactions/Family wallet page',
  component: Screen,
  parameters: { layout: 'fullscreen', page: transactionsPage('/movimentacoes?month=2026-03') },
  beforeEach: ({ msw }) => withMoneyFakes(msw),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The balances charts asked, story by story. */
const chartsAsked: URL[] = [];

const carlosRows: Transaction[] = [
  {
    _id: 't-salario-carlos',
    name: 'Salário Carlos',
    value: 3000,
    date: '2026-03-05',
    paid: true,
    transactionType: 'revenues',
    category: { id: 'cat-salario', name: 'Salário', group: 'revenues' },
    payment: { _id: partnerAccount._id, name: partnerAccount.name },
    user: { _id: PARTNER, name: 'Carlos Souza', image: 'avatar5' },
  },
  {
    _id: 't-mercado-carlos',
    name: 'Mercado Carlos',
    value: -250,
    date: '2026-03-12',
    paid: true,
    transactionType: 'expenses',
    category: { id: 'cat-mercado', name: 'Mercado', group: 'expenses' },
    payment: { _id: partnerAccount._id, name: partnerAccount.name },
    user: { _id: PARTNER, name: 'Carlos Souza', image: 'avatar5' },
  },
];

const zero = (point: { month: string }) => ({
  month: point.month,
  revenues: 0,
  expenses: 0,
  investments: 0,
  balance: 0,
});

/**
 * GET /balances?type=chart as the server scopes it (server test "the chart of one family member's
 * wallet"): another member's wallet sums nothing unless `family=true` is asked.
 */
const scopedChart = http.get('*/balances', ({ request }) => {
  const url = new URL(request.url);
  if (url.searchParams.get('type') !== 'chart') return undefined;
  chartsAsked.push(url);
  const theirs = url.searchParams.get('paymentId') === partnerAccount._id;
  const family = url.searchParams.get('family') === 'true';
  const points = chartPoints(url.searchParams.get('chartType'));
  return collection(theirs && !family ? points.map(zero) : points);
});

/** The largest amount on a chart's value axis, in reais: 10 when every series it drew is zero. */
function axisMax(chart: HTMLElement): number {
  const amounts = [...chart.querySelectorAll('text')]
    .map((node) => node.textContent ?? '')
    .filter((text) => text.includes('R$'))
    .map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
  return Math.max(0, ...amounts);
}

const familyWorld = () => [
  scopedChart,
  ...familyScopedHandlers({ me: ME, rows: [...moneyRows, ...carlosRows] }),
  ...moneyHandlers({ user: familyUser, payments: familyPayments }),
];

/**
 * Ana, the admin, on Carlos' account: the list and 'Seu orçamento' show his money, and so does the
 * area chart, read with the rows' family scope (audit U4) rather than flat at zero.
 */
export const MemberWalletChart: Story = {
  args: { paymentId: partnerAccount._id },
  parameters: { page: walletPage(partnerAccount._id) },
  beforeEach({ msw }) {
    chartsAsked.length = 0;
    msw.use(...familyWorld());
  },
  play: async ({ canvas }) => {
    // The rows first: the pending view has the wallet's title too.
    await expect(await canvas.findAllByTestId('transaction-row')).toHaveLength(carlosRows.length);
    await expect(canvas.getByRole('heading', { name: 'MOVIMENTAÇÕES | Banco do Brasil' })).toBeVisible();
    const chart = await canvas.findByRole('img', { name: 'Receitas x Despesas' });
    await waitFor(() => expect(axisMax(chart)).toBeGreaterThanOrEqual(8000));
    await expect(chartsAsked.map((url) => url.searchParams.get('paymentId'))).toEqual([partnerAccount._id]);
    await expect(chartsAsked[0]?.searchParams.get('family')).toBe('true');
  },
};

/** The main list's chart stays the person's own in a family (decision 382): no family scope. */
export const MainListChartStaysOwn: Story = {
  beforeEach({ msw }) {
    chartsAsked.length = 0;
    msw.use(...familyWorld());
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('img', { name: 'Receitas x Despesas' });
    await waitFor(() => expect(chartsAsked.length).toBeGreaterThan(0));
    await expect(chartsAsked.some((url) => url.searchParams.has('family'))).toBe(false);
  },
};

/** Without a family a wallet's chart is asked as always: the wallet, no family scope. */
export const OwnWalletWithoutAFamily: Story = {
  args: { paymentId: checking._id },
  parameters: { page: walletPage(checking._id) },
  beforeEach({ msw }) {
    chartsAsked.length = 0;
    msw.use(scopedChart);
  },
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('img', { name: 'Receitas x Despesas' });
    await waitFor(() => expect(axisMax(chart)).toBeGreaterThanOrEqual(8000));
    await expect(chartsAsked.map((url) => url.search)).toEqual([
      expect.stringMatching(/paymentId=pay-nubank$/),
    ]);
  },
};
