import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { Invoice, Payment } from '@/api/gen/model';
import { loadSessionUser, startSession } from '@/app/session';
import { LoadErrorScreen } from '@/features/shell';
import { WalletsPending, WalletsScreen } from '@/features/wallets';
import { loadWallets } from '@/features/wallets/loader';
import {
  card,
  cash,
  checking,
  familyMemberUser,
  familyPayments,
  familyScopedHandlers,
  familyUser,
  ME,
  moneyHandlers,
  moneyInvoice,
  PARTNER,
} from '@/testing/money-fakes';
import { apiError, collection, envelope, neverAnswer } from '@/testing/msw';
import { WithHosts, withMoneyFakes } from '../transactions/support';

const NOW = new Date('2026-03-10T12:00:00-03:00');

function Screen() {
  return (
    <WithHosts>
      <WalletsScreen now={NOW} />
    </WithHosts>
  );
}

/** /carteiras as its route mounts it: the loader, the pending view and the error view. */
const walletsPage = (userId = ME) => ({
  path: '/carteiras',
  // The route's loader gets the signed-in user's promise (the root's): so does the story's.
  loader: (queryClient: QueryClient) => loadWallets(queryClient, loadSessionUser(queryClient, userId)),
  pending: WalletsPending,
  error: (props: ErrorComponentProps) => <LoadErrorScreen {...props} message="wallets:loadError" />,
});

const meta = {
  title: 'Money/Wallets',
  component: Screen,
  parameters: { layout: 'fullscreen', page: walletsPage() },
  beforeEach: ({ msw }) => withMoneyFakes(msw),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Formas de Pagamento' })).toBeVisible();
    const cashCard = await canvas.findByRole('region', { name: 'Dinheiro' });
    await expect(within(cashCard).getByRole('link', { name: 'Dinheiro' })).toHaveAttribute(
      'href',
      '/movimentacoes/pay-cash',
    );
    await expect(within(cashCard).queryByRole('button', { name: /Editar/ })).toBeNull();
    const accounts = canvas.getByRole('region', { name: 'Contas Bancárias' });
    // Savings before checking.
    await expect(
      within(accounts)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Poupança Caixa', 'Nubank Conta']);
    await expect(within(accounts).getAllByText('Manual')).toHaveLength(1);
    await expect(
      within(accounts).getByRole('img', { name: 'Conta automática desatualizada' }),
    ).toBeInTheDocument();
    await expect(within(accounts).getByRole('button', { name: 'Editar Nubank Conta' })).toBeVisible();
    const cards = canvas.getByRole('region', { name: 'Cartões de Crédito' });
    await expect(within(cards).getByRole('progressbar', { name: 'Uso do limite' })).toBeInTheDocument();
    // The ring's title is printed beside it and names it, with the figure it draws (audit M2).
    const ring = within(cards).getByRole('img', { name: /^Limite disponível \d+%$/ });
    const ringTitle = within(cards).getByText('Limite disponível');
    await expect(ringTitle).toBeVisible();
    await expect(ring.getAttribute('aria-labelledby')?.split(' ')[0]).toBe(ringTitle.id);
    const total = canvas.getByRole('region', { name: 'Saldo total carteiras' });
    await expect(total).toBeVisible();
    const chart = within(total).getByRole('img', { name: 'Pagamentos por carteira' });
    const chartTitle = within(total).getByRole('heading', { name: 'Pagamentos por carteira' });
    await expect(chartTitle).toBeVisible();
    await expect(chart).toHaveAttribute('aria-labelledby', chartTitle.id);
    await waitFor(() => expect(canvas.getByTestId('wallets-total')).toHaveTextContent('R$ 8.671,10'));
  },
};

