import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HIDE_VALUES_KEY } from '@/features/dashboard/use-hidden-values';
import { formatMoney } from '@/lib/money';
import {
  cash,
  chartPoints,
  familyPayments,
  familyUser,
  moneyPayments,
  moneyUser,
} from '@/testing/money-fakes';
import { apiError, neverAnswer } from '@/testing/msw';
import { signedIn } from '../transactions/support';
import { DashboardStory, dashboardHandlers, dashboardPage, patchedUsers, rowsOverTheWeek } from './support';

const meta = {
  title: 'Money/Dashboard',
  component: DashboardStory,
  parameters: { layout: 'fullscreen', page: dashboardPage },
  beforeEach: ({ msw }) => {
    msw.use(...dashboardHandlers());
    return signedIn();
  },
} satisfies Meta<typeof DashboardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The route's pending view is replaced by the screen: look inside the boxes only once it is there. */
const loaded = (canvas: { queryAllByRole: (role: string, options: object) => HTMLElement[] }) =>
  waitFor(() => expect(canvas.queryAllByRole('status', { name: 'Carregando…' })).toHaveLength(0), {
    timeout: 5000,
  });

const box = (canvas: { getByRole: (role: string, options: object) => HTMLElement }, name: string) =>
  canvas.getByRole('region', { name });

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Minha poupança' })).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('card-balance')).toHaveTextContent('R$ 5.250,00'));
    await expect(canvas.getByTestId('card-revenues')).toHaveTextContent('R$ 8.500,00');
    await expect(canvas.getByTestId('card-expenses')).toHaveTextContent('R$ 4.250,00');
    await expect(canvas.getByTestId('card-investments')).toHaveTextContent('R$ 500,00');
    await expect(canvas.getByRole('img', { name: 'Receitas x Despesas' })).toBeInTheDocument();
    const categories = box(canvas, 'Despesas por categoria');
    await expect(
      await within(categories).findByRole('button', { name: 'Ver detalhes de Moradia' }),
    ).toBeVisible();
    await expect(within(categories).getByText('R$ 148,90')).toBeVisible();
    const budget = box(canvas, 'Orçamento do mês');
    for (const label of [
      'Despesas fixas',
      'Despesas variáveis',
      'Dívidas e parcelas',
      'Investimentos',
      'Não reservado',
    ]) {
      await expect(await within(budget).findByText(label)).toBeVisible();
    }
    const spending = box(canvas, 'Gastos variáveis');
    await waitFor(() =>
      expect(within(spending).getByTestId('spending-projected')).toHaveTextContent('R$ 1.200,00'),
    );
    await expect(within(spending).getByTestId('spending-spent')).toHaveTextContent('R$ 148,90');
    await expect(within(spending).getByRole('progressbar')).toHaveAttribute('data-over', 'false');
    const objectives = box(canvas, 'Objetivos');
    await expect(within(objectives).getByRole('link', { name: 'Ver mais' })).toHaveAttribute(
      'href',
      '/objetivos',
    );
    // Initial value plus deposits, floored: the figure /objetivos and the report print (decision 232).
    await expect(
      await within(objectives).findByRole('img', { name: 'Reserva de emergência: 52%' }),
    ).toBeVisible();
    const caption = within(objectives).getByText('Reserva de emergência', { selector: 'figcaption' });
    await expect(caption).toBeVisible();
    // The whole name is laid out inside the ring's width: SVG text cut it to 'eserva de emergênc'.
    await expect(caption.scrollWidth).toBeLessThanOrEqual(caption.clientWidth);
    await expect(caption.getBoundingClientRect().width).toBeLessThanOrEqual(120);
    const tomorrow = box(canvas, 'Pagamentos de amanhã');
    await waitFor(() =>
      expect(
        within(tomorrow)
          .getAllByTestId('tomorrow-item')
          .map((li) => li.textContent?.replace(/\s/g, ' ')),
      ).toEqual(['Conta de luz-R$ 180,90', 'InternetCalendário-R$ 99,90']),
    );
    const wallets = box(canvas, 'Carteiras');
    await waitFor(() => expect(within(wallets).getByText('R$ 3.569,60')).toBeVisible());
    await expect(within(wallets).getByTestId('wallets-list')).toHaveAttribute('data-scrolls', 'false');
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/**
 * 'Somar saldo' on (the default, as in Filled): the balance card adds what the cash and bank
 * wallets held as the month opened (R$ 500,00 each here) to the month's result. Off: the month's
 * result alone (decision 476).
 */
export const SumBalanceOff: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...dashboardHandlers({
        user: {
          ...moneyUser,
          skipTutorial: true,
          preferences: { notifications: true, notificationTime: '09:00', sumBalance: false },
        },
      }),
    );
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('card-balance')).toHaveTextContent('R$ 3.750,00'));
    await expect(canvas.getByTestId('card-revenues')).toHaveTextContent('R$ 8.500,00');
  },
};

