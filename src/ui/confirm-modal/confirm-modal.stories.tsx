import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from '@/ui/text-field';
import { ConfirmModal } from './confirm-modal';

const meta = {
  title: 'UI/ConfirmModal',
  component: ConfirmModal,
  args: {
    open: true,
    title: 'Sair',
    message: 'Deseja mesmo sair',
    confirmLabel: 'Desconectar',
    danger: true,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Logout: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Sair' });
    await expect(dialog).toHaveTextContent('Deseja mesmo sair');
    await userEvent.click(canvas.getByRole('button', { name: 'Desconectar' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

/**
 * A double click on the trash that asked: its second click lands on 'Desconectar' under the pointer
 * and answers nothing (audit J2). A click of its own, or a key, still answers.
 */
export const SecondClickOfADoubleClickIsNoAnswer: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const confirm = await canvas.findByRole('button', { name: 'Desconectar' });
    confirm.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 2 }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
  },
};

export const ResetAccount: Story = {
  args: { title: 'Reiniciar conta', message: 'Deseja mesmo reiniciar esta conta?', confirmLabel: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: 'Reiniciar conta' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirmar' })).toBeVisible();
  },
};

export const WithError: Story = {
  args: {
    title: 'Excluir conta',
    message: 'Deseja mesmo excluir esta conta?',
    confirmLabel: 'Excluir',
    error: 'Não foi possível deletar sua conta no momento',
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível deletar sua conta no momento',
    );
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Desconectar' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

/** A field asked with the question (the password for 'Excluir conta') stands apart from it. */
export const WithAField: Story = {
  args: {
    title: 'Excluir conta',
    message: 'Deseja mesmo excluir esta conta?',
    confirmLabel: 'Excluir',
    children: <TextField label="Sua senha" type="password" value="" onChange={() => undefined} />,
  },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Excluir conta' });
    const question = dialog.querySelector('p');
    const label = canvas.getByText('Sua senha');
    await expect(question).toHaveTextContent('Deseja mesmo excluir esta conta?');
    const gap = label.getBoundingClientRect().top - (question as HTMLElement).getBoundingClientRect().bottom;
    await expect(gap).toBeGreaterThanOrEqual(8);
  },
};
