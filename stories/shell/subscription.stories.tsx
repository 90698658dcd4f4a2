import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { customFetch } from '@/api/http';
import { resetUiState } from '@/app/ui-store';
import { ShellLayout, type ShellLayoutProps } from '@/features/shell';
import { Button } from '@/ui/button';
import { companyPlan, firstChargeRefused, subscribed, trial } from '../subscriptions/fakes';

const EXPIRED_MESSAGE = 'Seu período de avaliação terminou. Assine um plano para voltar a registrar.';

/** A screen inside the shell whose one write the server may refuse. */
function Shell(props: Pick<ShellLayoutProps, 'subscription' | 'canSubscribe'>) {
  const [open, setOpen] = useState(false);
  const [answered, setAnswered] = useState(false);
  return (
    <ShellLayout
      {...props}
      actsAsPlanner={false}
      canLogout
      settingsAttention={false}
      open={open}
      onToggleSidebar={setOpen}
      onLogout={() => undefined}
    >
      <Button
        onClick={() =>
          void customFetch('/transactions', {
            method: 'POST',
            body: '{}',
            headers: { 'Content-Type': 'application/json' },
          })
            .catch(() => undefined)
            .finally(() => setAnswered(true))
        }
      >
        Salvar transação
      </Button>
      {answered ? <output>Resposta recebida</output> : null}
    </ShellLayout>
  );
}

const meta = {
  title: 'Shell/Assinatura no topo',
  component: Shell,
  parameters: { layout: 'fullscreen', page: { path: '/painel' } },
  beforeEach: () => {
    resetUiState();
    return resetUiState;
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

const notice = (canvas: { queryByRole: (role: 'region', options: { name: string }) => HTMLElement | null }) =>
  canvas.queryByRole('region', { name: 'Sua assinatura' });

export const TrialDayOne: Story = {
  args: { subscription: trial(6) },
  play: async ({ canvas }) => {
    const region = notice(canvas);
    await expect(region).toHaveTextContent('Período de avaliação: dia 1 de 7');
    await expect(within(region as HTMLElement).getByRole('link', { name: 'Assinar' })).toHaveAttribute(
      'href',
      '/assine',
    );
  },
};

/** A refused first charge bought nothing: the server answers the trial, and the notice stays (decision 479). */
export const TrialAfterRefusedFirstCharge: Story = {
  args: { subscription: firstChargeRefused },
  play: async ({ canvas }) => {
    await expect(notice(canvas)).toHaveTextContent('Período de avaliação: dia 1 de 7');
  },
};

export const TrialLastDay: Story = {
  args: { subscription: trial(0) },
  play: async ({ canvas }) => {
    await expect(notice(canvas)).toHaveTextContent('dia 7 de 7');
    await expect(notice(canvas)).toHaveAttribute('data-tone', 'danger');
  },
};

export const TrialExpired: Story = {
  args: { subscription: trial(-1) },
  play: async ({ canvas }) => {
    const region = notice(canvas) as HTMLElement;
    await expect(region).toHaveTextContent('Período de avaliação expirado');
    await expect(region).toHaveTextContent('Você ainda pode consultar e exportar seus dados.');
    await expect(within(region).getByRole('link', { name: 'Assinar' })).toBeVisible();
  },
};

export const SubscriptionExpired: Story = {
  args: { subscription: subscribed(-3, { suspended: true }) },
  play: async ({ canvas }) => {
    const region = notice(canvas) as HTMLElement;
    await expect(region).toHaveTextContent('Assinatura expirada');
    await expect(within(region).getByRole('link', { name: 'Renovar assinatura' })).toHaveAttribute(
      'href',
      '/assinatura/update',
    );
  },
};

export const ActivePlanShowsNothing: Story = {
  args: { subscription: subscribed(3) },
  play: async ({ canvas }) => {
    await expect(notice(canvas)).toBeNull();
  },
};

export const GiftedPlanShowsNothing: Story = {
  args: { subscription: companyPlan },
  play: async ({ canvas }) => {
    await expect(notice(canvas)).toBeNull();
  },
};

export const WriteRefusedBecauseExpired: Story = {
  args: { subscription: trial(-1) },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/transactions', () =>
        HttpResponse.json({ message: EXPIRED_MESSAGE, code: 'subscriptionExpired' }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar transação' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(EXPIRED_MESSAGE);
    await expect(within(alert).getByRole('link', { name: 'Assinar' })).toHaveAttribute('href', '/assine');
    await userEvent.click(within(alert).getByRole('button', { name: 'Fechar aviso' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const OtherRefusalIsNotAboutTheSubscription: Story = {
  args: { subscription: subscribed(30) },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/transactions', () => HttpResponse.json({ message: 'Acesso negado' }, { status: 403 })),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar transação' }));
    await expect(await canvas.findByText('Resposta recebida')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A planner signed in for a client reads the client's state; subscribing is the client's act (decision 109). */
export const PlannerForAClientReadsTheTrial: Story = {
  args: { subscription: trial(2), canSubscribe: false },
  play: async ({ canvas }) => {
    const region = notice(canvas) as HTMLElement;
    await expect(region).toHaveTextContent('Período de avaliação: dia 5 de 7');
    await expect(within(region).queryByRole('link')).toBeNull();
  },
};

export const PlannerForAClientReadsTheExpiry: Story = {
  args: { subscription: subscribed(-3, { suspended: true }), canSubscribe: false },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/transactions', () =>
        HttpResponse.json({ message: EXPIRED_MESSAGE, code: 'subscriptionExpired' }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const region = notice(canvas) as HTMLElement;
    await expect(region).toHaveTextContent('Assinatura expirada');
    await expect(within(region).queryByRole('link')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar transação' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(EXPIRED_MESSAGE);
    await expect(within(alert).queryByRole('link')).toBeNull();
  },
};
