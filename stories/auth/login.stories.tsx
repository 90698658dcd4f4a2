import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { type AppPath, navigationBy, PageNavigationProvider } from '@/app/page-navigation';
import { endSession, startSession } from '@/app/session';
import { LoginScreen } from '@/features/auth';
import { createFakeClient } from '@/testing';
import { apiError, collection, envelope, neverAnswer } from '@/testing/msw';
import {
  API,
  heldAnswers,
  loginAnswer,
  plannerClients,
  pressWithEnter,
  recordBodies,
  refreshSession,
} from './support';

const meta = {
  title: 'Acesso/Login',
  component: LoginScreen,
  args: { appearAfterMs: 0 },
  parameters: { layout: 'fullscreen', page: { path: '/login' } },
  beforeEach: refreshSession,
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  email: string,
  password: string,
) => {
  await userEvent.type(canvas.getByLabelText('E-mail'), email);
  await userEvent.type(canvas.getByLabelText('Senha'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Acesse sua conta' })).toBeVisible();
    await expect(canvas.getByText('Observe que todos os campos abaixo são obrigatórios, ok?')).toBeVisible();
    await expect(canvas.getByLabelText('E-mail')).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/account-recovery',
    );
    await expect(canvas.getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/cadastro');
    // Social login is off in the default brand.
    await expect(canvas.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
  },
};

/** The server stopped taking the session (expired, or 'Sair' in another tab): the person is told why. */
export const SessionEndedByTheServer: Story = {
  beforeEach() {
    refreshSession();
    startSession({ accessToken: 'revogado', id: 'u1' });
    endSession('permission-denied');
    return () => {
      startSession({ accessToken: 'seguinte', id: 'u1' });
      endSession('user');
    };
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Sua sessão terminou: ela expirou ou você saiu em outra aba. Entre novamente para continuar; o que ainda não tinha sido salvo precisa ser feito de novo.',
    );
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeVisible();
  },
};

/** Leaving by choice ('Sair') says nothing: the person knows. */
export const LeftByChoice: Story = {
  beforeEach() {
    refreshSession();
    startSession({ accessToken: 'saiu', id: 'u1' });
    endSession('user');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Acesse sua conta' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const AppearsAfter300Ms: Story = {
  args: { appearAfterMs: 300 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Entrar' })).toBeVisible();
  },
};

export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Observe que todos os campos abaixo são obrigatórios, ok?',
    );
    // Both fields are marked and read the one notice; the focus goes to the first (audit G3).
    for (const label of ['E-mail', 'Senha']) {
      await expect(canvas.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByLabelText(label)).toHaveAccessibleDescription(
        'Observe que todos os campos abaixo são obrigatórios, ok?',
      );
    }
    await waitFor(() => expect(canvas.getByLabelText('E-mail')).toHaveFocus());
  },
};

export const Filled: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ana.souza@exemplo.com');
    await userEvent.type(canvas.getByLabelText('Senha'), 'Caju2026!');
    await expect(canvas.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

const sent = recordBodies('post', API.login, () => loginAnswer());

/**
 * Sent here from a page without a session (a mail's /assine link), the person lands on that page once
 * signed in, with its query; an address of another site is not followed (audit AH6).
 */
export const ReturnsToThePageAskedFor: Story = {
  args: { returnTo: '/assine?plano=anual' },
  beforeEach({ msw }) {
    msw.use(sent.handler);
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'ana.souza@exemplo.com', 'Caju2026!');
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/assine?plano=anual');
  },
};

export const NeverReturnsToAnotherSite: Story = {
  args: { returnTo: '//evil.example.com/painel' },
  beforeEach({ msw }) {
    msw.use(sent.handler);
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'ana.souza@exemplo.com', 'Caju2026!');
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent(/^\/painel$/);
  },
};

export const SignsInWithLowerCasedEmail: Story = {
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'Ana.Souza@Exemplo.COM', 'Caju2026!');
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/painel');
    await expect(sent.bodies).toEqual([{ email: 'ana.souza@exemplo.com', password: 'Caju2026!' }]);
    await expect(localStorage.getItem('token')).toBe('token-ana');
  },
};

