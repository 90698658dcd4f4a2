import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShellFrame } from '@/features/shell';

const meta = {
  title: 'Shell/Moldura da página',
  component: ShellFrame,
  parameters: { layout: 'fullscreen', page: { path: '/painel' } },
  args: { title: 'Minha poupança' },
} satisfies Meta<typeof ShellFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

// The frame is hidden from assistive technology (the screen replacing it is what they hear), so its
// parts are found among hidden elements.
const hidden = true;

/** What /painel's page paints before the app has run: the menu, the title and skeletons, nobody's data. */
export const Dashboard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Minha poupança', hidden })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Carregando…', hidden })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Menu principal', hidden })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Painel', hidden })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('link', { name: 'Sair', hidden })).not.toBeInTheDocument();
    // One main landmark: the shell's, around the screen (a screen's own would nest a second).
    await expect(canvas.getAllByRole('main', { hidden })).toHaveLength(1);
    // Nothing in it can be used: it is inert until the app replaces it.
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Abrir menu', hidden }).closest('[inert]'),
    ).not.toBeNull();
  },
};

export const Transactions: Story = {
  args: { title: 'Movimentações' },
  parameters: { page: { path: '/movimentacoes' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Movimentações', hidden })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Transações', hidden })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
