import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../button';
import { SNACKBAR_OPEN_DELAY_MS, SnackBar } from './snack-bar';

function SnackBarExample() {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <>
      <Button onClick={() => setMessage('Conta reiniciada com sucesso')}>Reiniciar</Button>
      <SnackBar message={message} onClose={() => setMessage(null)} />
    </>
  );
}

const meta = {
  title: 'UI/SnackBar',
  component: SnackBarExample,
} satisfies Meta<typeof SnackBarExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensLateClosesAlone: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reiniciar' }));
    // Not at once: the bar waits 300 ms before it opens.
    await expect(canvas.queryByText('Conta reiniciada com sucesso')).toBeNull();
    await expect(
      await canvas.findByText('Conta reiniciada com sucesso', {}, { timeout: 1000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Conta reiniciada com sucesso');
    await waitFor(() => expect(canvas.queryByText('Conta reiniciada com sucesso')).toBeNull(), {
      timeout: SNACKBAR_OPEN_DELAY_MS + 3000,
    });
  },
};

export const Dismissed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reiniciar' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Fechar aviso' }));
    await expect(canvas.queryByText('Conta reiniciada com sucesso')).toBeNull();
  },
};
