import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button';
import { EmptyState } from './empty-state';

// Sample content a screen would pass in (screens take it from their locale namespace).
const sample = {
  hint: 'Conecte uma conta automática ou cadastre suas movimentações manualmente.',
  action: 'Nova transação',
};

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
        <p>{sample.hint}</p>
        <Button>{sample.action}</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hmmm… Nada por aqui…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: sample.action })).toBeVisible();
  },
};

export const CustomTitle: Story = {
  args: { title: 'Nenhum pagamento para amanhã' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum pagamento para amanhã')).toBeVisible();
  },
};
