import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SignUpScreen } from '@/features/auth';
import { apiError, envelope, neverAnswer } from '@/testing/msw';
import { API, loginAnswer, pressWithEnter, recordBodies, refreshSession } from './support';

const meta = {
  title: 'Acesso/Cadastro',
  component: SignUpScreen,
  parameters: { layout: 'fullscreen', page: { path: '/cadastro' } },
  beforeEach: refreshSession,
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function fillValid(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText('Primeiro nome'), 'Ana');
  await userEvent.type(canvas.getByLabelText('E-mail'), 'Ana.Souza@Exemplo.com');
  await userEvent.type(canvas.getByLabelText('CPF'), '52998224725');
  await userEvent.type(canvas.getByLabelText('Senha'), 'Caju2026!');
  await userEvent.click(canvas.getByRole('checkbox'));
}

const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Cadastrar conta' }));

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'termos de uso' })).toHaveAttribute(
      'href',
      '/termos-de-uso',
    );
    await expect(canvas.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
    // The default brand's privacy policy is its terms: one link.
    await expect(canvas.queryByRole('link', { name: 'política de privacidade' })).toBeNull();
  },
};

/** A brand with a privacy policy of its own links it where a person gives name, e-mail and CPF (audit V3). */
export const BrandPrivacyPolicy: Story = {
  globals: { brand: 'demo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'termos de uso' })).toHaveAttribute(
      'href',
      'https://example.com/cofrinha/termos',
    );
    const privacy = canvas.getByRole('link', { name: 'política de privacidade' });
    await expect(privacy).toHaveAttribute('href', 'https://example.com/cofrinha/privacidade');
    await expect(privacy).toHaveAttribute('target', '_blank');
    await expect(privacy.closest('label')).toHaveTextContent(
      'Li e aceito os termos de uso e a política de privacidade',
    );
  },
};

export const EveryValidationMessage: Story = {
  play: async ({ canvas }) => {
    await submit(canvas);
    const alerts = (await canvas.findAllByRole('alert')).map((alert) => alert.textContent);
    await expect(alerts).toEqual([
      'Por favor insira seu nome!',
      'Por favor insira um email válido!',
      'Por favor insira um CPF válido',
      'Por favor insira uma senha!',
      'Verifique nossos termos de uso',
    ]);
  },
};

export const ShortPasswordAndInvalidCpf: Story = {
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await userEvent.clear(canvas.getByLabelText('Senha'));
    await userEvent.type(canvas.getByLabelText('Senha'), '1234567');
    await userEvent.clear(canvas.getByLabelText('CPF'));
    await userEvent.type(canvas.getByLabelText('CPF'), '11111111111');
    await submit(canvas);
    await expect(await canvas.findByText('Senha precisa no min. 8 caractéres')).toBeVisible();
    await expect(canvas.getByText('Por favor insira um CPF válido')).toBeVisible();
  },
};

export const CpfMaskAndPasswordEye: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('CPF'), '52998224725');
    await expect(canvas.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    await userEvent.type(canvas.getByLabelText('Senha'), 'Caju2026!');
    await expect(canvas.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(canvas.getByLabelText('Senha')).toHaveAttribute('type', 'text');
  },
};

const created = recordBodies('post', API.users, () =>
  envelope({ status: 'created', message: 'Conta criada!', code: 200 }),
);

export const SignsUpAndLogsIn: Story = {
  beforeEach({ msw }) {
    created.bodies.length = 0;
    msw.use(
      created.handler,
      http.post(API.login, () => loginAnswer()),
    );
  },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await submit(canvas);
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/painel');
    await expect(created.bodies).toEqual([
      { name: 'Ana', email: 'ana.souza@exemplo.com', cpf: '529.982.247-25', password: 'Caju2026!' },
    ]);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer(API.users));
  },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole('button', { name: 'Cadastrando…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const DuplicateEmailClearsFields: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(API.users, () => apiError(400, 'E11000 duplicate key error: email ana.souza@exemplo.com')),
    );
  },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await pressWithEnter(canvas.getByRole('button', { name: 'Cadastrar conta' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Já existe uma conta com este email!');
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('');
    await expect(canvas.getByLabelText('Primeiro nome')).toHaveValue('');
    // The cleared form stays, and the focus on its button (audit R3).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cadastrar conta' })).toHaveFocus());
  },
};

export const OtherServerError: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(API.users, () => apiError(400, 'CPF inválido')));
  },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Erro ao efetuar o cadastro. Por favor tente novamente mais tarde.',
    );
  },
};