/** GET /payments lists the family's wallets: each member's shows whose it is and cannot be edited. */
export const FamilyMembersWallets: Story = {
  beforeEach({ msw }) {
    msw.use(...moneyHandlers({ user: familyUser, payments: familyPayments }));
  },
  play: async ({ canvas }) => {
    const cashCard = await canvas.findByRole('region', { name: 'Dinheiro' });
    const [partnerCash, ownCash] = await within(cashCard).findAllByRole('listitem');
    await expect(within(cashCard).getAllByRole('link', { name: 'Dinheiro' })).toHaveLength(2);
    await waitFor(() =>
      expect(
        within(partnerCash as HTMLElement).getByRole('img', { name: 'Avatar de Carlos Souza' }),
      ).toBeVisible(),
    );
    await expect(within(partnerCash as HTMLElement).getByText('Carlos')).toBeVisible();
    await expect(within(ownCash as HTMLElement).queryByRole('img')).toBeNull();
    const accounts = canvas.getByRole('region', { name: 'Contas Bancárias' });
    const partnerAccount = within(accounts).getByRole('link', { name: 'Banco do Brasil' }).closest('li');
    await expect(within(partnerAccount as HTMLElement).getByText('Carlos')).toBeVisible();
    await expect(within(accounts).queryByRole('button', { name: 'Editar Banco do Brasil' })).toBeNull();
    await expect(within(accounts).getByRole('button', { name: 'Editar Nubank Conta' })).toBeVisible();
  },
};

/** Ana's card with an open invoice of R$ 2.750,00 owed against a R$ 5.000,00 limit: 55% in use. */
const openInvoice: Invoice = { ...moneyInvoice, _id: 'inv-04', closeOnDay: '2026-04-05', balance: -2750 };
const cardUse = async (canvas: {
  findByRole: (role: string, options: { name: string }) => Promise<HTMLElement>;
}) => within(await canvas.findByRole('region', { name: 'Cartões de Crédito' }));

/** The owner sees her card's limit in use. */
export const FamilyCardAsTheOwner: Story = {
  beforeEach({ msw }) {
    // The first handler that matches answers: the scoped ones go first.
    msw.use(
      ...familyScopedHandlers({ me: ME, invoices: [openInvoice] }),
      ...moneyHandlers({ user: familyUser, payments: familyPayments }),
    );
  },
  play: async ({ canvas }) => {
    const cards = await cardUse(canvas);
    await expect(cards.getByRole('progressbar', { name: 'Uso do limite' })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
  },
};

/**
 * Carlos, a member, sees Ana's card with the same 55% (decision 330: a member reads the family's
 * invoices with `family=true`), not the 0% of an invoice list that held only his own.
 */
export const FamilyCardAsAMember: Story = {
  beforeEach({ msw }) {
    startSession({ accessToken: 'story-token', id: PARTNER });
    // The first handler that matches answers: the scoped ones go first.
    msw.use(
      ...familyScopedHandlers({ me: PARTNER, invoices: [openInvoice] }),
      ...moneyHandlers({ user: familyMemberUser, payments: familyPayments }),
    );
  },
  parameters: { page: walletsPage(PARTNER) },
  play: async ({ canvas }) => {
    const cards = await cardUse(canvas);
    const item = cards.getByRole('link', { name: 'Itaú Visa' }).closest('li') as HTMLElement;
    await waitFor(() => expect(within(item).getByText('Ana')).toBeVisible());
    await expect(within(item).getByRole('progressbar', { name: 'Uso do limite' })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
    await expect(within(item).getByText('55%')).toBeVisible();
    await expect(within(item).queryByRole('button', { name: 'Editar Itaú Visa' })).toBeNull();
  },
};

/** Someone else's card whose invoices were not read (no family answer): no usage bar, never 0%. */
const othersCard: Payment = { ...card, _id: 'pay-card-carlos', name: 'Elo Carlos', user: PARTNER };
export const OthersCardWithoutItsInvoices: Story = {
  beforeEach({ msw }) {
    // The first handler that matches answers: the scoped ones go first.
    msw.use(
      ...familyScopedHandlers({ me: ME, invoices: [openInvoice] }),
      ...moneyHandlers({ payments: [cash, checking, card, othersCard] }),
    );
  },
  play: async ({ canvas }) => {
    const cards = await cardUse(canvas);
    const own = cards.getByRole('link', { name: 'Itaú Visa' }).closest('li') as HTMLElement;
    const others = cards.getByRole('link', { name: 'Elo Carlos' }).closest('li') as HTMLElement;
    await expect(within(own).getByRole('progressbar', { name: 'Uso do limite' })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
    await expect(within(others).queryByRole('progressbar')).toBeNull();
    await expect(within(others).queryByText('0%')).toBeNull();
  },
};

export const EditOpensThePaymentModal: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar Nubank Conta' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Editar forma de pagamento' });
    await expect(within(dialog).getByLabelText('Nome')).toHaveValue('Nubank Conta');
  },
};

