import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { expect, waitFor, within } from 'storybook/test';
import type { Transaction } from '@/api/gen/model';
import { rememberPlannerLogin, startSession } from '@/app/session';
import { resolvedToken } from '@/testing/colours';
import {
  familyMemberUser,
  familyScopedHandlers,
  familyUser,
  ME,
  manyRows,
  moneyHandlers,
  moneyInvoice,
  moneyRows,
  PARTNER,
} from '@/testing/money-fakes';
import { collection, envelope, neverAnswer } from '@/testing/msw';
import { TransactionsStoryScreen, transactionsPage, withMoneyFakes } from './support';

const Screen = TransactionsStoryScreen;

const meta = {
  title: 'Money/Transactions',
  component: Screen,
  parameters: { layout: 'fullscreen', page: transactionsPage('/movimentacoes?month=2026-03') },
  beforeEach: ({ msw }) => withMoneyFakes(msw),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The URLs the scoped fakes were asked, story by story. */
const asked: string[] = [];

const rowsOf = (canvas: { findAllByTestId: (id: string) => Promise<HTMLElement[]> }) =>
  canvas.findAllByTestId('transaction-row');

/** The largest amount on a chart's value axis, in reais: 10 when every series it drew is zero. */
function axisMax(chart: HTMLElement): number {
  const amounts = [...chart.querySelectorAll('text')]
    .map((node) => node.textContent ?? '')
    .filter((text) => text.includes('R$'))
    .map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
  return Math.max(0, ...amounts);
}

/** The summary's donut: its title is printed, a heading of the panel, and names it (audit M2). */
async function expectTitledDonut(
  canvas: { getByRole: (role: string, options: { name: string; level?: number }) => HTMLElement },
  name: string,
) {
  const donut = canvas.getByRole('img', { name });
  const heading = canvas.getByRole('heading', { level: 3, name });
  await expect(heading).toBeVisible();
  await expect(donut).toHaveAttribute('aria-labelledby', heading.id);
}

export const AllTransactions: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Movimentações' })).toBeVisible();
    await expect(await rowsOf(canvas)).toHaveLength(moneyRows.length);
    await expect(canvas.getByRole('heading', { name: 'Seu orçamento' })).toBeVisible();
    // The fake answers each chartType with its own series, as the server does (decision 122).
    const chart = await canvas.findByRole('img', { name: 'Receitas x Despesas' });
    await waitFor(() => expect(axisMax(chart)).toBeGreaterThanOrEqual(8000));
    await expectTitledDonut(canvas, 'Despesas por categoria');
    await expect(canvas.getByRole('progressbar', { name: 'Pago do total' })).toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: 'Usuário' })).toBeNull();
  },
};

/**
 * Every row of the month paid: 'Pago do total' is full and stays in its success colour. Only the
 * dashboard's variable spending turns red at 100% (spec 2); a month all paid is no overrun (audit M1).
 */
