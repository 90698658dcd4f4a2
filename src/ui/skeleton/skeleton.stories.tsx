import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {
  args: { count: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Carregando…' })).toBeVisible();
  },
};

export const Cards: Story = {
  args: { variant: 'rect', height: 120, count: 6 },
};

export const Circle: Story = {
  args: { variant: 'circle', width: 40 },
};
