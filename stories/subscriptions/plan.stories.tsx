import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { LoadErrorScreen } from '@/features/shell';
import { PlanPending, PlanScreen } from '@/features/subscriptions';
import { loadPlan } from '@/features/subscriptions/loader';
import { apiError, neverAnswer } from '@/testing/msw';
import {
  companyPlan,
  defaultPlans,
  expiredInvoice,
  familyMember,
  firstChargeRefused,
  invoicesAre,
  paidInvoice,
  pendingInvoice,
  plannerSignedInForMe,
  plansAre,
  refusedInvoice,
  signedIn,
  subscribed,
  subscriptionIs,
  trial,
  userIs,
  userWith,
} from './fakes';

/** /configuracoes/plano as its route mounts it: the loader, the pending view and the error view. */
const page = {
  path: '/configuracoes/plano',
  loader: loadPlan,
  pending: PlanPending,
  error: (props: ErrorComponentProps) => <LoadErrorScreen {...props} message="subscriptions:loadError" />,
};

const meta = {
  title: 'Subscriptions/Meu plano',
  component: PlanScreen,
  parameters: { layout: 'fullscreen', page },
  beforeEach({ msw }) {
    msw.use(
      userIs(userWith(trial(6))),
      invoicesAre([]),
      plansAre(defaultPlans),
      subscriptionIs(subscribed(30)),
    );
    return signedIn();
  },
} satisfies Meta<typeof PlanScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const buttonNames = (canvas: Canvas) => canvas.queryAllByRole('button').map((button) => button.textContent);

export const TrialDayOne: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Período de avaliação')).toBeVisible();
    await expect(canvas.getByText('Dia 1 de 7')).toBeVisible();
    await expect(buttonNames(canvas)).toEqual(['Assinar']);
    await expect(canvas.getByText('Nenhuma fatura até agora')).toBeVisible();
  },
};

export const TrialFiveDaysLeft: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(userWith(trial(5))));
  },
  play: async ({ canvas }) => {
    const day = await canvas.findByText('Dia 2 de 7');
    await expect(day).toHaveAttribute('data-tone', 'danger');
  },
};

export const TrialExpired: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(userWith(trial(-1))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Período de avaliação expirado')).toBeVisible();
    await expect(canvas.queryByText(/Dia \d de 7/)).toBeNull();
    await expect(buttonNames(canvas)).toEqual(['Assinar']);
  },
};

export const FirstChargeRefused: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(userWith(firstChargeRefused)), invoicesAre([refusedInvoice]));
  },
  play: async ({ canvas }) => {
    // Still the trial, told that the payment failed; nothing reads as a plan bought.
    await expect(await canvas.findByText('Período de avaliação')).toBeVisible();
    await expect(canvas.getByText('Dia 1 de 7')).toBeVisible();
    await expect(
      canvas.getByText(
        'O pagamento da sua assinatura foi recusado ou expirou, e nada foi cobrado. Você pode assinar de novo.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/resta \d+ dia\(s\)|Válido até|por mês|Forma de pagamento/)).toBeNull();
    await expect(buttonNames(canvas)).toEqual(['Assinar']);
    await expect(canvas.getByRole('cell', { name: 'Fatura cancelada ou expirada' })).toBeVisible();
  },
};

export const SubscribeGoesToCheckout: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(userWith(trial(-1))));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Assinar' }));
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/assine');
  },
};

export const Active: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(userWith(subscribed(30))), invoicesAre([paidInvoice, expiredInvoice]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Mensal')).toBeVisible();
    const left = canvas.getByText('resta 30 dia(s)');
    await expect(left).toHaveAttribute('data-tone', 'normal');
    await expect(canvas.getByText(/Cartão de crédito · VISA XXXX-XXXX-XXXX-1111/)).toBeVisible();
    await expect(canvas.getByText(/R\$\s29,90 por mês/)).toBeVisible();
    await expect(buttonNames(canvas)).toEqual(['Cancelar', 'Alterar']);
    const invoices = within(canvas.getByRole('region', { name: 'Faturas' }));
    const rows = invoices.getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.children[2]?.textContent)).toEqual([
      'Pago',
      'Fatura cancelada ou expirada',
    ]);
    await expect(invoices.getAllByRole('link', { name: /Abrir fatura de/ })[0]).toHaveAttribute(
      'href',
      'https://faturas.exemplo.com.br/INV_PAID',
    );
  },
};

/**
 * A plan held without a gateway subscription (João of the demo, an account older than subscriptions):
 * nothing to buy, cancel or change, and a checkout over it is refused (audit AE5).
 */
