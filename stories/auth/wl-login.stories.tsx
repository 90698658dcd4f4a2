import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect } from 'storybook/test';
import { WlLoginScreen } from '@/features/auth';
import { apiError, neverAnswer } from '@/testing/msw';
import { API, loginAnswer, recordBodies, refreshSession } from './support';

const meta = {
  title: 'Acesso/Login white-label',
  component: WlLoginScreen,
  args: { email: 'Ana@Parceiro.com', password: 'Caju2026!' },
  parameters: { layout: 'fullscreen', page: { path: '/wl/login' } },
  beforeEach: refreshSession,
} satisfies Meta<typeof WlLoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SigningIn: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer(API.login));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Entrando na sua conta…');
  },
};

const sent = recordBodies('post', API.login, () => loginAnswer());

export const SignsInFromTheQuery: Story = {
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/painel');
    await expect(sent.bodies).toEqual([{ email: 'ana@parceiro.com', password: 'Caju2026!' }]);
  },
};

export const FailsToTheLoginForm: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(API.login, () => apiError(500, 'falhou')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Erro ao tentar efetuar login');
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('Ana@Parceiro.com');
  },
};

export const WithoutQueryShowsTheForm: Story = {
  args: { email: undefined, password: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeVisible();
  },
};
