import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '@tanstack/react-router';
import { http } from 'msw';
import { expect } from 'storybook/test';
import { useGetHealth } from '@/api/gen/endpoints/health/health';
import { apiError, envelope, neverAnswer } from '@/testing/msw';
import { EmptyState, Skeleton } from '@/ui';

/**
 * Proves the workbench every screen story relies on: a generated React Query hook answered by the
 * generated MSW handler, a per-story override, the loading state, and the page router.
 */
function HealthPanel() {
  const health = useGetHealth();
  if (health.isPending) return <Skeleton count={2} />;
  if (health.isError)
    return <EmptyState title={`Falhou: ${health.error instanceof Error ? health.error.message : ''}`} />;
  return (
    <section>
      <p>Servidor: {health.data.status === 200 ? health.data.data.data.status : ''}</p>
      <Link to="/painel">Ir para o painel</Link>
    </section>
  );
}

const meta = {
  title: 'UI/Workbench (MSW + router)',
  component: HealthPanel,
  parameters: { page: { path: '/movimentacoes?month=2026-11' } },
} satisfies Meta<typeof HealthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GeneratedMock: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Servidor: ok')).toBeVisible();
  },
};

export const OverriddenPerStory: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/health', () => envelope({ status: 'degradado', version: '1.0.0' })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Servidor: degradado')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/health', () => apiError(500, 'Erro de comunicação com o servidor')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Falhou: Erro de comunicação com o servidor/)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer('*/health'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Carregando…' })).toBeVisible();
  },
};

export const NavigatesWithTheRouter: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Ir para o painel' }));
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/painel');
  },
};
