import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { SocialCallbackScreen } from '@/features/auth';
import { apiError, envelope, neverAnswer } from '@/testing/msw';
import { API, recordBodies, refreshSession } from './support';

const meta = {
  title: 'Acesso/Retorno do login social',
  component: SocialCallbackScreen,
  args: { provider: 'google', code: 'codigo-do-google', state: 'estado-1' },
  parameters: {
    layout: 'fullscreen',
    page: { path: '/login/social/google?code=codigo-do-google&state=estado-1' },
  },
  beforeEach: refreshSession,
} satisfies Meta<typeof SocialCallbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each story uses its own state: a state is posted once per page (it works once on the server too).
export const Checking: Story = {
  args: { state: 'estado-conferindo' },
  beforeEach({ msw }) {
    msw.use(neverAnswer(API.socialCallback));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Entrar com Google' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Conferindo sua entrada com o Google…');
  },
};

const signedIn = recordBodies('post', API.socialCallback, () =>
  envelope({
    status: 'signedIn',
    session: { accessToken: 'token-google', id: 'user-ana', isPlanner: false },
  }),
);

export const SignedIn: Story = {
  args: { state: 'estado-entrou' },
  beforeEach({ msw }) {
    signedIn.bodies.length = 0;
    msw.use(signedIn.handler);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/painel');
    await expect(window.localStorage.getItem('token')).toContain('token-google');
    await expect(signedIn.bodies).toEqual([
      { provider: 'google', code: 'codigo-do-google', state: 'estado-entrou' },
    ]);
  },
};

export const FirstSignInGoesToTheSecondStep: Story = {
  args: { state: 'estado-primeira-vez' },
  beforeEach({ msw }) {
    msw.use(
      http.post(API.socialCallback, () =>
        envelope({
          status: 'signUp',
          socialToken: 'bilhete-1',
          socialUid: 'google|1098',
          socialEmail: 'ana@gmail.com',
          name: 'Ana Paula Souza',
        }),
      ),
    );
    return () => window.sessionStorage.removeItem('finance.social-sign-up');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/cadastro?social=google');
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem('finance.social-sign-up') ?? '{}')).toEqual({
        provider: 'google',
        uid: 'google|1098',
        token: 'bilhete-1',
        email: 'ana@gmail.com',
        name: 'Ana Paula Souza',
      }),
    );
  },
};

export const AccountExistsWithAnotherCredential: Story = {
  args: { state: 'estado-conta-existe' },
  beforeEach({ msw }) {
    msw.use(
      http.post(API.socialCallback, () =>
        apiError(409, 'Opa.. Já existe uma conta cadastrada com este e-mail!'),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Opa.. Já existe uma conta cadastrada com este e-mail!',
    );
    await expect(canvas.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  },
};

export const Refused: Story = {
  args: { state: 'estado-recusado' },
  beforeEach({ msw }) {
    msw.use(
      http.post(API.socialCallback, () =>
        apiError(400, 'Não foi possível entrar com o Google. Tente novamente.'),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível entrar com o Google. Tente novamente.',
    );
  },
};

const cancelled = recordBodies('post', API.socialCallback, () => envelope({ status: 'signUp' }));

export const CancelledAtTheProvider: Story = {
  args: { code: undefined, state: undefined, error: 'access_denied' },
  parameters: { page: { path: '/login/social/google?error=access_denied' } },
  beforeEach({ msw }) {
    cancelled.bodies.length = 0;
    msw.use(cancelled.handler);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'A entrada não foi concluída. Volte ao login e tente de novo.',
    );
    await expect(cancelled.bodies).toEqual([]);
  },
};