export const AllPaid: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/transactions', () => collection(moneyRows.map((row) => ({ ...row, paid: true })))));
  },
  play: async ({ canvas }) => {
    await rowsOf(canvas);
    const bar = canvas.getByRole('progressbar', { name: 'Pago do total' });
    await expect(bar).toHaveAttribute('aria-valuetext', '100%');
    const fill = within(bar).getByTestId('progress-fill');
    await expect(getComputedStyle(fill).backgroundColor).toBe(resolvedToken(fill, '--color-success'));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer('*/transactions'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Carregando movimentações…' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/transactions', () => collection([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hmmm… Nada por aqui…')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/transactions', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Não foi possível carregar as movimentações.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

type Canvas = { getByRole: (role: string, options: { name: string }) => HTMLElement };

/** A total of the summary panel ('Seu orçamento'): its row. */
const summaryTotal = (canvas: Canvas, label: string) =>
  within(canvas.getByRole('region', { name: 'Seu orçamento' }))
    .getByRole('rowheader', { name: label })
    .closest('tr') as HTMLElement;

/**
 * Family mode, as the server answers it (decision 330): own rows unless `family=true` is asked. The
 * month is read with `family=true`, so 'Todos' lists every member's rows, a member's choice lists
 * that member's, and the summary follows the filter.
 */
export const FamilyMode: Story = {
  beforeEach({ msw }) {
    asked.length = 0;
    // The first handler that matches answers: the scoped ones go first.
    msw.use(...familyScopedHandlers({ me: ME, asked }), ...moneyHandlers({ user: familyUser }));
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('columnheader', { name: 'Usuário' })).toBeVisible();
    await expect(await rowsOf(canvas)).toHaveLength(moneyRows.length);
    await expect(canvas.getAllByRole('img', { name: /Carlos Souza/ }).length).toBeGreaterThan(0);
    await expect(canvas.getByText('Feira')).toBeVisible();
    await expect(asked.filter((url) => url.includes('/transactions?'))).toEqual([
      expect.stringContaining('/transactions?startDate=2026-03-01&endDate=2026-03-31&family=true'),
    ]);
    const member = canvas.getByLabelText('Usuário');
    await expect(within(member).getByRole('option', { name: 'Todos' })).toBeInTheDocument();
    await userEvent.selectOptions(member, 'Carlos');
    await waitFor(async () => expect(await rowsOf(canvas)).toHaveLength(1));
    await expect(canvas.getByText('Feira')).toBeVisible();
    await waitFor(() => expect(summaryTotal(canvas, 'Despesas')).toHaveTextContent('-R$ 130,40'));
    await expect(summaryTotal(canvas, 'Receitas')).toHaveTextContent('R$ 0,00');
    await userEvent.selectOptions(member, 'Todos');
    await waitFor(async () => expect(await rowsOf(canvas)).toHaveLength(moneyRows.length));
    await waitFor(() => expect(summaryTotal(canvas, 'Receitas')).toHaveTextContent('R$ 8.500,00'));
  },
};

/** The same month seen by Carlos, the member: 'Todos' holds Ana's rows, choosing Ana lists only hers. */
export const FamilyModeAsAMember: Story = {
  beforeEach({ msw }) {
    asked.length = 0;
    startSession({ accessToken: 'story-token', id: PARTNER });
    // The first handler that matches answers: the scoped ones go first.
    msw.use(...familyScopedHandlers({ me: PARTNER, asked }), ...moneyHandlers({ user: familyMemberUser }));
  },
  parameters: { page: transactionsPage('/movimentacoes?month=2026-03', undefined, PARTNER) },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('columnheader', { name: 'Usuário' })).toBeVisible();
    await expect(await rowsOf(canvas)).toHaveLength(moneyRows.length);
    await expect(canvas.getByText('Aluguel')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Usuário'), 'Ana');
    await waitFor(async () => expect(await rowsOf(canvas)).toHaveLength(moneyRows.length - 1));
    await expect(canvas.queryByText('Feira')).toBeNull();
    await expect(asked.filter((url) => url.includes('/transactions?'))).toEqual([
      expect.stringContaining('/transactions?startDate=2026-03-01&endDate=2026-03-31&family=true'),
    ]);
  },
};

/**
 * A planner acting for Carlos, a member: the filter starts on the family's main user, Ana, the admin
 * (spec 1, planner role), and 'Todos' lists everyone's rows.
 */
export const PlannerStartsOnTheMainUser: Story = {
  beforeEach({ msw }) {
    asked.length = 0;
    startSession({ accessToken: 'story-token', id: PARTNER });
    rememberPlannerLogin({ token: 'planner-token', id: 'planner-1', image: null, clients: [] });
    msw.use(...familyScopedHandlers({ me: PARTNER, asked }), ...moneyHandlers({ user: familyMemberUser }));
  },
  parameters: { page: transactionsPage('/movimentacoes?month=2026-03', undefined, PARTNER) },
  play: async ({ canvas, userEvent }) => {
    await waitFor(async () => expect(await rowsOf(canvas)).toHaveLength(moneyRows.length - 1));
    const member = canvas.getByLabelText('Usuário');
    await expect(within(member).getByRole('option', { name: 'Ana', selected: true })).toBeInTheDocument();
    await expect(canvas.queryByText('Feira')).toBeNull();
    await userEvent.selectOptions(member, 'Todos');
    await waitFor(async () => expect(await rowsOf(canvas)).toHaveLength(moneyRows.length));
  },
};

/** Without a family the month's rows are asked as always: no `family`, the person's own rows. */
export const OwnRowsWithoutAFamily: Story = {
  beforeEach({ msw }) {
    asked.length = 0;
    msw.use(...familyScopedHandlers({ me: ME, asked }));
  },
  play: async ({ canvas }) => {
    await expect(await rowsOf(canvas)).toHaveLength(moneyRows.length - 1);
    await expect(canvas.queryByRole('columnheader', { name: 'Usuário' })).toBeNull();
    await expect(asked.filter((url) => url.includes('/transactions?'))).toEqual([
      expect.stringMatching(/\/transactions\?startDate=2026-03-01&endDate=2026-03-31$/),
    ]);
  },
};

export const DebitAccount: Story = {
  args: { paymentId: 'pay-nubank' },
  parameters: {
    page: transactionsPage('/movimentacoes/pay-nubank?month=2026-03', '/movimentacoes/$payment'),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'MOVIMENTAÇÕES | Nubank Conta' })).toBeVisible();
    await expect(await rowsOf(canvas)).toHaveLength(5);
  },
};