/**
 * A name of one long word (200 characters, the limit) wraps in its card and in the chart's legend:
 * the page does not widen and the row's pencil stays in sight (audit K2).
 */
export const LongWalletName: Story = {
  beforeEach({ msw }) {
    msw.use(...moneyHandlers({ payments: [cash, { ...checking, name: 'W'.repeat(200) }, card] }));
  },
  play: async ({ canvas }) => {
    const accounts = await canvas.findByRole('region', { name: 'Contas Bancárias' });
    const edit = await within(accounts).findByRole('button', { name: `Editar ${'W'.repeat(200)}` });
    const region = accounts.getBoundingClientRect();
    const pencil = edit.getBoundingClientRect();
    await expect(pencil.right).toBeLessThanOrEqual(region.right);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/payments', () => collection([cash])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hmmm… Nada por aqui…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Conectar conta' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cadastrar manualmente' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer('*/payments'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Carregando…' })).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/payments', () => apiError(500, 'Erro de comunicação com o servidor')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar suas carteiras.',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** Fourteen accounts besides cash, two holding nearly R$ 1 trillion each (audit W, the family's). */
const manyAccounts: Payment[] = Array.from({ length: 14 }, (_, index) => ({
  ...checking,
  _id: `pay-acc-${index + 1}`,
  name: `Conta ${index + 1}`,
}));
const heldBy = (paymentId: string | null) =>
  paymentId === 'pay-acc-1' || paymentId === 'pay-acc-2'
    ? 999_999_999_999.99
    : paymentId === cash._id
      ? 120
      : Number(paymentId?.slice(8)) * 1000.5;

/**
 * On a phone, 'Saldo total carteiras' of R$ 2 trillion stays one figure inside its card (audit W2),
 * and the chart of fifteen wallets has ten legend lines in ten colours, the smallest in 'Outros'
 * (audit W7).
 */
export const ManyWalletsOnAPhone: Story = {
  // The shell's content padding on a phone, around the screen as in the app (app-shell.module.css).
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    viewport: { options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } } } },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/balancesChart', ({ request }) => {
        const last = heldBy(new URL(request.url).searchParams.get('paymentId'));
        return envelope([0, 0, 0, 0, 0, last]);
      }),
      // After the series above: the first handler that answers wins.
      ...moneyHandlers({ payments: [cash, ...manyAccounts] }),
    );
  },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    const total = await canvas.findByTestId('wallets-total', {}, { timeout: 10_000 });
    await waitFor(() => expect(total.textContent).toMatch(/^R\$\s2\.000\.000\.\d{3}\.\d{3},\d{2}$/), {
      timeout: 10_000,
    });
    const amount = total.querySelector('[data-sign]') as HTMLElement;
    await expect(amount.getClientRects()).toHaveLength(1);
    await expect(amount.getBoundingClientRect().right).toBeLessThanOrEqual(
      total.getBoundingClientRect().right,
    );
    const chart = canvas.getByRole('img', { name: 'Pagamentos por carteira' });
    const legend = within(chart.closest('figure') as HTMLElement).getByRole('list', { name: 'Legenda' });
    const lines = [...legend.querySelectorAll('li')];
    await expect(lines).toHaveLength(10);
    await expect(lines.at(-1)?.textContent).toBe('Outros');
    const colours = lines.map(
      (line) => getComputedStyle(line.querySelector('span') as Element).backgroundColor,
    );
    await expect(new Set(colours).size).toBe(10);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
