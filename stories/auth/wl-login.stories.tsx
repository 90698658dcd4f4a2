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

const plannerSent = recordBodies('post', API.login, () => loginAnswer({ isPlanner: true, clients: [] }));

/** A planner's partner link into a client: the planner's own login is kept first, so the shell knows. */
export const PlannerStraightIntoAClient: Story = {
  args: { email: 'marcos@planeja.com', password: 'Planeja2026!', clientId: 'client-ana' },
  beforeEach({ msw }) {
    plannerSent.bodies.length = 0;
    msw.use(plannerSent.handler);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/painel');
    await expect(plannerSent.bodies).toEqual([
      { email: 'marcos@planeja.com', password: 'Planeja2026!' },
      { email: 'marcos@planeja.com', password: 'Planeja2026!', clientId: 'client-ana' },
    ]);
    await expect(JSON.parse(localStorage.getItem('plannerLogin') ?? 'null')).toMatchObject({
      token: 'token-ana',
    });
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