export const CreditCard: Story = {
  args: { paymentId: 'pay-card' },
  parameters: { page: transactionsPage('/movimentacoes/pay-card?month=2026-03', '/movimentacoes/$payment') },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'FATURA CARTÃO DE CRÉDITO Itaú Visa' }),
    ).toBeVisible();
    await expect(canvas.getByText('LIMITE TOTAL')).toBeVisible();
    await expect(canvas.getByText('Valor da fatura')).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('invoice-value')).toHaveTextContent('R$ 877,25'));
    await expect(canvas.getByTestId('invoice-countdown')).toHaveTextContent(/Fatura/);
    await expect(canvas.getByLabelText('Tipo')).toBeDisabled();
    await expect(canvas.getByLabelText('Tipo')).toHaveValue('expenses');
    await expect(canvas.queryByRole('img', { name: 'Receitas x Despesas' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Marcar .* como/ })).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'Não Pago');
    await waitFor(async () => expect(await rowsOf(canvas)).toHaveLength(1));
    await expect(canvas.getByText('Geladeira')).toBeVisible();
    await expect(canvas.getByText('2/10')).toBeVisible();
    // No summary beside an invoice, and no empty column in its place: the list takes the width.
    const scroller = canvas.getByTestId('transaction-scroller');
    const area = (scroller.parentElement as Element).getBoundingClientRect();
    await expect(scroller.getBoundingClientRect().width).toBeGreaterThanOrEqual(area.width - 1);
  },
};

/**
 * A card's next month loading past the router's wait: the pending view stays the card's invoice screen,
 * its value a skeleton, with no chart (audit P8).
 */
