import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AnyRouter, useRouter, useSearch } from '@tanstack/react-router';
import { HttpResponse, http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import * as v from 'valibot';
import type { Transaction } from '@/api/gen/model';
import { useSearchRoute } from '@/app/month-route';
import { TransactionsSearchSchema } from '@/app/search-schemas';
import { CategoryDetailsModal, InvoicePaymentModal } from '@/features/money-modals';
import { TransactionsScreen } from '@/features/transactions';
import { HistorySearch } from '@/features/transactions/search';
import { moneyRows } from '@/testing/money-fakes';
import { collection, envelope } from '@/testing/msw';
import { transactionsPage, WithHosts, withMoneyFakes } from './support';

const FOUND_NAME = 'Pão de Açúcar';
const OLD_ROW: Transaction = {
  ...(moneyRows[1] as Transaction),
  _id: 't-acucar-2019',
  name: FOUND_NAME,
  value: -87.4,
  date: '2019-02-03',
};
const RECENT_ROW: Transaction = {
  ...(moneyRows[1] as Transaction),
  _id: 't-acucar-2026',
  name: 'Açúcar mascavo',
  value: -12.9,
  date: '2026-03-14',
};

const found = (items: Transaction[], total = items.length) => envelope({ items, total, page: 1, limit: 50 });

const meta = {
  title: 'Money/Transactions/History search',
  component: HistorySearch,
  args: { query: 'acucar', currency: 'BRL', onOpen: fn() },
  beforeEach: ({ msw }) => withMoneyFakes(msw),
} satisfies Meta<typeof HistorySearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fewer than 2 letters: nothing is asked and nothing is shown. */
export const TooShort: Story = {
  args: { query: 'a' },
  beforeEach({ msw }) {
    msw.use(http.get('*/transactions/search', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.queryByRole('region', { name: 'Em todo o histórico' })).toBeNull();
  },
};

/** One emoji is one letter, as the server counts: nothing is asked, no failure shown (audit W9). */
export const OneEmojiIsTooShort: Story = {
  args: { query: '🏠' },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/transactions/search', () =>
        HttpResponse.json({ message: 'Dados inválidos' }, { status: 400 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvas.queryByRole('region', { name: 'Em todo o histórico' })).toBeNull();
    await expect(canvas.queryByText('Não foi possível buscar no histórico.')).toBeNull();
  },
};

export const Results: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/transactions/search', () => found([RECENT_ROW, OLD_ROW])));
  },
  play: async ({ canvas, args, userEvent }) => {
    const panel = await canvas.findByRole('region', { name: 'Em todo o histórico' });
    await expect(await within(panel).findByText('2 movimentações encontradas')).toBeVisible();
    const months = within(panel).getAllByRole('heading', { level: 3 });
    await expect(months.map((heading) => heading.textContent)).toEqual(['Março 2026', 'Fevereiro 2019']);
    await userEvent.click(within(panel).getByRole('button', { name: new RegExp(FOUND_NAME) }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ _id: OLD_ROW._id }));
  },
};

export const NoResults: Story = {
  args: { query: 'xyzzy' },
  beforeEach({ msw }) {
    msw.use(http.get('*/transactions/search', () => found([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhuma movimentação com “xyzzy” em nenhum mês.')).toBeVisible();
  },
};

export const SearchError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/transactions/search', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível buscar no histórico.');
  },
};

export const MorePages: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/transactions/search', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        return envelope({ items: page === 1 ? [RECENT_ROW] : [OLD_ROW], total: 2, page, limit: 1 });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mostrar mais' }));
    await expect(await canvas.findByRole('button', { name: new RegExp(FOUND_NAME) })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Mostrar mais' })).toBeNull());
  },
};

const modals = { CategoryDetails: CategoryDetailsModal, InvoicePayment: InvoicePaymentModal };

/** The story's router, so a play can press the browser's Back. */
let storyRouter: AnyRouter | undefined;

/** The screen as its route mounts it: URL state in, changes out through the router. */
function Screen() {
  storyRouter = useRouter();
  const search = v.parse(TransactionsSearchSchema, useSearch({ strict: false }));
  return <TransactionsScreen modals={modals} search={search} {...useSearchRoute()} />;
}

/** On the screen: typing in 'Buscar' finds a 2019 row; choosing it opens February 2019 on that row. */
export const OpensTheMonthOnTheRow: Story = {
  // As in the app, the screen stays while the found month loads: the row it marks is its state.
  parameters: {
    layout: 'fullscreen',
    page: { ...transactionsPage('/movimentacoes?month=2026-03'), pendingMs: 1000 },
  },
  render: () => (
    <WithHosts>
      <Screen />
    </WithHosts>
  ),
  beforeEach({ msw }) {
    msw.use(
      http.get('*/transactions/search', () => found([OLD_ROW])),
      http.get('*/transactions', ({ request }) => {
        const start = new URL(request.url).searchParams.get('startDate') ?? '';
        return collection(start.startsWith('2019-02') ? [...moneyRows.slice(0, 2), OLD_ROW] : moneyRows);
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole('searchbox', { name: 'Buscar' });
    // The server takes up to 100 letters (decision 362): the field stops there.
    await expect(field).toHaveAttribute('maxlength', '100');
    await userEvent.type(field, 'acucar');
    const panel = await canvas.findByRole('region', { name: 'Em todo o histórico' });
    await userEvent.click(await within(panel).findByRole('button', { name: new RegExp(FOUND_NAME) }));
    // The chosen row is only in February 2019's answer: seeing it marked means that month opened.
    await waitFor(() => {
      const current = canvas
        .getAllByTestId('transaction-row')
        .find((row) => row.getAttribute('aria-current'));
      expect(current).toHaveTextContent(FOUND_NAME);
    });
    await expect(canvas.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
    await expect(canvas.queryByRole('region', { name: 'Em todo o histórico' })).toBeNull();
    // A keyboard or screen reader user lands on the row that was chosen.
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-current', 'true'));
    // The opened month is a new place: Back returns to the search and its results.
    storyRouter?.history.back();
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('acucar'));
    await expect(await canvas.findByRole('region', { name: 'Em todo o histórico' })).toBeVisible();
  },
};