export const Refused403ShowsServerMessage: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(API.users, () => apiError(403, 'CPF já vinculado a outra conta')));
  },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('CPF já vinculado a outra conta');
  },
};

const social = recordBodies('post', API.users, () =>
  envelope({
    status: 'created',
    message: 'Conta criada!',
    code: 200,
    session: { accessToken: 'token-social', id: 'user-ana', isPlanner: false },
  }),
);
const TICKET = '0f3c9a7e5b2d4c6a8e1f3b5d7c9a2e4f';

export const SocialSecondStep: Story = {
  args: {
    socialIdentity: {
      provider: 'google',
      uid: 'google|1098',
      token: TICKET,
      email: 'Ana@Gmail.com',
      name: 'Ana',
    },
  },
  beforeEach({ msw }) {
    social.bodies.length = 0;
    msw.use(social.handler);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Complete seu cadastro' })).toBeVisible();
    await expect(canvas.getByLabelText('Nome')).toHaveValue('Ana');
    await expect(canvas.queryByLabelText('Senha')).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Telefone'), '1198765');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('TELEFONE INVÁLIDO')).toBeVisible();
    await expect(canvas.getByText('Por favor insira um CPF válido')).toBeVisible();
    await expect(canvas.getByText('Verifique nossos termos de uso')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Telefone'), '4321');
    await expect(canvas.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    await userEvent.type(canvas.getByLabelText('CPF'), '52998224725');
    await userEvent.type(canvas.getByLabelText('Data de nascimento'), '1990-04-12');
    await userEvent.selectOptions(canvas.getByLabelText('Gênero'), 'Feminino');
    await userEvent.type(canvas.getByLabelText('Cidade'), 'Recife');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    // The answer carries the session: the social account has no password to sign in with.
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/painel');
    await expect(window.localStorage.getItem('token')).toContain('token-social');
    await expect(social.bodies[0]).toEqual({
      name: 'Ana',
      email: 'ana@gmail.com',
      cpf: '529.982.247-25',
      socialLogin: true,
      socialUid: 'google|1098',
      socialToken: TICKET,
      socialEmail: 'ana@gmail.com',
      birthdate: '1990-04-12T12:00:00.000Z',
      gender: 'Female',
      phoneNumber: '(11) 98765-4321',
      address: { city: 'Recife' },
    });
  },
};

export const SocialSecondStepAfterTheProvider: Story = {
  args: { social: 'google' },
  parameters: { page: { path: '/cadastro?social=google' } },
  beforeEach() {
    window.sessionStorage.setItem(
      'finance.social-sign-up',
      JSON.stringify({ provider: 'google', uid: 'google|77', token: TICKET, name: 'Bruno Lima' }),
    );
    return () => window.sessionStorage.removeItem('finance.social-sign-up');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Complete seu cadastro' })).toBeVisible();
    await expect(canvas.getByLabelText('Nome')).toHaveValue('Bruno Lima');
    await expect(canvas.getByLabelText('E-mail (opcional)')).toHaveValue('');
  },
};

export const SocialTicketExpired: Story = {
  args: {
    socialIdentity: {
      provider: 'google',
      uid: 'google|1098',
      token: TICKET,
      email: 'ana@gmail.com',
      name: 'Ana',
    },
  },
  beforeEach({ msw }) {
    msw.use(
      http.post(API.users, () =>
        apiError(
          400,
          'Sua entrada pelo provedor expirou. Entre de novo com o Google ou a Apple para concluir o cadastro.',
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('CPF'), '52998224725');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Erro ao efetuar o cadastro. Por favor tente novamente mais tarde.',
    );
  },
};
