import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormOutcome } from './form-outcome';

const SAVED = 'Preferências salvas';
const REFUSED = 'Não foi possível salvar.\nO nome é obrigatório.';

const meta = {
  title: 'UI/Form/FormOutcome',
  component: FormOutcome,
  args: { outcome: { tone: 'success', message: SAVED } },
} satisfies Meta<typeof FormOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(SAVED);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A failure is read out at once and keeps each listed error on its own line. */
export const Failure: Story = {
  args: { outcome: { tone: 'failure', message: REFUSED } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('O nome é obrigatório.');
    await expect(getComputedStyle(alert).whiteSpace).toBe('pre-line');
  },
};

export const Nothing: Story = {
  args: { outcome: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toBeNull();
  },
};
