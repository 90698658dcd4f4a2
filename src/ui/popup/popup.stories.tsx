import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../button';
import { POPUP_VISIBLE_MS, Popup } from './popup';

function PopupExample() {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <>
      <Button onClick={() => setMessage('NÃO É POSSÍVEL MUDAR STATUS DESSA TRANSAÇÃO')}>
        Marcar como paga
      </Button>
      <Popup message={message} onClose={() => setMessage(null)} />
    </>
  );
}

const meta = {
  title: 'UI/Popup',
  component: PopupExample,
} satisfies Meta<typeof PopupExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AutoHides: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar como paga' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'NÃO É POSSÍVEL MUDAR STATUS DESSA TRANSAÇÃO',
    );
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), { timeout: POPUP_VISIBLE_MS + 1000 });
  },
};
