import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { resolvedToken } from '@/testing/colours';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Mensal', value: 3120.45, max: 4500 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnderPlan: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Mensal' });
    await expect(bar).toHaveAttribute('aria-valuetext', '69%');
    await expect(canvas.getByText('69%')).toBeVisible();
    const fill = canvas.getByTestId('progress-fill');
    await expect(getComputedStyle(fill).backgroundColor).toBe(resolvedToken(fill, '--color-primary'));
  },
};

export const AtPlanTurnsRed: Story = {
  args: { value: 4500, max: 4500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100%')).toBeVisible();
    const fill = canvas.getByTestId('progress-fill');
    await expect(getComputedStyle(fill).backgroundColor).toBe(resolvedToken(fill, '--color-danger'));
  },
};

export const OverPlan: Story = {
  args: { value: -5210.9, max: 4800 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('109%')).toBeVisible();
    const fill = canvas.getByTestId('progress-fill');
    await expect(fill.style.width).toBe('100%');
    await expect(getComputedStyle(fill).backgroundColor).toBe(resolvedToken(fill, '--color-danger'));
  },
};

export const BudgetUsageGreen: Story = {
  args: { label: 'Utilização do orçamento', value: 0.3, max: 100, tone: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('< 1%')).toBeVisible();
    const fill = canvas.getByTestId('progress-fill');
    await expect(getComputedStyle(fill).backgroundColor).toBe(resolvedToken(fill, '--color-success'));
  },
};

/** A share that is good when whole ('Pago do total'): at 100% it keeps its tone (audit M1). */
export const FullShareKeepsItsTone: Story = {
  args: { label: 'Pago do total', value: 4500, max: 4500, tone: 'success', dangerAtFull: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('100%')).toBeVisible();
    const fill = canvas.getByTestId('progress-fill');
    await expect(fill.style.width).toBe('100%');
    await expect(getComputedStyle(fill).backgroundColor).toBe(resolvedToken(fill, '--color-success'));
  },
};

/** A card with a R$ 0,01 limit and R$ 254,21 in use: the share is grouped as pt-BR writes it (audit W4). */
export const LargeShareGroupsThousands: Story = {
  args: { label: 'Uso do limite', value: 254.21, max: 0.01 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2.542.100%')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Uso do limite' })).toHaveAttribute(
      'aria-valuetext',
      '2.542.100%',
    );
  },
};