/** An address the server's `format: email` refuses is said on the form, and nothing is sent. */
export const MalformedEmail: Story = {
  beforeEach({ msw }) {
    sent.bodies.length = 0;
    msw.use(sent.handler);
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'joão.audit33@exemplo.com.br', 'Caju2026!');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Por favor insira um email válido!');
    await expect(canvas.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Senha')).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(canvas.getByLabelText('Senha'));
    // Something missing still comes first.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Observe que todos os campos abaixo são obrigatórios, ok?',
    );
    await expect(sent.bodies).toEqual([]);
  },
};

/** A company activation link opened signed out: after the login, its screen comes first. */
export const GoesOnToAWaitingCompanyActivation: Story = {
  beforeEach({ msw }) {
    msw.use(sent.handler);
    sessionStorage.setItem('pendingCompanyActivation', 'emp-777');
    return () => sessionStorage.clear();
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'ana.souza@exemplo.com', 'Caju2026!');
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/empresas/activation');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer(API.login));
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'ana@exemplo.com', 'Caju2026!');
    const busy = await canvas.findByRole('button', { name: 'Entrando…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
  },
};

const slowLogins = heldAnswers(API.login, () => apiError(403, 'texto do servidor que não aparece'));

/**
 * 'Entrar' stays focusable while busy (audit R3), so it must refuse the presses itself: pressed
 * again, or Enter in a field, before the answer, and one request is sent.
 */
export const PressedAgainWhileBusySendsOnce: Story = {
  beforeEach({ msw }) {
    slowLogins.reset();
    msw.use(slowLogins.handler);
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'ana@exemplo.com', 'senha-errada');
    const busy = await canvas.findByRole('button', { name: 'Entrando…' });
    await userEvent.click(busy);
    await pressWithEnter(busy);
    await userEvent.type(canvas.getByLabelText('Senha'), '{Enter}');
    slowLogins.release();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Opa, tem algo errado/);
    await expect(slowLogins.calls).toBe(1);
  },
};

// /login's first visit runs the views without the router (decision 427): the host's navigation takes
// the links and the way in. `going` decides when the next screen has taken over.
const navigated = fn<(to: AppPath) => void>();
const firstVisit = (going: () => Promise<void>): Partial<Story> => ({
  parameters: { page: undefined },
  decorators: [
    (Story) => (
      <PageNavigationProvider
        value={navigationBy((to) => {
          navigated(to);
          return going();
        })}
      >
        <Story />
      </PageNavigationProvider>
    ),
  ],
  beforeEach({ msw }) {
    navigated.mockClear();
    msw.use(sent.handler);
  },
});

export const FirstVisitWithoutTheRouter: Story = {
  ...firstVisit(async () => undefined),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Cadastre-se' }));
    await expect(navigated).toHaveBeenLastCalledWith('/cadastro');
    await userEvent.click(canvas.getByRole('link', { name: 'Esqueci minha senha' }));
    await expect(navigated).toHaveBeenLastCalledWith('/account-recovery');
    await fill(canvas, 'ana@exemplo.com', 'Caju2026!');
    await waitFor(() => expect(navigated).toHaveBeenLastCalledWith('/painel'));
    await expect(navigated).toHaveBeenCalledTimes(3);
  },
};

export const BusyUntilTheAppTakesOver: Story = {
  // The app's code is still loading: the view keeps saying it is signing in.
  ...firstVisit(() => new Promise<void>(() => undefined)),
  play: async ({ canvas }) => {
    await fill(canvas, 'ana@exemplo.com', 'Caju2026!');
    await waitFor(() => expect(navigated).toHaveBeenLastCalledWith('/painel'));
    await expect(canvas.getByRole('button', { name: 'Entrando…' })).toHaveAttribute('aria-busy', 'true');
  },
};

const failing = (status: number, expected: string): Story => ({
  beforeEach({ msw }) {
    msw.use(http.post(API.login, () => apiError(status, 'texto do servidor que não aparece')));
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'ana@exemplo.com', 'senha-errada');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(expected);
  },
});