export const ActiveWithoutCharges: Story = {
  beforeEach({ msw }) {
    msw.use(
      userIs(
        userWith(
          subscribed(3650, {
            subscriptionId: null,
            subscribed: false,
            paymentMethod: [],
            paymentType: undefined,
          }),
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Mensal')).toBeVisible();
    await expect(canvas.getByText('resta 3650 dia(s)')).toBeVisible();
    await expect(
      canvas.getByText(
        'Este plano não tem cobrança automática: não há o que assinar, alterar ou cancelar por aqui.',
      ),
    ).toBeVisible();
    await expect(buttonNames(canvas)).toEqual([]);
  },
};

/** A plan change waits for the next charge (decision 479): the plan paid for is still the one shown. */
export const ChangeWaitsForNextCharge: Story = {
  beforeEach({ msw }) {
    msw.use(
      userIs(userWith(subscribed(30))),
      invoicesAre([paidInvoice]),
      subscriptionIs(subscribed(30, { nextPlan: 'otto_annual' })),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Na próxima cobrança: Anual.')).toBeVisible();
    await expect(canvas.getByText('Mensal')).toBeVisible();
    await expect(canvas.getByText(/R\$\s29,90 por mês/)).toBeVisible();
  },
};

/** A phone (decisions 097, 098): the invoices scroll in their own box, never the page. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(userIs(userWith(subscribed(30))), invoicesAre([paidInvoice, expiredInvoice]));
  },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('region', { name: 'Tabela de faturas' });
    await expect(within(box).getByRole('table')).toBeVisible();
    const page = document.documentElement;
    await waitFor(() => expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth));
    await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
    box.focus();
    await expect(box).toHaveFocus();
  },
};

/** The brand names its plans (decision 450): Meu plano reads the same name as /assinatura/update. */
export const BrandPlanName: Story = {
  beforeEach({ msw }) {
    msw.use(
      userIs(userWith(subscribed(30))),
      invoicesAre([paidInvoice]),
      plansAre(
        defaultPlans.map((offer) =>
          offer.plan === 'otto_monthly' ? { ...offer, name: 'Completo mensal' } : offer,
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Completo mensal')).toBeVisible();
    await expect(canvas.queryByText('Mensal')).toBeNull();
  },
};

export const FiveDaysLeft: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(userWith(subscribed(5))), invoicesAre([paidInvoice]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('resta 5 dia(s)')).toHaveAttribute('data-tone', 'danger');
  },
};

export const FifteenDaysLeft: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(userWith(subscribed(15))), invoicesAre([paidInvoice]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('resta 15 dia(s)')).toHaveAttribute('data-tone', 'warning');
  },
};

export const ExpiresToday: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(userWith(subscribed(0))), invoicesAre([paidInvoice]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Expira hoje')).toHaveAttribute('data-tone', 'danger');
  },
};

export const AwaitingConfirmation: Story = {
  beforeEach({ msw }) {
    msw.use(
      userIs(userWith(subscribed(30, { pendingInvoices: true }))),
      invoicesAre([pendingInvoice, paidInvoice]),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Aguardando confirmação')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Aguardando pagamento' })).toBeVisible();
  },
};

export const Suspended: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(userWith(subscribed(12, { suspended: true }))), invoicesAre([paidInvoice]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/a renovação automática está desligada/)).toBeVisible();
    await expect(buttonNames(canvas)).toEqual(['Ativar', 'Alterar']);
  },
};

export const CancelledAndExpired: Story = {
  beforeEach({ msw }) {
    msw.use(
      userIs(userWith(subscribed(-20, { suspended: true, status: 'suspended' }))),
      invoicesAre([expiredInvoice]),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Assinatura expirada')).toBeVisible();
    await expect(buttonNames(canvas)).toEqual(['Renovar assinatura', 'Alterar']);
  },
};

/**
 * A planner signed in for the client reads the plan, its state and its invoices, but is offered none
 * of the client's acts: the server refuses them to the planner (decision 109).
 */
export const PlannerForClientReadsOnly: Story = {
  beforeEach({ msw }) {
    msw.use(
      userIs(userWith(subscribed(-20, { suspended: true, status: 'suspended' }))),
      invoicesAre([expiredInvoice]),
    );
    return plannerSignedInForMe();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Assinatura expirada')).toBeVisible();
    await expect(canvas.getByText('Mensal')).toBeVisible();
    await expect(canvas.getByText(/R\$\s29,90 por mês/)).toBeVisible();
    await expect(canvas.getByRole('cell', { name: 'Fatura cancelada ou expirada' })).toBeVisible();
    await expect(buttonNames(canvas)).toEqual([]);
  },
};

export const PlannerForClientActiveReadsOnly: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(userWith(subscribed(30))), invoicesAre([paidInvoice]));
    return plannerSignedInForMe();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('resta 30 dia(s)')).toBeVisible();
    await expect(canvas.getByText(/Cartão de crédito · VISA XXXX-XXXX-XXXX-1111/)).toBeVisible();
    await expect(buttonNames(canvas)).toEqual([]);
  },
};

export const FamilyMember: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(userWith(familyMember)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Plano família')).toBeVisible();
    await expect(canvas.getByText('Oferecido pela Família Souza')).toBeVisible();
    await expect(buttonNames(canvas)).toEqual([]);
  },
};

export const Company: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(userWith(companyPlan)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Oferecido por Acme Ltda')).toBeVisible();
    await expect(canvas.queryByText(/dia\(s\)|Expira hoje/)).toBeNull();
    await expect(buttonNames(canvas)).toEqual([]);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(userWith(subscribed(30))), neverAnswer('*/api/subscriptions/:id/invoices'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Meu plano' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancelar' })).toBeNull();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(
      userIs(userWith(subscribed(30))),
      http.get('*/api/subscriptions/:id/invoices', () => apiError(500, 'Erro de comunicação com o servidor')),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar sua assinatura no momento',
    );
  },
};
