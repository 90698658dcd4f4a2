import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChatMessage, ChatReply } from '@/api/gen/model';
import { rememberPlannerLogin } from '@/app/session';
import { type LogoutReason, onLogout } from '@/app/session/session-store';
import { ChatScreen, ChatWindow } from '@/features/chat';
import { forgetConversation } from '@/features/chat/conversation';
import { apiError, envelope, neverAnswer } from '@/testing/msw';
import { DashboardStory, dashboardHandlers, dashboardPage } from '../dashboard/support';
import { signedIn } from '../transactions/support';

const GROCERIES: ChatReply = {
  reply: 'Você já gastou R$ 487,35 de R$ 1.200,00 planejados em Supermercado este mês. Restam R$ 712,65.',
  intent: 'categorySpending',
  link: { route: 'budget', month: '2026-03' },
};
const CALENDAR: ChatReply = { reply: 'Abrindo o calendário.', intent: 'navigate', navigateTo: 'calendar' };

/** The assistant answers by what was asked, as the server does for these two questions. */
const chatHandler = () =>
  http.post('*/chat', async ({ request }) => {
    const { message } = (await request.json()) as ChatMessage;
    return envelope(/calend/i.test(message) ? CALENDAR : GROCERIES);
  });

/**
 * Answers as `answer` says once the play function calls `releaseAnswer`: a slow network or a busy
 * server. Questions that `hold` does not match are answered at once.
 */
let releaseAnswer: () => void = () => undefined;
const heldChat = (answer: (message: string) => Response, hold = /./) =>
  http.post('*/chat', async ({ request }) => {
    const { message } = (await request.json()) as ChatMessage;
    if (hold.test(message)) await new Promise<void>((resolve) => (releaseAnswer = resolve));
    return answer(message);
  });
const answerAsTheServer = (message: string) => envelope(/calend/i.test(message) ? CALENDAR : GROCERIES);

const meta = {
  title: 'Money/Chat assistant',
  component: ChatWindow,
  args: { onClose: () => undefined },
  parameters: { page: { path: '/painel?month=2026-03' } },
  beforeEach: ({ msw }) => {
    msw.use(chatHandler());
    // The conversation outlives its window (audit O1): each story starts a new one.
    forgetConversation();
    return signedIn();
  },
} satisfies Meta<typeof ChatWindow>;

export default meta;
type Story = StoryObj<typeof meta>;

const ask = async (canvas: ReturnType<typeof within>, question: string) => {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Sua pergunta' }), question);
  await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
};
const conversation = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('list', { name: 'Conversa com o assistente' });

/** The suggested questions, in the order offered. */
const suggestionTexts = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Sugestões de perguntas' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

/** Nothing asked yet: the introduction and suggested questions; sending needs a question. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Assistente' })).toBeVisible();
    await expect(canvas.getByText(/Pergunte sobre seus gastos/)).toBeVisible();
    await expect(suggestionTexts(canvas)).toEqual([
      'Quanto gastei este mês?',
      'O que vence amanhã?',
      'Quanto está a fatura do cartão?',
      'Abrir calendário',
    ]);
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  },
};

/** A question answered with the amounts and a link to the screen that shows them. */
export const Answered: Story = {
  play: async ({ canvas }) => {
    await ask(canvas, 'quanto gastei com supermercado este mês?');
    const list = conversation(canvas);
    await expect(await within(list).findByText(/Você já gastou R\$ 487,35 de R\$ 1.200,00/)).toBeVisible();
    await expect(within(list).getByText('quanto gastei com supermercado este mês?')).toBeVisible();
    await expect(within(list).getByRole('link', { name: 'Ver no orçamento' })).toHaveAttribute(
      'href',
      '/planejamento?month=2026-03',
    );
    await expect(canvas.getByRole('textbox', { name: 'Sua pergunta' })).toHaveValue('');
  },
};

/** The link opens the screen in the app. */
export const FollowsTheLink: Story = {
  play: async ({ canvas }) => {
    await ask(canvas, 'mercado');
    await userEvent.click(await canvas.findByRole('link', { name: 'Ver no orçamento' }));
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/planejamento?month=2026-03');
  },
};

