import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { MonthSelector, type MonthSelectorProps } from './month-selector';

function Controlled(props: Omit<MonthSelectorProps, 'onChange'>) {
  const [month, setMonth] = useState(props.value);
  return <MonthSelector {...props} value={month} onChange={setMonth} />;
}

const meta = {
  title: 'UI/MonthSelector',
  component: Controlled,
  args: { value: '2026-11' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Novembro 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await expect(canvas.getByText('Dezembro 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await expect(canvas.getByText('Janeiro 2027')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mês anterior' }));
    await expect(canvas.getByText('Dezembro 2026')).toBeVisible();
  },
};

/** Without bounds of its own, it stops at the last month a screen can read (decision 070). */
export const StopsAtTheLastBrowsableMonth: Story = {
  args: { value: '2199-11' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await expect(canvas.getByText('Dezembro 2199')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Próximo mês' })).toBeNull();
  },
};

export const OneStepEitherSide: Story = {
  args: { min: '2026-10', max: '2026-12' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Próximo mês' }));
    await expect(canvas.getByText('Dezembro 2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Próximo mês' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mês anterior' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mês anterior' }));
    await expect(canvas.getByText('Outubro 2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mês anterior' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Próximo mês' })).toBeVisible();
  },
};

/** Resting on an arrow announces the month it leads to, so a screen can fetch it ahead. */
export const Intent: Story = {
  args: { value: '2026-11', onIntent: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Próximo mês' }));
    await expect(args.onIntent).toHaveBeenCalledWith('2026-12');
    await userEvent.hover(canvas.getByRole('button', { name: 'Mês anterior' }));
    await expect(args.onIntent).toHaveBeenCalledWith('2026-10');
  },
};
