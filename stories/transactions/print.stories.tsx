import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import {
  familyScopedHandlers,
  familyUser,
  ME,
  manyRows,
  moneyHandlers,
  moneyInvoice,
  moneyRows,
} from '@/testing/money-fakes';
import { collection } from '@/testing/msw';
import { onPaper, paperViewport } from './paper';
import { TransactionsStoryScreen, transactionsPage, withMoneyFakes } from './support';

const Screen = TransactionsStoryScreen;

const meta = {
  title: 'Money/Transactions/On paper',
  component: Screen,
  parameters: {
    layout: 'fullscreen',
    page: transactionsPage('/movimentacoes?month=2026-03'),
    viewport: { options: paperViewport },
  },
  globals: { viewport: { value: 'a4', isRotated: false } },
  beforeEach: ({ msw }) => withMoneyFakes(msw),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = {
  getAllByTestId: (id: string) => HTMLElement[];
  getByTestId: (id: string) => HTMLElement;
  getByRole: (role: string, options: { name: string }) => HTMLElement;
  queryByRole: (role: string, options: { name: string }) => HTMLElement | null;
};

const box = (element: Element) => element.getBoundingClientRect();

/** The list is on screen with all `count` rows counted (the month is read), a dozen of them drawn. */
async function listRead(canvas: Canvas, count: number) {
  await waitFor(() =>
    expect(canvas.getByTestId('transaction-scroller').querySelector('table')).toHaveAttribute(
      'aria-rowcount',
      String(count + 1),
    ),
  );
  await expect(canvas.getAllByTestId('transaction-row').length).toBeLessThan(30);
}

/**
 * What a sheet shows of the list: every one of `count` rows, one under the other inside the list's
 * box, and the columns that carry the month's facts whole within the page; 'Ações' not at all.
 */
async function expectWholeOnPaper(canvas: Canvas, count: number) {
  const rows = canvas.getAllByTestId('transaction-row');
  await expect(rows).toHaveLength(count);
  const page = document.documentElement.clientWidth;
  const scroller = canvas.getByTestId('transaction-scroller');
  const table = scroller.querySelector('table') as HTMLTableElement;
  const overlapping = rows.filter(
    (row, index) => index > 0 && box(row).top < box(rows[index - 1] as Element).bottom - 1,
  );
  await expect(overlapping).toEqual([]);
  await expect(box(rows.at(-1) as Element).bottom).toBeLessThanOrEqual(box(scroller).bottom + 1);
  await expect(box(table).right).toBeLessThanOrEqual(page);
  for (const name of ['Data', 'Descrição', 'Categoria', 'Carteira', 'Valor', 'Pago']) {
    const header = canvas.getByRole('columnheader', { name });
    await expect({
      name,
      visible: header.checkVisibility(),
      inside: box(header).right <= box(table).right,
    }).toEqual({
      name,
      visible: true,
      inside: true,
    });
  }
  await expect(canvas.queryByRole('columnheader', { name: 'Ações' })).toBeNull();
  const cut = rows
    .map((row) => row.querySelector('td:nth-last-child(3)') as HTMLElement)
    .filter((cell) => cell.scrollWidth > cell.clientWidth || box(cell).right > box(table).right)
    .map((cell) => cell.textContent);
  await expect(cut).toEqual([]);
}

/** The month's 80 rows on paper, not the dozen the scroll box holds; the summary follows the list (audit Z9). */
export const MonthOnPaper: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/transactions', () => collection(manyRows(80))));
  },
  play: async ({ canvas }) => {
    await listRead(canvas, 80);
    const back = onPaper();
    try {
      await expectWholeOnPaper(canvas, 80);
      const summary = canvas.getByRole('heading', { name: 'Seu orçamento' });
      await expect(box(summary).top).toBeGreaterThan(box(canvas.getByTestId('transaction-scroller')).bottom);
    } finally {
      back();
    }
    // Back on screen the list holds the rows in view again.
    await waitFor(() => expect(canvas.getAllByTestId('transaction-row').length).toBeLessThan(30));
  },
};

/** A card's invoice of 29 purchases on paper: every one, with its wallet, amount and status (audit Z9). */
export const InvoiceOnPaper: Story = {
  args: { paymentId: 'pay-card' },
  parameters: { page: transactionsPage('/movimentacoes/pay-card?month=2026-03', '/movimentacoes/$payment') },
  beforeEach({ msw }) {
    const purchase = moneyInvoice.items[0];
    const items = manyRows(29).map((row) => ({
      ...purchase,
      ...row,
      payment: purchase?.payment,
      paid: false,
    }));
    const balance = items.reduce((sum, item) => sum + item.value, 0);
    msw.use(http.get('*/invoices', () => collection([{ ...moneyInvoice, items, balance }])));
  },
  play: async ({ canvas }) => {
    await listRead(canvas, 29);
    const back = onPaper();
    try {
      await expectWholeOnPaper(canvas, 29);
      // The list takes the sheet's width: no empty column beside it.
      const scroller = canvas.getByTestId('transaction-scroller');
      await expect(box(scroller).width).toBeGreaterThanOrEqual(
        box(scroller.parentElement as Element).width - 1,
      );
    } finally {
      back();
    }
  },
};

/**
 * A family's month on paper: the 'Usuário' column makes eight, and 'Pago' ran past the table before
 * the names' columns gave way (found checking audit Z9's mend in Chromium's own PDF).
 */
export const FamilyMonthOnPaper: Story = {
  beforeEach({ msw }) {
    msw.use(...familyScopedHandlers({ me: ME }), ...moneyHandlers({ user: familyUser }));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('columnheader', { name: 'Usuário' })).toBeVisible());
    await listRead(canvas, moneyRows.length);
    const back = onPaper();
    try {
      await expectWholeOnPaper(canvas, moneyRows.length);
      const table = canvas.getByTestId('transaction-scroller').querySelector('table') as Element;
      await expect(box(canvas.getByRole('columnheader', { name: 'Usuário' })).right).toBeLessThanOrEqual(
        box(table).right,
      );
    } finally {
      back();
    }
  },
};