export const CreditCardMonthLoading: Story = {
  args: { paymentId: 'pay-card' },
  parameters: {
    page: {
      ...transactionsPage('/movimentacoes/pay-card?month=2026-03', '/movimentacoes/$payment'),
      pendingMs: 0,
    },
  },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/invoices', ({ request }) =>
        new URL(request.url).searchParams.get('month') === '4'
          ? new Promise<never>(() => {})
          : collection([moneyInvoice]),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByTestId('invoice-value')).toHaveTextContent('R$ 877,25'));
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await expect(await canvas.findByRole('status', { name: 'Carregando movimentações…' })).toBeVisible();
    const headings = canvas
      .getAllByRole('heading', { level: 1 })
      .filter((heading) => heading.checkVisibility());
    await expect(headings.map((heading) => heading.textContent)).toEqual([
      'FATURA CARTÃO DE CRÉDITO Itaú Visa',
    ]);
    const values = canvas.getAllByTestId('invoice-value').filter((value) => value.checkVisibility());
    await expect(values).toHaveLength(1);
    await expect(values[0]).not.toHaveTextContent('R$');
    await expect(canvas.queryByRole('img', { name: 'Receitas x Despesas' })).toBeNull();
  },
};

/** A refund and an over-payment's credit: not expenses, so not listed, but said and summed (audit D2). */
export const CreditCardWithCredits: Story = {
  args: { paymentId: 'pay-card' },
  parameters: { page: transactionsPage('/movimentacoes/pay-card?month=2026-03', '/movimentacoes/$payment') },
  beforeEach({ msw }) {
    const credit = (id: string, name: string, value: number) => ({
      ...(moneyInvoice.items[0] as Transaction),
      _id: id,
      name,
      value,
      transactionType: 'revenues' as const,
    });
    const items = [
      ...moneyInvoice.items,
      credit('cr1', 'Estorno loja', 33.33),
      credit('cr2', 'Crédito da fatura anterior', 40.47),
    ];
    msw.use(http.get('*/invoices', () => collection([{ ...moneyInvoice, items, balance: -803.45 }])));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('invoice-value')).toHaveTextContent('R$ 803,45'));
    const summary = canvas.getByRole('region', { name: 'Resumo do cartão' });
    await expect(summary).toHaveTextContent('Créditos e estornos já descontados');
    await expect(summary).toHaveTextContent('R$ 73,80');
    await expect(summary).toHaveTextContent(
      'O filtro de despesas não lista Estorno loja, Crédito da fatura anterior; o valor da fatura já os desconta.',
    );
  },
};

/**
 * A month the over-payment's credit only passes through: nothing to pay and no credit used here, as
 * the next invoice, which has purchases, is where the credit is deducted (audit AD1).
 */
export const CreditCardCreditPassingThrough: Story = {
  args: { paymentId: 'pay-card' },
  parameters: { page: transactionsPage('/movimentacoes/pay-card?month=2026-03', '/movimentacoes/$payment') },
  beforeEach({ msw }) {
    const credit = {
      ...(moneyInvoice.items[0] as Transaction),
      _id: 'cr1',
      name: 'Crédito da fatura anterior',
      value: 30,
      transactionType: 'revenues' as const,
    };
    msw.use(
      http.get('*/invoices', () =>
        collection([{ ...moneyInvoice, items: [credit], balance: 0, creditCarried: 30 }]),
      ),
    );
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('invoice-value')).toHaveTextContent('R$ 0,00'));
    await expect(canvas.getByTestId('invoice-value')).not.toHaveTextContent('-');
    const summary = canvas.getByRole('region', { name: 'Resumo do cartão' });
    await expect(summary).not.toHaveTextContent('Créditos e estornos já descontados');
  },
};

let patched: unknown = null;

