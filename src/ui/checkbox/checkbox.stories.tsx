import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Checkbox } from './checkbox';

function Terms({ error }: { error?: string }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      checked={checked}
      onChange={setChecked}
      error={error}
      label={
        <>
          Li e aceito os <a href="/termos-de-uso">termos de uso</a>
        </>
      }
    />
  );
}

const meta = {
  title: 'UI/Checkbox',
  component: Terms,
} satisfies Meta<typeof Terms>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: /aceito os termos de uso/ });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const WithError: Story = {
  args: { error: 'Verifique nossos termos de uso' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Verifique nossos termos de uso');
  },
};
