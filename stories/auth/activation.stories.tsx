import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ActivationScreen } from '@/features/auth';
import { createFakeUser } from '@/testing';
import { apiError, envelope, logoutRecorder } from '@/testing/msw';
import { API, heldAnswers, pressWithEnter, recordBodies, refreshSession } from './support';

const inactive = createFakeUser({ _id: 'user-ana', name: 'Ana Paula Souza', active: false });

const meta = {
  title: 'Acesso/Ativação',
  component: ActivationScreen,
  parameters: {
    layout: 'fullscreen',
    page: { path: '/account-activation' },
    localStorage: { token: 'token-ana', id: 'user-ana' },
  },
  beforeEach({ msw }) {
    refreshSession();
    msw.use(http.get(API.user, () => envelope(inactive)));
  },
} satisfies Meta<typeof ActivationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const activate = async (canvas: Canvas, code: string) => {
  await userEvent.type(canvas.getByLabelText('Código de ativação'), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Ativar Conta' }));
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ative sua conta' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reenviar código de ativação' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  },
};

/** Signed in but inactive, the way back to the login ends the session, on the server too. */
const logouts = logoutRecorder();
export const BackToLoginEndsSession: Story = {
  beforeEach({ msw }) {
    logouts.revoked.length = 0;
    msw.use(logouts.handler);
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar para o login' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    await expect(logouts.revoked).toEqual(['Bearer token-ana']);
  },
};

export const MaskedSixDigits: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Código de ativação'), '12a 34 5678');
    await expect(canvas.getByLabelText('Código de ativação')).toHaveValue('123456');
  },
};

export const IncompleteCode: Story = {
  play: async ({ canvas }) => {
    await activate(canvas, '1234');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('O código de ativação tem 6 dígitos');
  },
};

const activation = recordBodies('post', API.activation, () => envelope({ ...inactive, active: true }));

export const Activated: Story = {
  beforeEach({ msw }) {
    activation.bodies.length = 0;
    msw.use(activation.handler);
  },
  play: async ({ canvas }) => {
    await activate(canvas, '482913');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Sua conta foi ativada!');
    await expect(activation.bodies).toEqual([{ activationCode: '482913' }]);
    // The pressed 'Ativar Conta' went with the form: the way in takes the focus (audit G10).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Entrar' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/painel');
  },
};

export const WrongCode400: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(API.activation, () => apiError(400, 'Código de ativação inválido ou expirado')));
  },
  play: async ({ canvas }) => {
    await activate(canvas, '000000');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Código de ativação inválido ou expirado',
    );
  },
};

/** 'Ativar Conta' pressed from the keyboard and refused: the focus stays on it (audit R3). */
export const RefusedKeepsTheFocusOnActivate: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(API.activation, () => apiError(400, 'Código de ativação inválido ou expirado')));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Código de ativação'), '000000');
    await pressWithEnter(canvas.getByRole('button', { name: 'Ativar Conta' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Código de ativação inválido ou expirado',
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ativar Conta' })).toHaveFocus());
  },
};

export const ActivationFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(API.activation, () => apiError(500, 'falhou')));
  },
  play: async ({ canvas }) => {
    await activate(canvas, '482913');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Erro ao ativar a conta, tente novamente',
    );
  },
};

const resends = heldAnswers(API.resend, () => new HttpResponse(null, { status: 204 }));

/**
 * Pressed from the keyboard, twice before the answer: one e-mail is asked for, and the focus is
 * still on the button when 'Email reenviado!' shows (audit R3).
 */
export const CodeResent: Story = {
  beforeEach({ msw }) {
    resends.reset();
    msw.use(resends.handler);
  },
  play: async ({ canvas }) => {
    const resend = canvas.getByRole('button', { name: 'Reenviar código de ativação' });
    await pressWithEnter(resend);
    await waitFor(() => expect(resend).toHaveAttribute('aria-busy', 'true'));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(resend);
    resends.release();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Email reenviado!');
    await expect(resends.calls).toBe(1);
    await waitFor(() => expect(resend).toHaveFocus());
  },
};

/** A double click asks for one e-mail: a second mail would retire the first one's code (audit AH3). */
export const DoubleClickResendsOnce: Story = {
  beforeEach({ msw }) {
    resends.reset();
    msw.use(resends.handler);
  },
  play: async ({ canvas }) => {
    // Both clicks land before React draws the button busy, as the audit's 4 ms apart did.
    const resend = canvas.getByRole('button', { name: 'Reenviar código de ativação' });
    resend.click();
    resend.click();
    resends.release();
    await expect(await canvas.findByRole('status')).toHaveTextContent('Email reenviado!');
    await expect(resends.calls).toBe(1);
  },
};

export const ResendRefused404: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(API.resend, () => apiError(404, 'Usuário não encontrado')));
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código de ativação' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Usuário não encontrado');
  },
};

export const ResendFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(API.resend, () => apiError(502, 'falhou')));
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código de ativação' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Erro ao tentar enviar email, tente novamente',
    );
  },
};

export const AlreadyActivated: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(API.user, () => envelope({ ...inactive, active: true })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sua conta já está ativada.')).toBeVisible();
    await expect(canvas.queryByLabelText('Código de ativação')).not.toBeInTheDocument();
  },
};
