import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Select } from './select';

const clients = [
  { value: 'a', label: 'Ana Paula Souza (ana.souza@gmail.com)' },
  { value: 'j', label: 'João Pereira Lima (joao.lima@hotmail.com)' },
];

function ClientSelect({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <Select label="Cliente" value={value} onChange={setValue} options={clients} error={error} />;
}

const meta = {
  title: 'UI/Select',
  component: ClientSelect,
} satisfies Meta<typeof ClientSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Cliente' });
    await expect(select).toHaveDisplayValue('Selecione');
    await userEvent.selectOptions(select, 'j');
    await expect(select).toHaveDisplayValue('João Pereira Lima (joao.lima@hotmail.com)');
  },
};

export const Required: Story = {
  args: { error: 'CAMPO OBRIGATÓRIO' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('CAMPO OBRIGATÓRIO');
  },
};

/** A long option in a narrow column (audit N6): the select stays inside it and the page does not widen. */
export const LongOptionInANarrowColumn: Story = {
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', width: 200 }} data-testid="column">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Cliente' });
    const column = canvas.getByTestId('column').getBoundingClientRect();
    await expect(select.getBoundingClientRect().right).toBeLessThanOrEqual(column.right);
  },
};
