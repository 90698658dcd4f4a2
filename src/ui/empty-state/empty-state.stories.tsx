import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hmmm… Nada por aqui…')).toBeVisible();
  },
};

export const WithHints: Story = {
  args: {
    children: (
      <>
        <p>Conecte uma conta automática ou cadastre suas movimentações manualmente.</p>
        <Button>Nova transação</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hmmm… Nada por aqui…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nova transação' })).toBeVisible();
  },
};

export const CustomTitle: Story = {
  args: { title: 'Nenhum pagamento para amanhã' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum pagamento para amanhã')).toBeVisible();
  },
};