export const TogglePaid: Story = {
  beforeEach({ msw }) {
    patched = null;
    msw.use(
      http.patch('*/transactions/:id', async ({ request }) => {
        patched = await request.json();
        return envelope(moneyRows[1]);
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Marcar Aluguel como paga' }));
    await waitFor(() => expect(patched).toEqual({ paid: true }));
  },
};

/** The PATCH of a slow network: held until the story answers it; each one sent is counted. */
const slowPatch: { sent: number; answer: (ok: boolean) => void } = { sent: 0, answer: () => undefined };

function holdPatches(msw: Pick<SetupWorker, 'use'>) {
  slowPatch.sent = 0;
  // Aluguel, unpaid until a PATCH succeeds: the list read after the answer shows what was stored.
  let paid = false;
  msw.use(
    http.get('*/transactions', () =>
      collection(moneyRows.map((row) => (row._id === moneyRows[1]?._id ? { ...row, paid } : row))),
    ),
    http.patch('*/transactions/:id', async ({ request }) => {
      // Answerable from the moment it is counted.
      const answered = new Promise<boolean>((resolve) => {
        slowPatch.answer = resolve;
      });
      slowPatch.sent += 1;
      const body = (await request.json()) as { paid: boolean };
      if (!(await answered)) return HttpResponse.json({ message: 'x' }, { status: 500 });
      paid = body.paid;
      return envelope({ ...moneyRows[1], paid });
    }),
  );
  return () => slowPatch.answer(false);
}

/**
 * On a slow PATCH the toggle is busy from the press; pressing again sends nothing more until the
 * answer, after which the row shows the stored state (audit P3).
 */
export const ToggleOnASlowNetwork: Story = {
  beforeEach: ({ msw }) => holdPatches(msw),
  play: async ({ canvas, userEvent }) => {
    const toggle = await canvas.findByRole('button', { name: 'Marcar Aluguel como paga' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(toggle).toHaveTextContent('○');
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(slowPatch.sent).toBe(1);
    slowPatch.answer(true);
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByRole('button', { name: 'Marcar Aluguel como não paga' })).toHaveTextContent('✔');
    await expect(slowPatch.sent).toBe(1);
  },
};

/** A slow PATCH that fails: the row stays as it was, with the toggle's failure message. */
export const ToggleFailsOnASlowNetwork: Story = {
  beforeEach: ({ msw }) => holdPatches(msw),
  play: async ({ canvas, userEvent }) => {
    const toggle = await canvas.findByRole('button', { name: 'Marcar Aluguel como paga' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(slowPatch.sent).toBe(1));
    slowPatch.answer(false);
    const failure = await canvas.findByText('Não foi possível editar essa(s) movimentação(ões)');
    await waitFor(() => expect(failure).toBeVisible());
    await expect(toggle).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('button', { name: 'Marcar Aluguel como paga' })).toHaveTextContent('○');
    await expect(slowPatch.sent).toBe(1);
  },
};

export const ToggleRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Marcar Transferência como não paga' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'NÃO É POSSÍVEL MUDAR STATUS DESSA TRANSAÇÃO',
    );
  },
};

export const EditRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar Pagamento fatura Itaú Visa' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('NÃO É POSSÍVEL EDITAR ESSA TRANSAÇÃO');
  },
};

export const DeleteRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Padaria' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('NÃO É POSSÍVEL EXCLUIR ESSA TRANSAÇÃO');
  },
};

export const DeleteSeriesConfirmed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Aluguel' }));
    await expect(await canvas.findByText('Tem certeza que deseja excluir esta movimentação?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir' }));
    await expect(
      await canvas.findByText('Deseja excluir também os próximos lançamentos desta série?'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sim' }));
    // The result dialog fades in: wait for it rather than catch it mid-transition.
    const done = await canvas.findByText('Movimentação excluída com sucesso');
    await waitFor(() => expect(done).toBeVisible());
  },
};

/**
 * An instalment's series question says 'Sim' takes the whole purchase, earlier instalments included,
 * as the server does (decision 101), not 'the next ones' (audit J5).
 */
export const DeleteInstallmentsSaysTheWholePurchase: Story = {
  beforeEach({ msw }) {
    const sofa: Transaction = {
      ...(moneyRows[1] as Transaction),
      _id: 'sofa-2',
      name: 'Sofá',
      recurrent: false,
      recurrentType: undefined,
      recurrentTransactionId: 'sofa',
      recurrentIndex: 2,
      lastInstallment: 3,
    };
    msw.use(http.get('*/transactions', () => collection([sofa])));
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('2/3')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Sofá' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir' }));
    await expect(
      await canvas.findByText('Deseja excluir a compra inteira, com as 3 parcelas, inclusive as anteriores?'),
    ).toBeVisible();
  },
};