/** While the assistant thinks: the question shows, a waiting note, sending is busy. */
export const Waiting: Story = {
  beforeEach: ({ msw }) => {
    msw.use(neverAnswer('*/chat'));
  },
  play: async ({ canvas }) => {
    await ask(canvas, 'o que vence amanhã?');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Pensando…');
    await expect(conversation(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The assistant failed: no error banner or popup (spec 2), a quiet note, and the question is kept to resend. */
export const Unavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('*/chat', () => apiError(502, 'Erro de comunicação com o servidor')));
  },
  play: async ({ canvas }) => {
    await ask(canvas, 'qual o meu saldo?');
    await expect(await within(conversation(canvas)).findByText(/Não consegui responder agora/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Sua pergunta' })).toHaveValue('qual o meu saldo?');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText('Erro de comunicação com o servidor')).toBeNull();
  },
};

/**
 * A question typed while the previous one waits is not replaced by it when that one fails: the
 * failed question goes back only into an empty box (audit O9).
 */
export const TextTypedWhileWaitingStays: Story = {
  beforeEach: ({ msw }) => {
    msw.use(heldChat(() => apiError(503, 'Serviço indisponível')));
  },
  play: async ({ canvas }) => {
    await ask(canvas, 'saldo');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Pensando…');
    const box = canvas.getByRole('textbox', { name: 'Sua pergunta' });
    await userEvent.type(box, 'quanto gastei com mercado em outubro de 2026?');
    releaseAnswer();
    await expect(await within(conversation(canvas)).findByText(/Não consegui responder agora/)).toBeVisible();
    await expect(box).toHaveValue('quanto gastei com mercado em outubro de 2026?');
  },
};

const logouts: LogoutReason[] = [];

/**
 * The session ended elsewhere ('Sair' in another tab, or it expired): the call is refused with 401.
 * That is no failure of the assistant to retry 'em instantes': the session ends as after a refused
 * read, and the app takes the person to sign in (audit O11).
 */
export const ARefusedSessionLeadsToSignIn: Story = {
  beforeEach: ({ msw }) => {
    logouts.length = 0;
    msw.use(http.post('*/chat', () => apiError(401, 'Permission denied!')));
    return onLogout((reason) => logouts.push(reason));
  },
  play: async ({ canvas }) => {
    await ask(canvas, 'saldo');
    await waitFor(() => expect(logouts).toEqual(['permission-denied']));
    await expect(canvas.queryByText(/Não consegui responder agora/)).toBeNull();
  },
};

/** A planner never sees the calendar (spec 1): it is not among the suggestions (audit O2). */
export const APlannerIsNotOfferedTheCalendar: Story = {
  beforeEach: () => {
    rememberPlannerLogin({ token: 'story-token', id: 'planner-1', image: null, clients: [] });
  },
  play: async ({ canvas }) => {
    await expect(suggestionTexts(canvas)).toEqual([
      'Quanto gastei este mês?',
      'O que vence amanhã?',
      'Quanto está a fatura do cartão?',
      'Abrir planejamento',
    ]);
  },
};

/**
 * An order answered after the person moved on inside the window (here: followed a link the earlier
 * answer gave) does not move them: the screen is offered as a link instead (audit O1).
 */
export const AnOrderAnsweredAfterMovingOnIsNotFollowed: Story = {
  beforeEach: ({ msw }) => {
    const april: ChatReply = {
      ...GROCERIES,
      intent: 'balance',
      link: { route: 'dashboard', month: '2026-04' },
    };
    msw.use(heldChat((message) => envelope(/calend/i.test(message) ? CALENDAR : april), /calend/i));
  },
  play: async ({ canvas }) => {
    await ask(canvas, 'qual o meu saldo?');
    const toApril = await within(conversation(canvas)).findByRole('link', { name: 'Ver no painel' });
    await ask(canvas, 'abrir calendário');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Pensando…');
    await userEvent.click(toApril);
    releaseAnswer();
    const list = conversation(canvas);
    await expect(await within(list).findByText(/não mudei de tela/)).toBeVisible();
    await expect(canvas.queryByTestId('page-location')).toBeNull();
    await userEvent.click(within(list).getByRole('link', { name: 'Ver no calendário' }));
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/calendario');
  },
};

/** Navigation on request: 'abrir calendário' lands on /calendario. */
export const Navigates: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir calendário' }));
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/calendario');
  },
};

/** The closable window on the dashboard: its button opens it, the × closes it. */
export const OnTheDashboard: StoryObj<typeof DashboardStory> = {
  render: () => <DashboardStory />,
  parameters: { layout: 'fullscreen', page: dashboardPage },
  beforeEach: ({ msw }) => {
    msw.use(...dashboardHandlers(), chatHandler());
  },
  play: async ({ canvas }) => {
    const open = await canvas.findByRole('button', { name: 'Abrir assistente' }, { timeout: 5000 });
    await expect(canvas.queryByRole('region', { name: 'Assistente' })).toBeNull();
    await userEvent.click(open);
    const window = await canvas.findByRole('region', { name: 'Assistente' });
    await ask(within(window), 'quanto gastei com supermercado?');
    await expect(await within(window).findByText(/R\$ 487,35/)).toBeVisible();
    await userEvent.click(within(window).getByRole('button', { name: 'Fechar assistente' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Assistente' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Abrir assistente' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Esc from inside closes it too, and the launcher takes the focus back (audit G5).
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir assistente' }));
    await userEvent.click(await canvas.findByRole('textbox'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Assistente' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Abrir assistente' })).toHaveFocus();
  },
};

/**
 * Closing the window while the answer is on its way keeps the conversation: opened again, it shows
 * the question waiting, then its answer (audit O1).
 */
export const ClosingWhileWaitingKeepsTheConversation: StoryObj<typeof DashboardStory> = {
  render: () => <DashboardStory />,
  parameters: { layout: 'fullscreen', page: dashboardPage },
  beforeEach: ({ msw }) => {
    msw.use(...dashboardHandlers(), heldChat(answerAsTheServer));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Abrir assistente' }, { timeout: 5000 }));
    const window = await canvas.findByRole('region', { name: 'Assistente' });
    await ask(within(window), 'quanto gastei com supermercado?');
    await expect(await within(window).findByRole('status')).toHaveTextContent('Pensando…');
    await userEvent.click(within(window).getByRole('button', { name: 'Fechar assistente' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir assistente' }));
    const reopened = await canvas.findByRole('region', { name: 'Assistente' });
    await expect(within(reopened).getByText('quanto gastei com supermercado?')).toBeVisible();
    await expect(within(reopened).getByRole('status')).toHaveTextContent('Pensando…');
    releaseAnswer();
    await expect(await within(reopened).findByText(/R\$ 487,35/)).toBeVisible();
  },
};

/**
 * 'Abrir calendário' answered after the window was closed: the person is not moved off the dashboard
 * seconds later. Opened again, the window says so and offers the calendar as a link (audit O1).
 */
export const AnOrderAnsweredAfterTheWindowClosedIsNotFollowed: StoryObj<typeof DashboardStory> = {
  render: () => <DashboardStory />,
  parameters: { layout: 'fullscreen', page: dashboardPage },
  beforeEach: ({ msw }) => {
    msw.use(...dashboardHandlers(), heldChat(answerAsTheServer));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Abrir assistente' }, { timeout: 5000 }));
    const window = await canvas.findByRole('region', { name: 'Assistente' });
    await userEvent.click(within(window).getByRole('button', { name: 'Abrir calendário' }));
    await expect(await within(window).findByRole('status')).toHaveTextContent('Pensando…');
    await userEvent.click(within(window).getByRole('button', { name: 'Fechar assistente' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Assistente' })).toBeNull());
    releaseAnswer();
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir assistente' }));
    const reopened = await canvas.findByRole('region', { name: 'Assistente' });
    await expect(await within(reopened).findByText(/não mudei de tela/)).toBeVisible();
    await expect(canvas.queryByTestId('page-location')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Minha poupança' })).toBeVisible();
    await userEvent.click(within(reopened).getByRole('link', { name: 'Ver no calendário' }));
    await expect(await canvas.findByTestId('page-location')).toHaveTextContent('/calendario');
  },
};

/**
 * On a phone the window covers the dashboard: a modal dialog, and Tab goes round its own controls
 * instead of walking into the ones under it (audit G5).
 */
export const OnAPhoneTheWindowIsModal: StoryObj<typeof DashboardStory> = {
  render: () => <DashboardStory />,
  parameters: { layout: 'fullscreen', page: dashboardPage },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => {
    msw.use(...dashboardHandlers(), chatHandler());
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Abrir assistente' }, { timeout: 5000 }));
    const window = await canvas.findByRole('dialog', { name: 'Assistente' });
    await expect(window).toHaveAttribute('aria-modal', 'true');
    await userEvent.click(within(window).getByRole('button', { name: 'Fechar assistente' }));
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Assistente' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir assistente' }));
    const reopened = await canvas.findByRole('dialog', { name: 'Assistente' });
    // A dialog takes the focus as it opens: the question box, ready to type.
    await waitFor(() => expect(within(reopened).getByRole('textbox')).toHaveFocus());
    const controls = within(reopened).getAllByRole('button').length + 1;
    for (let step = 0; step < controls + 2; step += 1) {
      await userEvent.tab();
      await expect(reopened).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(reopened).toContainElement(document.activeElement as HTMLElement);
  },
};

/** /chat: the same window on a page of its own, without a close button. */
export const ChatPage: StoryObj<typeof ChatScreen> = {
  render: () => <ChatScreen />,
  parameters: { page: { path: '/chat' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Assistente' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Fechar assistente' })).toBeNull();
    await ask(canvas, 'mercado');
    await expect(await canvas.findByText(/R\$ 712,65/)).toBeVisible();
  },
};
