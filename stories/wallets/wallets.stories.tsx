import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { loadSessionUser } from '@/app/session';
import { LoadErrorScreen } from '@/features/shell';
import { WalletsPending, WalletsScreen } from '@/features/wallets';
import { loadWallets } from '@/features/wallets/loader';
import { cash, familyPayments, familyUser, ME, moneyHandlers } from '@/testing/money-fakes';
import { apiError, collection, neverAnswer } from '@/testing/msw';
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
const walletsPage = {
  path: '/carteiras',
  // The route's loader awaits the signed-in user beside the wallets (`enforce`): so does the story's.
  loader: (queryClient: QueryClient) =>
    Promise.all([loadSessionUser(queryClient, ME), loadWallets(queryClient)]),
  pending: WalletsPending,
  error: (props: ErrorComponentProps) => <LoadErrorScreen {...props} message="wallets:loadError" />,
};

const meta = {
  title: 'Money/Wallets',
  component: Screen,
  parameters: { layout: 'fullscreen', page: walletsPage },
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
    await expect(within(cards).getByRole('img', { name: 'Limite disponível' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Saldo total carteiras' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Pagamentos por carteira' })).toBeInTheDocument();
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

export const EditOpensThePaymentModal: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar Nubank Conta' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Editar forma de pagamento' });
    await expect(within(dialog).getByLabelText('Nome')).toHaveValue('Nubank Conta');
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