const deletes: string[] = [];
/** The series question closed with Esc answers neither 'Sim' nor 'Não': nothing is deleted. */
export const DeleteSeriesDismissed: Story = {
  beforeEach({ msw }) {
    deletes.length = 0;
    msw.use(
      http.delete('*/transactions/:id', ({ request }) => {
        deletes.push(request.url);
        return new HttpResponse(null, { status: 204 });
      }),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Aluguel' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir' }));
    const series = await canvas.findByRole('dialog', { name: 'Lançamentos repetidos' });
    await expect(within(series).getByRole('button', { name: 'Não' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Lançamentos repetidos' })).toBeNull());
    await expect(canvas.queryByText('Movimentação excluída com sucesso')).toBeNull();
    await expect(deletes).toEqual([]);
  },
};

export const DeleteFailure: Story = {
  beforeEach({ msw }) {
    msw.use(http.delete('*/transactions/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir Tesouro Selic' }));
    const confirm = await canvas.findByRole('dialog', { name: 'Excluir movimentação' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    const failure = await canvas.findByText('Não foi possível excluir essa(s) movimentação(ões)');
    await waitFor(() => expect(failure).toBeVisible());
  },
};

export const EditOpensTheModal: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar Tesouro Selic' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Editar movimentação' });
    await expect(within(dialog).getByLabelText('Nome')).toHaveValue('Tesouro Selic');
    await expect(within(dialog).getByLabelText('Tipo')).toBeDisabled();
  },
};

export const SearchAndGroup: Story = {
  play: async ({ canvas, userEvent }) => {
    // The pending view has the same field: type once the screen has replaced it (decision 350).
    await rowsOf(canvas);
    await userEvent.type(canvas.getByLabelText('Buscar'), 'aluguel');
    await waitFor(async () => expect(await rowsOf(canvas)).toHaveLength(1));
    await userEvent.clear(canvas.getByLabelText('Buscar'));
    await userEvent.selectOptions(canvas.getByLabelText('Tipo'), 'Receitas');
    await expect(await canvas.findByRole('heading', { name: 'Suas receitas' })).toBeVisible();
    await expectTitledDonut(canvas, 'Receitas por categoria');
    await waitFor(async () => expect(await rowsOf(canvas)).toHaveLength(1));
  },
};

export const MonthChangeWaits: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/transactions', ({ request }) =>
        new URL(request.url).searchParams.get('startDate') === '2026-04-01'
          ? new Promise<never>(() => {})
          : collection(moneyRows),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await rowsOf(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await expect(await canvas.findByRole('status', { name: 'Carregando movimentações…' })).toBeVisible();
    // The pending view's selector: the screen it replaced is still in the page, hidden.
    const selector = canvas.getByRole('group', { name: 'Mês selecionado' });
    await expect(within(selector).getByRole('status')).toHaveTextContent('Abril 2026');
  },
};

