import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { NewPasswordScreen, RecoveryRequestScreen } from '@/features/auth';
import { apiError, neverAnswer } from '@/testing/msw';
import { API, heldAnswers, pressWithEnter, recordBodies, refreshSession } from './support';

const meta = {
  title: 'Acesso/Recuperar conta',
  component: RecoveryRequestScreen,
  parameters: { layout: 'fullscreen', page: { path: '/account-recovery' } },
  beforeEach: refreshSession,
} satisfies Meta<typeof RecoveryRequestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const request = async (canvas: Canvas, email: string) => {
  await userEvent.type(canvas.getByLabelText('E-mail'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Recuperar Conta' }));
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Recuperar conta' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvas }) => {
    await request(canvas, 'ana@');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Por favor insira um email válido!');
  },
};

const sent = recordBodies('post', API.recovery, () => new HttpResponse(null, { status: 204 }));

export const Sent: Story = {
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async ({ canvas }) => {
    await request(canvas, 'Ana@Exemplo.com');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Um email com os passos para a recuperação foram enviados para você',
    );
    await expect(canvas.queryByLabelText('E-mail')).not.toBeInTheDocument();
    await expect(sent.bodies).toEqual([{ email: 'ana@exemplo.com' }]);
  },
};

/**
 * The answer replaces the form and its pressed button: the way on takes the focus instead of the
 * page (audit R3).
 */
export const SentMovesTheFocusOn: Story = {
  beforeEach({ msw }) {
    msw.use(sent.handler);
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ana@exemplo.com');
    await pressWithEnter(canvas.getByRole('button', { name: 'Recuperar Conta' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Um email com os passos/);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Voltar para o login' })).toHaveFocus());
  },
};

const held = heldAnswers(API.recovery, () => new HttpResponse(null, { status: 204 }));

/** A double click asks for one e-mail: a second link would retire the first one (audit AH3). */
export const DoubleClickSendsOnce: Story = {
  beforeEach({ msw }) {
    held.reset();
    msw.use(held.handler);
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ana@exemplo.com');
    // Both clicks land before React draws the button busy, as the audit's 22 ms apart did.
    const submit = canvas.getByRole('button', { name: 'Recuperar Conta' });
    submit.click();
    submit.click();
    held.release();
    await expect(await canvas.findByRole('status')).toHaveTextContent(/Um email com os passos/);
    await expect(held.calls).toBe(1);
  },
};

export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer(API.recovery));
  },
  play: async ({ canvas }) => {
    await request(canvas, 'ana@exemplo.com');
    await expect(await canvas.findByRole('button', { name: 'Enviando…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(API.recovery, () => apiError(500, 'falhou')));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ana@exemplo.com');
    await pressWithEnter(canvas.getByRole('button', { name: 'Recuperar Conta' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Erro ao tentar recuperar a senha. Por favor tente novamente mais tarde',
    );
    await expect(canvas.getByLabelText('E-mail')).toBeVisible();
    // The form stays, so does the focus on its button (audit R3).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Recuperar Conta' })).toHaveFocus());
  },
};

const newPassword = async (canvas: Canvas, password: string) => {
  await userEvent.type(canvas.getByLabelText('Nova senha'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Atualizar Senha' }));
};

const updated = recordBodies('post', API.password, () => new HttpResponse(null, { status: 204 }));

export const NewPasswordUpdated: Story = {
  render: () => <NewPasswordScreen token="tok-123" />,
  parameters: { page: { path: '/account-recovery/tok-123' } },
  beforeEach({ msw }) {
    updated.bodies.length = 0;
    msw.use(updated.handler);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Crie uma nova senha' })).toBeVisible();
    await newPassword(canvas, 'NovaSenha2026');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Senha atualizada com sucesso!');
    await expect(canvas.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
    await expect(updated.bodies).toEqual([{ password: 'NovaSenha2026', encryptedToken: 'tok-123' }]);
    // The pressed 'Atualizar Senha' went with the form: the way on takes the focus (audit R3).
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Ir para o login' })).toHaveFocus());
  },
};

export const NewPasswordValidation: Story = {
  render: () => <NewPasswordScreen token="tok-123" />,
  parameters: { page: { path: '/account-recovery/tok-123' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Atualizar Senha' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Por favor insira uma senha!');
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'curta');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Senha precisa no min. 8 caractéres');
  },
};

export const NewPasswordExpiredLink: Story = {
  render: () => <NewPasswordScreen token="tok-123" />,
  parameters: { page: { path: '/account-recovery/tok-123' } },
  beforeEach({ msw }) {
    msw.use(http.post(API.password, () => apiError(400, 'Este link de recuperação expirou. Peça um novo.')));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'NovaSenha2026');
    await pressWithEnter(canvas.getByRole('button', { name: 'Atualizar Senha' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Este link de recuperação expirou. Peça um novo.',
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Atualizar Senha' })).toHaveFocus());
  },
};

export const NewPasswordOtherError: Story = {
  render: () => <NewPasswordScreen token="tok-123" />,
  parameters: { page: { path: '/account-recovery/tok-123' } },
  beforeEach({ msw }) {
    msw.use(http.post(API.password, () => apiError(500, 'falhou')));
  },
  play: async ({ canvas }) => {
    await newPassword(canvas, 'NovaSenha2026');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Erro ao tentar atualizar a senha, tente novamente',
    );
  },
};