/**
 * 'Entrar' pressed from the keyboard and refused: the focus is still on it, not on the page (audit
 * R3), and the refusal is read as an alert.
 */
export const RefusedKeepsTheFocusOnEntrar: Story = {
  beforeEach({ msw }) {
    msw.use(http.post(API.login, () => apiError(403, 'texto do servidor que não aparece')));
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'ana@exemplo.com');
    await userEvent.type(canvas.getByLabelText('Senha'), 'senha-errada');
    await pressWithEnter(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Opa, tem algo errado/);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Entrar' })).toHaveFocus());
  },
};

export const WrongPassword403 = failing(
  403,
  'Opa, tem algo errado com seu e-mail ou sua senha! Reveja as informações.',
);
export const ServerError500 = failing(500, 'Erro ao tentar efetuar login');
export const NotRegistered502 = failing(502, 'Usuário não registrado');
export const Restricted504 = failing(504, 'Acesso de usuário restrito');

export const TooManyAttempts429: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(API.login, () =>
        apiError(429, 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.'),
      ),
    );
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'ana@exemplo.com', 'senha-errada');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
    );
  },
};

const GOOGLE_URL = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=financas&state=Xy7q';
const starts = recordBodies('post', API.socialStart, () => envelope({ authorizationUrl: GOOGLE_URL }));

