import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChatMessage, ChatReply } from '@/api/gen/model';
import { ChatScreen, ChatWindow } from '@/features/chat';
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

const meta = {
  title: 'Money/Chat assistant',
  component: ChatWindow,
  args: { onClose: () => undefined },
  parameters: { page: { path: '/painel?month=2026-03' } },
  beforeEach: ({ msw }) => {
    msw.use(chatHandler());
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

/** Nothing asked yet: the introduction and suggested questions; sending needs a question. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Assistente' })).toBeVisible();
    await expect(canvas.getByText(/Pergunte sobre seus gastos/)).toBeVisible();
    const suggestions = canvas.getByRole('list', { name: 'Sugestões de perguntas' });
    await expect(
      within(suggestions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
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
