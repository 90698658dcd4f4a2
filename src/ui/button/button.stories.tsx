import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Salvar', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Entrar
      </Button>
      <Button {...args} variant="secondary">
        Cadastrar conta
      </Button>
      <Button {...args} variant="ghost">
        Cancelar
      </Button>
      <Button {...args} variant="danger">
        Desconectar
      </Button>
      <Button {...args} size="small">
        Ok
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Entrar', 'Cadastrar conta', 'Cancelar', 'Desconectar', 'Ok']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

export const Busy: Story = {
  args: { busy: true, children: 'Atualizar Senha' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Atualizar Senha' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Not disabled: a disabled button would lose the focus to the page (audit R3).
    button.focus();
    await expect(button).toHaveFocus();
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

const submitted = fn();

/** A busy submit button holds back its form, pressed or by Enter in a field, as `disabled` did. */
export const BusySubmitHoldsItsForm: Story = {
  args: { busy: true, type: 'submit', children: 'Entrando…' },
  beforeEach: () => submitted.mockClear(),
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <label>
        E-mail <input name="email" />
      </label>
      <Button {...args} />
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Entrando…' });
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ana@exemplo.com{Enter}');
    await expect(submitted).not.toHaveBeenCalled();
  },
};