/** The eye hides every amount and the choice is kept in local storage. */
export const HiddenValues: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('card-balance')).toHaveTextContent('R$ 5.250,00'));
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar valores' }));
    await expect(canvas.getByTestId('card-balance')).toHaveTextContent('R$ ••••');
    await expect(canvas.getByTestId('card-revenues')).not.toHaveTextContent('8.500');
    await expect(within(box(canvas, 'Carteiras')).queryByText('R$ 3.569,60')).toBeNull();
    await expect(localStorage.getItem(HIDE_VALUES_KEY)).toBe('true');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar valores' }));
    await expect(canvas.getByTestId('card-balance')).toHaveTextContent('R$ 5.250,00');
    await expect(localStorage.getItem(HIDE_VALUES_KEY)).toBe('false');
  },
};

/** A value hidden on an earlier visit starts hidden. */
export const RememberedHidden: Story = {
  beforeEach: () => {
    localStorage.setItem(HIDE_VALUES_KEY, 'true');
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('card-balance')).toHaveTextContent('R$ ••••'));
    await expect(canvas.getByRole('button', { name: 'Mostrar valores' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      neverAnswer('*/api/dashboard'),
      neverAnswer('*/api/balances'),
      neverAnswer('*/api/transactions'),
      neverAnswer('*/api/budgets'),
      neverAnswer('*/api/objectives'),
      neverAnswer('*/api/payments'),
      neverAnswer('*/api/linkedtransactions'),
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Minha poupança' })).toBeVisible();
    await expect(canvas.getAllByRole('status', { name: 'Carregando…' }).length).toBeGreaterThan(6);
    await expect(canvas.getByTestId('card-balance')).not.toHaveTextContent('R$');
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...dashboardHandlers({ rows: [], budgets: [], objectives: [], tomorrow: [], items: [], payments: [] }),
    );
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await expect(await within(box(canvas, 'Orçamento do mês')).findByText('Sem orçamento')).toBeVisible();
    await expect(await within(box(canvas, 'Despesas por categoria')).findByText('Sem gastos')).toBeVisible();
    await expect(await within(box(canvas, 'Gastos variáveis')).findByText('Sem gastos')).toBeVisible();
    await expect(
      await within(box(canvas, 'Pagamentos de amanhã')).findByText('Nenhum pagamento para amanhã'),
    ).toBeVisible();
    await expect(await within(box(canvas, 'Objetivos')).findByText('Hmmm… Nada por aqui…')).toBeVisible();
    await expect(await within(box(canvas, 'Carteiras')).findByText('Hmmm… Nada por aqui…')).toBeVisible();
  },
};

/** Weekly: a quarter of the variable budget (R$ 300,00); this week's R$ 530,40 turns the bar red. */
export const WeeklyOverProjection: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...dashboardHandlers({
        rows: rowsOverTheWeek,
      }),
    );
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const spending = box(canvas, 'Gastos variáveis');
    await userEvent.click(within(spending).getByRole('button', { name: 'Semanal' }));
    await expect(within(spending).getByRole('button', { name: 'Semanal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(within(spending).getByTestId('spending-projected')).toHaveTextContent('R$ 300,00'),
    );
    await expect(within(spending).getByTestId('spending-spent')).toHaveTextContent('R$ 530,40');
    const bar = within(spending).getByRole('progressbar');
    await expect(bar).toHaveAttribute('data-over', 'true');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
  },
};

export const CategoryDetails: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ver detalhes de Moradia' }));
    const dialog = await canvas.findByRole('dialog', { name: /Moradia|Detalhes da categoria/ });
    await expect(dialog).toBeVisible();
  },
};

export const ActionMenu: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir ações rápidas' }));
    const menu = canvas.getByRole('navigation', { name: 'Ações rápidas' });
    for (const label of [
      'Nova movimentação',
      'Novo objetivo',
      'Nova forma de pagamento',
      'Conectar nova conta',
      'Nova movimentação bancária',
    ]) {
      await expect(within(menu).getByRole('button', { name: label })).toBeVisible();
    }
    await waitFor(() =>
      expect(within(menu).getByRole('button', { name: 'Nova movimentação bancária' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    await userEvent.click(within(menu).getByRole('button', { name: 'Nova movimentação' }));
    await expect(await canvas.findByRole('dialog', { name: 'Nova movimentação' })).toBeVisible();
    // Closed, the modal gives the focus back to the menu's button (its item is gone by then).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Abrir ações rápidas' })).toHaveFocus());
  },
};

/** Keyboard: Tab goes from the button to the items, and Esc closes the list back onto the button (audit G6). */
export const ActionMenuByKeyboard: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    const toggle = canvas.getByRole('button', { name: 'Abrir ações rápidas' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Nova movimentação' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('button', { name: 'Nova movimentação' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Abrir ações rápidas' })).toHaveFocus();
  },
};

