import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { Planner } from '@/api/gen/model';
import { rememberPlannerLogin } from '@/app/session';
import { apiError, collection } from '@/testing/msw';
import { noContent, ProfileStoryScreen, profileUser, recorder, signedIn, userIs } from './support';

/** Meu Perfil's 'Planejador financeiro' (audit AC1, decision 048). */
const meta = {
  title: 'Settings/Meu Perfil/Planejador financeiro',
  component: ProfileStoryScreen,
  parameters: { layout: 'fullscreen', page: { path: '/configuracoes/perfil' } },
  beforeEach({ msw }) {
    msw.use(userIs(profileUser));
    return signedIn();
  },
} satisfies Meta<typeof ProfileStoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const marina: Planner = {
  _id: '6650a1c2e4b0f5a1b2c3d4f9',
  name: 'Marina Planejadora',
  email: 'marina@planejamento.com.br',
};
const QUESTION =
  'Tem certeza que deseja remover o acesso de Marina Planejadora? Ele não poderá mais ver nem alterar seus dados.';

/** The account's planners as the server holds them; a DELETE that succeeds takes one away. */
function plannersServer(initial: Planner[], options: { removal?: 'fails' } = {}) {
  const state = { planners: [...initial], reads: recorder(), removals: recorder() };
  const handlers = [
    http.get('*/api/users/:id/planners', async ({ request }) => {
      await state.reads.record(request);
      return collection(state.planners);
    }),
    http.delete('*/api/users/:id/planners/:plannerId', async ({ request, params }) => {
      await state.removals.record(request);
      if (options.removal === 'fails') return apiError(500, 'Erro de comunicação com o servidor');
      state.planners = state.planners.filter((planner) => planner._id !== params.plannerId);
      return noContent();
    }),
  ];
  return { state, handlers };
}

let server = plannersServer([]);

/** Most people have no planner: nothing about one is shown. */
export const NoPlanner: Story = {
  beforeEach({ msw }) {
    server = plannersServer([]);
    msw.use(...server.handlers);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Nome')).toHaveValue('Ana Paula Souza');
    await waitFor(() => expect(server.state.reads.calls).toHaveLength(1));
    await expect(server.state.reads.calls[0]?.path).toBe(`/api/users/${profileUser._id}/planners`);
    await expect(canvas.queryByRole('heading', { name: 'Planejador financeiro' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Remover acesso/ })).toBeNull();
  },
};

export const OnePlanner: Story = {
  beforeEach({ msw }) {
    server = plannersServer([marina]);
    msw.use(...server.handlers);
  },
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: 'Planejador financeiro' });
    await expect(section).toHaveTextContent('Tem acesso à sua conta e pode ver e alterar seus dados.');
    const list = within(section).getByRole('list', { name: 'Planejador financeiro' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(list).toHaveTextContent('Marina Planejadora');
    await expect(list).toHaveTextContent('marina@planejamento.com.br');
    await expect(
      within(section).getByRole('button', { name: 'Remover acesso de Marina Planejadora' }),
    ).toHaveTextContent('Remover acesso');
  },
};

/** Cancelling asks nothing of the server; confirming removes her, says so and gives the focus back. */
export const ConfirmAndRemoved: Story = {
  beforeEach({ msw }) {
    server = plannersServer([marina]);
    msw.use(...server.handlers);
  },
  play: async ({ canvas, userEvent }) => {
    const remove = await canvas.findByRole('button', { name: 'Remover acesso de Marina Planejadora' });
    await userEvent.click(remove);
    let dialog = await canvas.findByRole('dialog', { name: 'Remover acesso' });
    await expect(dialog).toHaveTextContent(QUESTION);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(server.state.removals.calls).toHaveLength(0);
    await expect(canvas.getByText('Marina Planejadora')).toBeVisible();

    await userEvent.click(remove);
    dialog = await canvas.findByRole('dialog', { name: 'Remover acesso' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover acesso' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'O acesso de Marina Planejadora foi removido',
    );
    await expect(server.state.removals.calls.map((call) => [call.method, call.path])).toEqual([
      ['DELETE', `/api/users/${profileUser._id}/planners/${marina._id}`],
    ]);
    await waitFor(() => expect(canvas.queryByText('marina@planejamento.com.br')).toBeNull());
    await expect(canvas.queryByRole('button', { name: /Remover acesso/ })).toBeNull();
    // The pressed button left with its row: the section's title holds the focus, above the message.
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Planejador financeiro' })).toHaveFocus());
  },
};

export const RemoveFailed: Story = {
  beforeEach({ msw }) {
    server = plannersServer([marina], { removal: 'fails' });
    msw.use(...server.handlers);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Remover acesso de Marina Planejadora' }),
    );
    const dialog = await canvas.findByRole('dialog', { name: 'Remover acesso' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover acesso' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Não foi possível remover o acesso de Marina Planejadora no momento. Tente novamente.',
    );
    await expect(alert).not.toHaveTextContent('Erro de comunicação');
    await expect(canvas.getByText('marina@planejamento.com.br')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remover acesso de Marina Planejadora' })).toBeVisible();
  },
};

/** The list cannot be read: the section says so instead of passing for 'no planner'. */
export const ListUnreadable: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/users/:id/planners', () => apiError(500, 'Erro de comunicação com o servidor')));
  },
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: 'Planejador financeiro' });
    await expect(within(section).getByRole('alert')).toHaveTextContent(
      'Não foi possível verificar agora quem tem acesso à sua conta.',
    );
    await expect(canvas.getByLabelText('Nome')).toHaveValue('Ana Paula Souza');
  },
};

/** A planner signed in for the client: the client's planners are not theirs to see or remove. */
export const PlannerForClient: Story = {
  beforeEach({ msw }) {
    server = plannersServer([marina]);
    msw.use(...server.handlers);
    rememberPlannerLogin({ token: 'planner-token', id: 'planner-paula', image: null, clients: [] });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Nome')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exportar histórico' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Planejador financeiro' })).toBeNull();
    await expect(server.state.reads.calls).toHaveLength(0);
  },
};
