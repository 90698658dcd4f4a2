import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { RevenueExpenseChart } from './revenue-expense-chart';

/** The plain balances chart's answer: a month the server skips is drawn as zero. */
const points = [
  { month: '2026-09', revenues: 8500, expenses: 6100 },
  { month: '2026-10', revenues: 9100, expenses: 7200 },
  { month: '2026-11', revenues: 9900, expenses: 7000 },
];

const meta = {
  title: 'UI/Charts/RevenueExpenseChart',
  component: RevenueExpenseChart,
  parameters: { layout: 'padded' },
  args: { month: '2026-11', points, currency: 'BRL' },
} satisfies Meta<typeof RevenueExpenseChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's look: two lines over six months. */
export const Lines: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Receitas x Despesas' })).toBeInTheDocument();
    await expect(canvas.getByText('Receitas')).toBeVisible();
    await expect(canvas.getByText('Despesas')).toBeVisible();
    // The plot draws once its width is measured.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-series]').length).toBeGreaterThan(0));
  },
};

/** The transactions screen's look: the same series with filled areas. */
export const Areas: Story = {
  args: { variant: 'area' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Receitas x Despesas' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { points: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img', { name: 'Receitas x Despesas' })).toBeNull();
  },
};