export const ActionMenuBankOperation: Story = {
  play: async ({ canvas }) => {
    await loaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir ações rápidas' }));
    const item = canvas.getByRole('button', { name: 'Nova movimentação bancária' });
    await waitFor(() => expect(item).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(item);
    await expect(await canvas.findByRole('dialog', { name: 'Operação bancária' })).toBeVisible();
  },
};

/** Only cash and a card: the bank movement item does nothing. */
export const NoDebitAccount: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...dashboardHandlers({ payments: moneyPayments.filter((p) => p.type !== 'debit') }));
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await within(box(canvas, 'Carteiras')).findByText(cash.name);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir ações rápidas' }));
    const item = canvas.getByRole('button', { name: 'Nova movimentação bancária' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(item);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(item).toBeVisible();
  },
};

const longNames = ['Conta conjunta Itaú Personnalité da família', 'W'.repeat(200), 'Carteira 3'];

/**
 * Seven wallets: the list scrolls above five. A name that wraps keeps its row whole, and one long
 * word wraps inside the box (audit K1).
 */
export const ManyWallets: Story = {
  beforeEach: ({ msw }) => {
    const extra = longNames.map((name, n) => ({ ...cash, _id: `pay-extra-${n}`, name }));
    msw.use(...dashboardHandlers({ payments: [...moneyPayments, ...extra] }));
  },
  play: async ({ canvas }) => {
    await loaded(canvas);
    const list = await within(box(canvas, 'Carteiras')).findByTestId('wallets-list');
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(7);
    await expect(list).toHaveAttribute('data-scrolls', 'true');
    await expect(getComputedStyle(list).overflowY).toBe('auto');
    for (const row of rows) {
      const name = within(row).getByRole('link').getBoundingClientRect();
      await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(name.height);
    }
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** The dashboard answer (chart, budget, lists, wallets) fails: the route shows its load error. */
export const ChartError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/dashboard', () => apiError(500, 'Erro de comunicação com o servidor')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar estes dados.',
    );
  },
};

const tourBodies: unknown[] = [];

/** A person who has not skipped the tutorial: start, steps 1 to 6, end; finishing saves skipTutorial. */
export const Tour: Story = {
  beforeEach: ({ msw }) => {
    tourBodies.length = 0;
    msw.use(...dashboardHandlers({ user: { ...moneyUser, skipTutorial: false } }), patchedUsers(tourBodies));
  },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Bem-vindo ao seu painel!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Começar' }));
    const titles = [
      'Escolha o mês',
      'Seu mês em quatro números',
      'Receitas x Despesas',
      'Para onde vai o seu dinheiro',
      'Gastos variáveis',
      'Objetivos, pagamentos e carteiras',
    ];
    for (const [index, title] of titles.entries()) {
      await expect(canvas.getByRole('dialog', { name: title })).toHaveTextContent(`Passo ${index + 1} de 6`);
      await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(tourBodies).toEqual([{ skipTutorial: true }]));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    // The tour opened by itself: the focus lands on the screen's title, not on the page's body.
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus();
  },
};

/**
 * A phone: the tour opens from the 'Painel' link of the drawer, which the shell closes and makes
 * inert on the way. After 'Concluir' that link cannot take the focus back: the screen's title does,
 * never the page's body (decision 092, audit M4).
 */
function ClosingDrawer({ children }: { children: ReactNode }) {
  const link = useRef<HTMLAnchorElement>(null);
  // The link followed is the focused element when the screen, and its tour, arrive.
  useLayoutEffect(() => link.current?.focus(), []);
  return (
    <>
      <nav aria-label="Menu" data-testid="drawer">
        <a ref={link} href="#painel">
          Painel
        </a>
      </nav>
      {children}
    </>
  );
}

export const TourFromTheClosedDrawer: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [
    (Story) => (
      <ClosingDrawer>
        <Story />
      </ClosingDrawer>
    ),
  ],
  beforeEach: ({ msw }) => {
    msw.use(...dashboardHandlers({ user: { ...moneyUser, skipTutorial: false } }), patchedUsers([]));
  },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Bem-vindo ao seu painel!' });
    canvas.getByTestId('drawer').inert = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Começar' }));
    for (let step = 0; step < 6; step += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Minha poupança' })).toHaveFocus();
  },
};

const closeBodies: unknown[] = [];

