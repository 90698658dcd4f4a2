import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { PaidToggle } from './paid-toggle';
import { usePaidToggles } from './use-paid-toggles';

/** A server that holds each store until the story answers it, and counts what it was sent. */
const server = {
  sent: [] as { id: string; paid: boolean }[],
  pending: [] as ((ok: boolean) => void)[],
  answerNext(ok: boolean) {
    this.pending.shift()?.(ok);
  },
};

/** Two rows, each stored by the held server, their failures written under the list. */
function Rows() {
  const stored = useRef<Record<string, boolean>>({ rent: false, gym: true });
  const [shown, setShown] = useState(stored.current);
  const [failure, setFailure] = useState('');
  const { waiting, toggle } = usePaidToggles();
  const rows = [
    { id: 'rent', name: 'Aluguel' },
    { id: 'gym', name: 'Academia' },
  ];
  return (
    <>
      <ul>
        {rows.map(({ id, name }) => {
          const paid = waiting.get(id) ?? shown[id] ?? false;
          return (
            <li key={id}>
              {name}
              <PaidToggle
                paid={paid}
                busy={waiting.has(id)}
                label={`Marcar ${name} como ${paid ? 'não paga' : 'paga'}`}
                onPress={() =>
                  void toggle({
                    id,
                    paid,
                    store: (next) => {
                      server.sent.push({ id, paid: next });
                      return new Promise<void>((resolve, reject) => {
                        server.pending.push((ok) => {
                          if (!ok) return reject(new Error('recusado'));
                          stored.current = { ...stored.current, [id]: next };
                          resolve();
                        });
                      });
                    },
                    refresh: async () => setShown(stored.current),
                    onFailure: () => setFailure(`Não foi possível marcar ${name}`),
                  })
                }
              />
            </li>
          );
        })}
      </ul>
      <p role="status">{failure}</p>
    </>
  );
}

const meta = {
  title: 'UI/Paid toggle',
  component: Rows,
  beforeEach() {
    server.sent = [];
    server.pending = [];
    return () => {
      while (server.pending.length) server.answerNext(false);
    };
  },
} satisfies Meta<typeof Rows>;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: () => (
    <>
      <PaidToggle paid={false} busy={false} label="Marcar Aluguel como paga" onPress={() => undefined} />
      <PaidToggle paid busy={false} label="Marcar Academia como não paga" onPress={() => undefined} />
      <PaidToggle paid={false} busy label="Marcar Luz como paga" onPress={() => undefined} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Marcar Aluguel como paga' })).toHaveTextContent('○');
    const paid = canvas.getByRole('button', { name: 'Marcar Academia como não paga' });
    await expect(paid).toHaveTextContent('✔');
    await expect(paid).toHaveAttribute('aria-pressed', 'true');
    const busy = canvas.getByRole('button', { name: 'Marcar Luz como paga' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Presses while the answer is awaited send nothing; the new state shows once stored. */
export const APressWaitsForItsAnswer: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Marcar Aluguel como paga' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(toggle).toHaveTextContent('○');
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    await expect(server.sent).toEqual([{ id: 'rent', paid: true }]);
    server.answerNext(true);
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAccessibleName('Marcar Aluguel como não paga');
    await expect(toggle).toHaveTextContent('✔');
    await expect(server.sent).toHaveLength(1);
  },
};

/** A refused store puts the row back at once and says so. */
export const ARefusedPressGoesBack: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Marcar Aluguel como paga' });
    await userEvent.click(toggle);
    server.answerNext(false);
    await expect(await canvas.findByText('Não foi possível marcar Aluguel')).toBeVisible();
    await expect(toggle).not.toHaveAttribute('aria-busy');
    await expect(toggle).toHaveTextContent('○');
  },
};

/** One row waiting does not hold another. */
export const RowsToggleOnTheirOwn: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar Aluguel como paga' }));
    const gym = canvas.getByRole('button', { name: 'Marcar Academia como não paga' });
    await userEvent.click(gym);
    await expect(gym).toHaveAttribute('aria-busy', 'true');
    await expect(server.sent).toEqual([
      { id: 'rent', paid: true },
      { id: 'gym', paid: false },
    ]);
  },
};
