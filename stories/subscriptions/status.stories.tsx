import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { LoadErrorScreen } from '@/features/shell';
import { CancelScreen, SubscribePending, UpdateScreen } from '@/features/subscriptions';
import { loadPlans, loadSubscriptionUser } from '@/features/subscriptions/loader';
import { apiError, envelope } from '@/testing/msw';
import {
  companyPlan,
  defaultPlans,
  plannerSignedInForMe,
  plansAre,
  recorder,
  signedIn,
  subscribed,
  subscriptionIs,
  trial,
  userIs,
  userWith,
} from './fakes';

const error = (props: ErrorComponentProps) => (
  <LoadErrorScreen {...props} message="subscriptions:loadError" />
);
const calls = recorder();
const statusAnswers = (answer: () => Response) => {
  calls.calls.length = 0;
  return [
    http.post('*/api/subscriptions/:id/status', async ({ request }) => {
      await calls.record(request);
      return answer();
    }),
    http.patch('*/api/subscriptions/:id', async ({ request }) => {
      await calls.record(request);
      return answer();
    }),
  ];
};

const meta = {
  title: 'Subscriptions/Cancelar e alterar',
  component: CancelScreen,
  parameters: {
    layout: 'fullscreen',
    page: { path: '/assinatura/cancelar', loader: loadSubscriptionUser, pending: SubscribePending, error },
  },
  beforeEach({ msw }) {
    msw.use(
      userIs(userWith(subscribed(20))),
      subscriptionIs(subscribed(20)),
      plansAre(defaultPlans),
      ...statusAnswers(() => envelope(subscribed(20, { suspended: true }))),
    );
    return signedIn();
  },
} satisfies Meta<typeof CancelScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const updatePage = { path: '/assinatura/update', loader: loadPlans, pending: SubscribePending, error };

export const Cancel: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/a renovação automática é desligada/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar assinatura' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Assinatura cancelada.');
    await expect(calls.calls.map((call) => `${call.method} ${call.path}${call.search}`)).toEqual([
      'POST /api/subscriptions/6650f00de4b0f5a1b2c3d4aa/status?status=inactive',
    ]);
  },
};

export const CancelFails: Story = {
  beforeEach({ msw }) {
    msw.use(...statusAnswers(() => apiError(400, 'O meio de pagamento não respondeu')));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar assinatura' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('O meio de pagamento não respondeu');
  },
};

export const KeepGoesBackToPlan: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Manter assinatura' }));
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/configuracoes/plano');
  },
};

export const NothingToCancelInTrial: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(userWith(trial(3))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Não há assinatura para cancelar.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancelar assinatura' })).toBeNull();
  },
};

export const GiftedCannotCancel: Story = {
  beforeEach({ msw }) {
    msw.use(userIs(userWith(companyPlan)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/não podem ser cancelados/)).toBeVisible();
  },
};

export const ReactivateSuspended: Story = {
  render: () => <UpdateScreen />,
  parameters: { page: updatePage },
  beforeEach({ msw }) {
    msw.use(
      // Once reactivated, the refetched user is no longer suspended.
      http.get('*/api/users/:id', () =>
        envelope(userWith(subscribed(10, { suspended: calls.calls.length === 0 }))),
      ),
      ...statusAnswers(() => envelope(subscribed(10))),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Reativar assinatura' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reativar assinatura' }));
    // Not expired: nothing is charged now, so no confirmation stands in the way.
    await expect(await canvas.findByRole('status')).toHaveTextContent('Assinatura reativada');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    // The answer stays on screen after the user is refetched.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Reativar assinatura' })).toBeDisabled());
    await expect(canvas.getByRole('status')).toHaveTextContent('Assinatura reativada');
    await expect(calls.calls[0]?.search).toBe('?status=active');
  },
};