/** April holds one purchase: the list shows it first, and the summary settles on April's totals. */
export const MonthChangeSettlesTheSummary: Story = {
  beforeEach({ msw }) {
    const april: Transaction = {
      ...(moneyRows.find((row) => row.transactionType === 'expenses') as Transaction),
      _id: 't-april',
      name: 'Conserto da geladeira',
      value: -432.1,
      date: '2026-04-07',
      paid: true,
    };
    msw.use(
      http.get('*/transactions', ({ request }) =>
        collection(new URL(request.url).searchParams.get('startDate') === '2026-04-01' ? [april] : moneyRows),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await rowsOf(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await waitFor(async () => expect(await rowsOf(canvas)).toHaveLength(1));
    await expect((await rowsOf(canvas))[0]).toHaveTextContent('Conserto da geladeira');
    const summary = canvas.getByRole('region', { name: 'Seu orçamento' });
    await waitFor(() => expect(summary).not.toHaveAttribute('aria-busy'));
    const total = (label: string) =>
      within(summary).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
    await expect(total('Despesas')).toHaveTextContent('-R$ 432,10');
    await expect(total('Receitas')).toHaveTextContent('R$ 0,00');
  },
};

/** April's rows, held until the story lets them answer (a slow network, audit P1). */
let answerApril: () => void = () => undefined;
const mayRow: Transaction = {
  ...(moneyRows.find((row) => row.transactionType === 'expenses') as Transaction),
  _id: 't-may',
  name: 'Seguro do carro',
  date: '2026-05-04',
};

/** March on screen, April slow, May quick; the router keeps the screen 1 s, as the app's does. */
const slowApril: Pick<Story, 'parameters' | 'beforeEach'> = {
  parameters: { page: { ...transactionsPage('/movimentacoes?month=2026-03'), pendingMs: 1000 } },
  beforeEach({ msw }) {
    const april = new Promise<void>((resolve) => {
      answerApril = resolve;
    });
    msw.use(
      http.get('*/transactions', async ({ request }) => {
        const start = new URL(request.url).searchParams.get('startDate');
        if (start === '2026-04-01') await april;
        return collection(start === '2026-05-01' ? [mayRow] : start === '2026-04-01' ? [] : moneyRows);
      }),
    );
    return () => answerApril();
  },
};

/**
 * Two presses of 'Próximo mês' while April loads: the selector names April at the first press, shows
 * the list is waiting, and the second press goes on to May, not to April again (audit P1).
 */
export const SlowMonthTwoPresses: Story = {
  ...slowApril,
  play: async ({ canvas, userEvent }) => {
    await expect(await rowsOf(canvas)).toHaveLength(moneyRows.length);
    const selector = canvas.getByRole('group', { name: 'Mês selecionado' });
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await expect(within(selector).getByRole('status')).toHaveTextContent('Abril 2026');
    await expect(selector).toHaveAttribute('aria-busy', 'true');
    // March's rows stay while April loads, marked as about to change.
    await expect(canvas.getByRole('table', { name: 'Movimentações' }).closest('[aria-busy]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await expect(within(selector).getByRole('status')).toHaveTextContent('Maio 2026');
    await waitFor(async () => expect(await rowsOf(canvas)).toHaveLength(1));
    await expect((await rowsOf(canvas))[0]).toHaveTextContent('Seguro do carro');
    await expect(canvas.getByRole('group', { name: 'Mês selecionado' })).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('table', { name: 'Movimentações' }).closest('[aria-busy]')).toBeNull();
  },
};

/** 'Próximo mês' then 'Mês anterior' while April loads: back on March, not February (audit P1). */
export const SlowMonthForwardAndBack: Story = {
  ...slowApril,
  play: async ({ canvas, userEvent }) => {
    await rowsOf(canvas);
    const selector = canvas.getByRole('group', { name: 'Mês selecionado' });
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await expect(within(selector).getByRole('status')).toHaveTextContent('Abril 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Mês anterior' }));
    await expect(within(selector).getByRole('status')).toHaveTextContent('Março 2026');
    await waitFor(() => expect(selector).not.toHaveAttribute('aria-busy'));
    answerApril();
    // Past the router's 1 s: still March, its rows and its title.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(
      within(canvas.getByRole('group', { name: 'Mês selecionado' })).getByRole('status'),
    ).toHaveTextContent('Março 2026');
    await expect(await rowsOf(canvas)).toHaveLength(moneyRows.length);
  },
};

export const CategoryDetails: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      (await canvas.findAllByRole('button', { name: 'Detalhes da categoria Moradia' }))[0] as HTMLElement,
    );
    const dialog = await canvas.findByRole('dialog', { name: 'Detalhes da categoria: Moradia' });
    await expect(await within(dialog).findByText('Planejado')).toBeVisible();
    await expect(within(dialog).getByText('R$ 2.500,00')).toBeVisible();
  },
};

