import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { resolvedToken } from '@/testing/colours';
import { MoneyText } from './money-text';

const meta = {
  title: 'UI/MoneyText',
  component: MoneyText,
  args: { cents: 123456 },
} satisfies Meta<typeof MoneyText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Positive: Story = {
  play: async ({ canvas }) => {
    const amount = canvas.getByText(/^R\$\s1\.234,56$/);
    await expect(getComputedStyle(amount).color).toBe(resolvedToken(amount, '--color-positive-text'));
  },
};

export const Negative: Story = {
  args: { cents: -98765 },
  play: async ({ canvas }) => {
    const amount = canvas.getByText(/^-R\$\s987,65$/);
    await expect(getComputedStyle(amount).color).toBe(resolvedToken(amount, '--color-negative-text'));
  },
};

export const Currencies: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 4 }}>
      <li>
        <MoneyText cents={150000} currency="USD" />
      </li>
      <li>
        <MoneyText cents={150000} currency="EUR" />
      </li>
      <li>
        <MoneyText cents={150000} currency="GBP" />
      </li>
      <li>
        <MoneyText cents={150050} currency="JPY" />
      </li>
      <li>
        <MoneyText cents={0} />
      </li>
      <li>
        <MoneyText cents={-250000} tone="plain" />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^US\$\s1\.500,00$/)).toBeVisible();
    await expect(canvas.getByText(/^€\s1\.500,00$/)).toBeVisible();
    await expect(canvas.getByText(/^£\s1\.500,00$/)).toBeVisible();
    await expect(canvas.getByText(/^JP¥\s1\.501$/)).toBeVisible();
    await expect(canvas.getByText(/^R\$\s0,00$/)).toBeVisible();
  },
};