export const ReactivateExpiredWarnsOfCharge: Story = {
  render: () => <UpdateScreen />,
  parameters: { page: updatePage },
  beforeEach({ msw }) {
    msw.use(
      userIs(userWith(subscribed(-4, { suspended: true }))),
      ...statusAnswers(() => envelope(subscribed(26))),
    );
  },
  play: async ({ canvas, userEvent }) => {
    // The charge is announced in a confirmation: backing out calls nothing.
    await userEvent.click(await canvas.findByRole('button', { name: 'Reativar assinatura' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Reativar assinatura' });
    await expect(dialog).toHaveTextContent(
      /cobraremos automaticamente R\$\s29,90 na forma de pagamento salva/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(calls.calls).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Reativar assinatura' }));
    await userEvent.click(
      within(await canvas.findByRole('dialog', { name: 'Reativar assinatura' })).getByRole('button', {
        name: 'Confirmar',
      }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('Assinatura reativada');
    await expect(calls.calls[0]?.search).toBe('?status=active');
  },
};

export const ActivationFails: Story = {
  render: () => <UpdateScreen />,
  parameters: { page: updatePage },
  beforeEach({ msw }) {
    msw.use(
      userIs(userWith(subscribed(-4, { suspended: true }))),
      ...statusAnswers(() => apiError(400, 'Não foi possível ativar sua assinatura')),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reativar assinatura' }));
    await userEvent.click(
      within(await canvas.findByRole('dialog', { name: 'Reativar assinatura' })).getByRole('button', {
        name: 'Confirmar',
      }),
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Ativação de assinatura');
    await expect(alert).toHaveTextContent('Não foi possível ativar sua assinatura');
  },
};

export const ChangePlan: Story = {
  render: () => <UpdateScreen />,
  parameters: { page: updatePage },
  beforeEach({ msw }) {
    msw.use(...statusAnswers(() => envelope(subscribed(20, { plan: 'otto_annual' }))));
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/Mensal \(plano atual\)/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Reativar assinatura' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /Anual/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mudar para este plano' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Plano alterado para Anual a partir da próxima cobrança',
    );
    await waitFor(() =>
      expect(calls.calls[0]).toMatchObject({ method: 'PATCH', body: { plan: 'otto_annual' } }),
    );
  },
};

/** A change waits for the next charge (decision 479): it is told, and the plan paid for undoes it. */
export const ChangeWaitsForNextCharge: Story = {
  render: () => <UpdateScreen />,
  parameters: { page: updatePage },
  beforeEach({ msw }) {
    msw.use(
      subscriptionIs(subscribed(20, { nextPlan: 'otto_annual' })),
      ...statusAnswers(() => envelope(subscribed(20))),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Na próxima cobrança: Anual.')).toBeVisible();
    await expect(canvas.getByText(/Mensal \(plano atual\)/)).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: /Anual/ })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /Mensal/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mudar para este plano' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Mudança desfeita: você continua no plano Mensal',
    );
    await waitFor(() =>
      expect(calls.calls[0]).toMatchObject({ method: 'PATCH', body: { plan: 'otto_monthly' } }),
    );
  },
};

export const UpdateWithoutSubscription: Story = {
  render: () => <UpdateScreen />,
  parameters: { page: updatePage },
  beforeEach({ msw }) {
    msw.use(userIs(userWith(trial(-1))));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Você ainda não tem uma assinatura.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Assinar' })).toHaveAttribute('href', '/assine');
  },
};

/**
 * A planner signed in for the client is not offered to cancel, reactivate (which may charge at once)
 * or change the client's plan (decision 109): both pages lead to Meu plano, read only, and call nothing.
 */
export const PlannerForClientCannotCancel: Story = {
  beforeEach() {
    return plannerSignedInForMe();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/configuracoes/plano');
    await expect(canvas.queryByRole('button', { name: 'Cancelar assinatura' })).toBeNull();
    await expect(calls.calls).toHaveLength(0);
  },
};

export const PlannerForClientCannotReactivateOrChange: Story = {
  render: () => <UpdateScreen />,
  parameters: { page: updatePage },
  beforeEach({ msw }) {
    msw.use(userIs(userWith(subscribed(-4, { suspended: true }))));
    return plannerSignedInForMe();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/configuracoes/plano');
    await expect(canvas.queryByRole('button', { name: 'Reativar assinatura' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Mudar para este plano' })).toBeNull();
    await expect(calls.calls).toHaveLength(0);
  },
};