export const SortByDate: Story = {
  play: async ({ canvas, userEvent }) => {
    const [newest] = await rowsOf(canvas);
    await expect(newest).toHaveTextContent('Tesouro Selic');
    const dateHeader = canvas.getByRole('columnheader', { name: 'Data' });
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(dateHeader).getByRole('button', { name: 'Data' }));
    await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(async () => expect((await rowsOf(canvas))[0]).toHaveTextContent('Salário'));
  },
};

export const FiveThousandRows: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/transactions', () => collection(manyRows(5000))));
  },
  play: async ({ canvas }) => {
    const rows = await rowsOf(canvas);
    await expect(rows.length).toBeLessThan(60);
    await expect(canvas.getByRole('table', { name: 'Movimentações' })).toHaveAttribute(
      'aria-rowcount',
      '5001',
    );
    // The list opens at its top without its own scroll on mount (decision 380) and still follows a
    // scroll: at the bottom, the oldest rows are the ones drawn.
    const scroller = canvas.getByTestId('transaction-scroller');
    await expect(scroller.scrollTop).toBe(0);
    await expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() =>
      expect(canvas.getAllByTestId('transaction-row').at(-1)).toHaveAttribute('aria-rowindex', '5001'),
    );
  },
};

/**
 * A scroll in the list's first frame, before the virtualizer watches the scroller (it starts a frame
 * after the mount, decision 423): the rows it reaches are drawn all the same (decision 380).
 */
export const ScrolledInTheFirstFrame: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/transactions', () => collection(manyRows(5000))));
  },
  play: async ({ canvasElement, canvas }) => {
    // Scrolled from the mutation's microtask, right after React's commit drew the first rows.
    const scrolled = new Promise<boolean>((resolve) => {
      const scrollOnceDrawn = () => {
        const scroller = canvasElement.querySelector<HTMLElement>('[data-testid="transaction-scroller"]');
        if (!scroller?.querySelector('[data-testid="transaction-row"]')) return false;
        scroller.scrollTop = scroller.scrollHeight;
        return true;
      };
      if (scrollOnceDrawn()) return resolve(false);
      const watch = new MutationObserver(() => {
        if (!scrollOnceDrawn()) return;
        watch.disconnect();
        resolve(true);
      });
      watch.observe(canvasElement, { childList: true, subtree: true });
    });
    // The rows must not have been drawn before the play began, or the race is not run.
    await expect(await scrolled).toBe(true);
    await waitFor(() =>
      expect(canvas.getAllByTestId('transaction-row').at(-1)).toHaveAttribute('aria-rowindex', '5001'),
    );
  },
};

/**
 * Keyboard people come back where they were: a modal opened from 'Opções' gives the focus back to
 * 'Opções' when it closes, by Esc or by its × (the menu's item is hidden by then).
 */
/** The open list closes on Esc, back onto 'Opções' (audit G6). */
export const OptionsCloseOnEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    await rowsOf(canvas);
    const options = canvas.getByText('Opções', { selector: 'summary' });
    await userEvent.click(options);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Nova movimentação' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(options.closest('details')).not.toHaveAttribute('open');
    await expect(options).toHaveFocus();
  },
};

export const OptionsModalReturnsFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await rowsOf(canvas);
    const options = canvas.getByText('Opções', { selector: 'summary' });
    for (const close of ['{Escape}', 'button'] as const) {
      await userEvent.click(options);
      await userEvent.click(canvas.getByRole('button', { name: 'Nova movimentação' }));
      const dialog = await canvas.findByRole('dialog', { name: /movimentação/i });
      if (close === 'button') await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
      else await userEvent.keyboard(close);
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(options).toHaveFocus());
    }
  },
};