export const SocialButtonsWhenBrandEnablesThem: Story = {
  args: { leave: fn() },
  parameters: { brand: 'demo' },
  beforeEach({ msw }) {
    starts.bodies.length = 0;
    msw.use(starts.handler);
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Entrar com Google' })).toBeVisible();
    // The demo brand switches Facebook on, but it is never offered (decision 490); Apple is off there.
    await expect(canvas.queryByRole('button', { name: 'Entrar com Facebook' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Entrar com Apple' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar com Google' }));
    await expect(canvas.getByRole('heading', { name: 'Entrar com Google' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Levando você ao Google…');
    await waitFor(() => expect(args.leave).toHaveBeenCalledWith(GOOGLE_URL));
    await expect(starts.bodies).toEqual([{ provider: 'google' }]);
  },
};

export const SocialProviderUnavailable: Story = {
  args: { leave: fn() },
  parameters: { brand: 'demo' },
  beforeEach({ msw }) {
    msw.use(http.post(API.socialStart, () => apiError(404, 'Entrar com Google não está disponível.')));
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar com Google' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Entrar com Google não está disponível.',
    );
    await expect(args.leave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar para o login' }));
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeVisible();
  },
};

export const SocialProviderOutOfReach: Story = {
  args: { leave: fn() },
  parameters: { brand: 'demo' },
  beforeEach({ msw }) {
    msw.use(
      http.post(API.socialStart, () =>
        apiError(502, 'Não foi possível falar com o Google agora. Tente novamente em instantes.'),
      ),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar com Google' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível falar com o Google agora. Tente novamente em instantes.',
    );
  },
};

const plannerLogins = recordBodies('post', API.login, () =>
  loginAnswer({
    accessToken: 'token-planner',
    id: 'planner-marcos',
    isPlanner: true,
    clients: plannerClients,
  }),
);

export const PlannerClientSelect: Story = {
  beforeEach({ msw }) {
    plannerLogins.bodies.length = 0;
    msw.use(plannerLogins.handler);
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'marcos@exemplo.com', 'Planeja2026!');
    const select = await canvas.findByLabelText('Cliente');
    // The pressed 'Entrar' went with the login view: the client step takes the focus (audit G10).
    await waitFor(() => expect(select).toHaveFocus());
    const options = [...(select as HTMLSelectElement).options].map((option) => option.text);
    await expect(options).toEqual([
      'Selecione um cliente',
      'Ana Paula Souza (ana.souza@exemplo.com)',
      'Bruno Lima (bruno@exemplo.com)',
      'Otávio Ramos (otavio@exemplo.com)',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Ok' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('CAMPO OBRIGATÓRIO');
    await userEvent.selectOptions(select, 'Bruno Lima (bruno@exemplo.com)');
    await userEvent.click(canvas.getByRole('button', { name: 'Ok' }));
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/painel');
    await expect(plannerLogins.bodies[1]).toEqual({
      email: 'marcos@exemplo.com',
      password: 'Planeja2026!',
      clientId: 'client-bruno',
    });
  },
};

export const PlannerContinuesWithOwnAccount: Story = {
  beforeEach({ msw }) {
    plannerLogins.bodies.length = 0;
    msw.use(plannerLogins.handler);
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'marcos@exemplo.com', 'Planeja2026!');
    await userEvent.click(await canvas.findByRole('button', { name: 'continuar com sua conta' }));
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/painel');
    await waitFor(() => expect(localStorage.getItem('token')).toBe('token-planner'));
    await expect(plannerLogins.bodies).toHaveLength(1);
  },
};

export const PlannerClientLoginFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(API.login, async ({ request }) => {
        const body = (await request.json()) as { clientId?: string };
        return body.clientId
          ? apiError(500, 'falhou')
          : loginAnswer({
              accessToken: 'token-planner',
              id: 'planner-marcos',
              isPlanner: true,
              clients: plannerClients,
            });
      }),
    );
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'marcos@exemplo.com', 'Planeja2026!');
    await userEvent.selectOptions(await canvas.findByLabelText('Cliente'), 'client-ana');
    await userEvent.click(canvas.getByRole('button', { name: 'Ok' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Erro ao tentar efetuar login');
  },
};

/**
 * The chosen client removed the planner since the list was read: the login says so, in the server's
 * words, and the list loses her, instead of calling the planner's right password wrong (audit AG5).
 */
export const PlannerClientLeftTheBook: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(API.login, async ({ request }) => {
        const body = (await request.json()) as { clientId?: string };
        return body.clientId
          ? apiError(403, 'Este cliente não está na sua carteira de clientes')
          : loginAnswer({
              accessToken: 'token-planner',
              id: 'planner-marcos',
              isPlanner: true,
              clients: plannerClients,
            });
      }),
      http.get(API.clients, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer token-planner'
          ? collection(plannerClients.filter((client) => client._id !== 'client-ana'))
          : apiError(403, 'Permission denied!'),
      ),
    );
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'marcos@exemplo.com', 'Planeja2026!');
    const select = await canvas.findByLabelText('Cliente');
    await userEvent.selectOptions(select, 'client-ana');
    await userEvent.click(canvas.getByRole('button', { name: 'Ok' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Este cliente não está na sua carteira de clientes',
    );
    await waitFor(() =>
      expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toEqual([
        '',
        'client-bruno',
        'client-otavio',
      ]),
    );
  },
};

/**
 * A phone at 320 px and a client with a long name and e-mail: a native select is as wide as its
 * longest option, and it took the card's column, its buttons and the page past the window (audit N6).
 */
export const PlannerClientSelectOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(
      http.post(API.login, () =>
        loginAnswer({
          accessToken: 'token-planner',
          id: 'planner-marcos',
          isPlanner: true,
          clients: [
            ...plannerClients,
            createFakeClient({
              _id: 'client-joao',
              name: 'João Pereira Lima de Albuquerque',
              email: 'joao.pereira.lima.albuquerque@exemplo.com.br',
            }),
          ],
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'marcos@exemplo.com', 'Planeja2026!');
    const select = await canvas.findByLabelText('Cliente');
    const card = canvas.getByRole('region', { name: 'Escolha o cliente' }).getBoundingClientRect();
    const insideTheCard = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      return box.left >= card.left && box.right <= card.right;
    };
    await expect(insideTheCard(select)).toBe(true);
    await expect(insideTheCard(canvas.getByRole('button', { name: 'Ok' }))).toBe(true);
    await expect(insideTheCard(canvas.getByRole('button', { name: 'continuar com sua conta' }))).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.selectOptions(select, 'client-joao');
    await expect(insideTheCard(select)).toBe(true);
  },
};