/** Closing it with × also saves skipTutorial; a failed save is only logged and the tour stays closed. */
export const TourClosedSaveFails: Story = {
  beforeEach: ({ msw }) => {
    closeBodies.length = 0;
    msw.use(
      ...dashboardHandlers({ user: { ...moneyUser, skipTutorial: false } }),
      patchedUsers(closeBodies, 500),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Bem-vindo ao seu painel!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(closeBodies).toEqual([{ skipTutorial: true }]));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The title is the brand's dashboardTitle. */
export const DemoBrandTitle: Story = {
  globals: { brand: 'demo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Meu cofrinho' })).toBeVisible();
  },
};

const familyQueries: URLSearchParams[] = [];

/** In a family the dashboard asks for no member nor the whole family: the server answers the main user's figures. */
export const FamilyMainUser: Story = {
  beforeEach: ({ msw }) => {
    familyQueries.length = 0;
    msw.use(
      http.all('*/api/*', ({ request }) => {
        familyQueries.push(new URL(request.url).searchParams);
      }),
      ...dashboardHandlers({ user: { ...familyUser, skipTutorial: true }, payments: familyPayments }),
    );
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('card-balance')).toHaveTextContent('R$ 5.250,00'));
    // A member's wallet says whose it is: two 'Dinheiro' are told apart (audit D4).
    const wallets = within(box(canvas, 'Carteiras'));
    await expect(await wallets.findByRole('link', { name: 'Dinheiro Carlos' })).toBeVisible();
    await expect(wallets.getByRole('link', { name: 'Dinheiro' })).toBeVisible();
    // The user, the dashboard answer and the month's rows (decision 390).
    await expect(familyQueries.length).toBeGreaterThanOrEqual(3);
    await expect(familyQueries.filter((query) => query.has('userId') || query.has('family'))).toEqual([]);
  },
};

const coldLoad: string[] = [];

/**
 * A cold load asks each URL once and at most six in all (decisions 351, 390): the user, the
 * dashboard answer (chart, budget, lists, every wallet's balances) and the month's rows, which also
 * answer tomorrow's list.
 */
export const ColdLoadRequests: Story = {
  beforeEach: ({ msw }) => {
    coldLoad.length = 0;
    msw.use(
      http.all('*/api/*', ({ request }) => {
        const url = new URL(request.url);
        coldLoad.push(`${request.method} ${url.pathname}${url.search}`);
      }),
      ...dashboardHandlers(),
    );
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(within(box(canvas, 'Carteiras')).getByText('R$ 3.569,60')).toBeVisible());
    await expect(coldLoad.length).toBe(new Set(coldLoad).size);
    await expect(coldLoad.length).toBeLessThanOrEqual(6);
    await expect(coldLoad.filter((request) => request.includes('/api/balancesChart'))).toEqual([]);
    await expect(coldLoad.filter((request) => request.startsWith('GET /api/dashboard?'))).toEqual([
      'GET /api/dashboard?month=2026-03',
    ]);
  },
};

/** The shell's content padding on a phone, around the screen as in the app (app-shell.module.css). */
const inThePhoneShell = (Story: () => ReactNode) => (
  <div style={{ padding: 16 }}>
    <Story />
  </div>
);

/**
 * A big household's month on a phone: R$ 1.002.777.788.630,86 of expenses. Each card's figure is
 * drawn smaller, on one line inside its card; it broke into 'R$ 1.002.777.788.630,' and '86'
 * (audit W2).
 */
export const LargeAmountsOnAPhone: Story = {
  parameters: {
    viewport: { options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } } } },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  decorators: [inThePhoneShell],
  beforeEach: ({ msw }) => {
    const chart = chartPoints(null).map((point) =>
      point.month === '2026-03'
        ? {
            ...point,
            revenues: 56_096.49,
            expenses: 1_002_777_788_630.86,
            investments: 6_143.01,
            balance: -1_002_777_738_677.38,
          }
        : point,
    );
    msw.use(...dashboardHandlers({ chart }));
  },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await waitFor(
      () => expect(canvas.getByTestId('card-expenses').textContent).toBe(formatMoney(100_277_778_863_086)),
      {
        timeout: 10_000,
      },
    );
    // The month's result plus what the wallets held as it opened (decision 476).
    await expect(canvas.getByTestId('card-balance').textContent).toMatch(
      /^-R\$\s1\.002\.777\.73\d\.\d{3},38$/,
    );
    for (const key of ['balance', 'revenues', 'expenses', 'investments']) {
      const box = canvas.getByTestId(`card-${key}`);
      const amount = box.querySelector('[data-sign]') as HTMLElement;
      await expect(amount.getClientRects()).toHaveLength(1);
      await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(
        box.getBoundingClientRect().right,
      );
      await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
