import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoadErrorScreen } from '@/features/shell';
import { TasksPending, TasksScreen } from '@/features/tasks';
import { loadTasks } from '@/features/tasks/loader';
import { currentMonth } from '@/lib/dates';
import { ME } from '@/testing/money-fakes';
import { apiError, collection, envelope, neverAnswer } from '@/testing/msw';
import { screenLoaded } from '../screen-loaded';
import {
  baseConfig,
  doneMany,
  failed,
  numbersTasks,
  ok,
  openInvoice,
  phone,
  recorder,
  reserve,
  signedIn,
  subscriptions,
  taskHandlers,
  variableOverPlan,
  WithHosts,
} from './support';

function Screen() {
  return (
    <WithHosts>
      <TasksScreen />
    </WithHosts>
  );
}

/** /tarefas as its route mounts it: the loader, the pending view and the error view. */
const tasksPage = {
  path: '/tarefas',
  loader: (queryClient: Parameters<typeof loadTasks>[0]) => loadTasks(queryClient, currentMonth()),
  pending: TasksPending,
  error: (props: ErrorComponentProps) => <LoadErrorScreen {...props} message="tasks:loadError" />,
};

const meta = {
  title: 'Tasks/Planos de ação',
  component: Screen,
  parameters: { layout: 'fullscreen', page: tasksPage },
  beforeEach({ msw }) {
    msw.use(...taskHandlers());
    return signedIn();
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const region = async (canvas: Canvas, name: string) => {
  await screenLoaded(canvas);
  return canvas.findByRole('region', { name });
};

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Planos de ação' })).toBeVisible();
    await expect(canvas.getByText(/mais de 10.000 brasileiros/)).toBeVisible();
    const fresh = await region(canvas, 'Novas tarefas adicionadas');
    await expect(await within(fresh).findByText(subscriptions.title)).toBeVisible();
    await expect(within(fresh).getByRole('button', { name: 'Criar Nova tarefa Pessoal' })).toBeVisible();
    const pending = await region(canvas, 'Tarefas pendentes');
    await expect(within(pending).getByText(phone.title)).toBeVisible();
    await expect(within(pending).getAllByRole('button', { name: 'concluir tarefa' })).toHaveLength(2);
    // A one-line title still makes a target of at least 24 px (WCAG 2.5.8).
    const toggle = within(pending).getByText(phone.title).closest('button') as HTMLElement;
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    const rejected = await region(canvas, 'Últimas tarefas recusadas');
    await expect(within(rejected).getByText('Saia do cheque especial')).toBeVisible();
    const achievements = await region(canvas, 'Suas conquistas');
    await waitFor(() =>
      expect(within(achievements).getAllByRole('img', { name: 'Conquistada' })).toHaveLength(1),
    );
    await expect(within(achievements).getByText('Tem reserva de emergência')).toBeVisible();
    const help = canvas.getByRole('link', { name: 'Quero atendimento personalizado' });
    await expect(help).toHaveAttribute('href', 'https://wa.me/5511999990000');
  },
};

export const NoContactPhone: Story = {
  globals: { brand: 'demo' },
  play: async ({ canvas }) => {
    await region(canvas, 'Tarefas pendentes');
    await expect(canvas.queryByRole('link', { name: 'Quero atendimento personalizado' })).toBeNull();
  },
};

export const NoProfile: Story = {
  beforeEach({ msw }) {
    msw.use(...taskHandlers({ profiles: [], config: { ...baseConfig, tasksDone: [subscriptions._id] } }));
  },
  play: async ({ canvas }) => {
    const achievements = await region(canvas, 'Suas conquistas');
    await expect(await within(achievements).findByText(/diagnóstico financeiro/)).toBeVisible();
    await expect(within(achievements).getAllByRole('img', { name: 'Ainda não conquistada' })).toHaveLength(5);
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...taskHandlers({
        tasks: [],
        config: { _id: 'cfg-1', tasksAccepted: [], tasksRejected: [], tasksDone: [] },
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhuma tarefa nova por aqui.')).toBeVisible();
    await expect(canvas.getByText('Nenhuma tarefa pendente.')).toBeVisible();
    await expect(canvas.getByText('Nenhuma tarefa cumprida ainda.')).toBeVisible();
    await expect(canvas.getByText('Nenhuma tarefa recusada.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswer('*/api/tasks'));
  },
  play: async ({ canvas }) => {
    // The four task cards and the achievements card.
    await expect((await canvas.findAllByRole('status', { name: 'Carregando…' })).length).toBe(5);
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/tasks', () => apiError(500, 'Erro de comunicação com o servidor')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar suas tarefas.',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const DoneListScrolls: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...taskHandlers({
        tasks: doneMany,
        config: {
          ...baseConfig,
          tasksAccepted: [],
          tasksRejected: [],
          tasksDone: doneMany.map((t) => t._id),
        },
      }),
    );
  },
  play: async ({ canvas }) => {
    const done = await region(canvas, 'Últimas tarefas cumpridas');
    const list = await within(done).findByRole('list');
    await expect(list).toHaveAttribute('data-scroll', 'true');
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Tarefa cumprida 7');
  },
};

const moves = recorder();
/** Each move answers the lists as the server would after it. */
const recordMoves: Story['beforeEach'] = ({ msw }) => {
  moves.calls.length = 0;
  msw.use(
    http.post(
      '*/api/tasks/:id/move',
      moves.handle(() => envelope(baseConfig)),
    ),
  );
};

/** Each button sends only its own task's move, from the card it is in (decision 009), never the lists. */
export const AcceptRejectAndComplete: Story = {
  beforeEach: recordMoves,
  play: async ({ canvas }) => {
    const fresh = await region(canvas, 'Novas tarefas adicionadas');
    await userEvent.click(
      await within(fresh).findByRole('button', { name: new RegExp(subscriptions.title) }),
    );
    await expect(within(fresh).getByText(subscriptions.description)).toBeVisible();
    await userEvent.click(within(fresh).getByRole('button', { name: 'Vou fazer' }));
    await waitFor(() => expect(moves.calls).toHaveLength(1));
    await expect(moves.calls[0]).toMatchObject({
      method: 'POST',
      path: `/api/tasks/${subscriptions._id}/move`,
      body: { from: 'new', to: 'accepted' },
    });
    const pending = await region(canvas, 'Tarefas pendentes');
    const complete = within(pending).getAllByRole('button', { name: 'concluir tarefa' })[0] as HTMLElement;
    // The buttons stay disabled until the first move has settled.
    await waitFor(() => expect(complete).toBeEnabled());
    await userEvent.click(complete);
    await waitFor(() => expect(moves.calls).toHaveLength(2));
    await expect(moves.calls[1]).toMatchObject({
      path: `/api/tasks/${reserve._id}/move`,
      body: { from: 'accepted', to: 'done' },
    });
    await expect(await canvas.findByText('Tarefa concluída com sucesso')).toBeVisible();
  },
};

export const RejectTask: Story = {
  beforeEach: recordMoves,
  play: async ({ canvas }) => {
    const fresh = await region(canvas, 'Novas tarefas adicionadas');
    await userEvent.click(
      await within(fresh).findByRole('button', { name: new RegExp(subscriptions.title) }),
    );
    await userEvent.click(within(fresh).getByRole('button', { name: 'Não vou fazer' }));
    await waitFor(() =>
      expect(moves.calls[0]).toMatchObject({
        path: `/api/tasks/${subscriptions._id}/move`,
        body: { from: 'new', to: 'rejected' },
      }),
    );
  },
};

export const CompleteFailure: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/tasks/:id/move', failed));
  },
  play: async ({ canvas }) => {
    const pending = await region(canvas, 'Tarefas pendentes');
    await userEvent.click(
      (await within(pending).findAllByRole('button', { name: 'concluir tarefa' }))[0] as HTMLElement,
    );
    await expect(await canvas.findByText('Falha ao tentar concluir tarefa')).toBeVisible();
    await expect(canvas.queryByText('Tarefa concluída com sucesso')).toBeNull();
  },
};

const ELSEWHERE = 'Essa tarefa já foi alterada em outra aba ou aparelho: ela está em “Tarefas pendentes”.';
/**
 * This tab was not reloaded after another device accepted 'Cancele assinaturas…': its 'Não vou fazer'
 * is refused (decision 009), the person is told where the task is now, and the lists are read again.
 */
export const ChangedOnAnotherDevice: Story = {
  beforeEach({ msw }) {
    moves.calls.length = 0;
    let saved = baseConfig;
    msw.use(
      http.get('*/api/userconfigs', () => collection([saved])),
      http.post(
        '*/api/tasks/:id/move',
        moves.handle(() => {
          if (moves.calls.length > 1) return envelope(saved);
          saved = { ...baseConfig, tasksAccepted: [...baseConfig.tasksAccepted, subscriptions._id] };
          return apiError(409, ELSEWHERE);
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const fresh = await region(canvas, 'Novas tarefas adicionadas');
    await userEvent.click(
      await within(fresh).findByRole('button', { name: new RegExp(subscriptions.title) }),
    );
    await userEvent.click(within(fresh).getByRole('button', { name: 'Não vou fazer' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(ELSEWHERE);
    await expect(alert).toHaveTextContent(
      'Suas tarefas foram atualizadas com o que está salvo. Confira antes de continuar.',
    );
    // The pressed row left its card: the explanation holds the focus instead of the page's body.
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    const pending = await region(canvas, 'Tarefas pendentes');
    await expect(await within(pending).findByText(subscriptions.title)).toBeVisible();
    await expect(within(fresh).queryByText(subscriptions.title)).toBeNull();
    await expect(
      within(await region(canvas, 'Últimas tarefas recusadas')).queryByText(subscriptions.title),
    ).toBeNull();
    await expect(moves.calls).toHaveLength(1);
    await expect(moves.calls[0]?.body).toEqual({ from: 'new', to: 'rejected' });
    await expect(canvas.queryByText('Não foi possível atualizar suas tarefas')).toBeNull();
    // The next move the person makes clears the notice.
    const complete = within(pending).getAllByRole('button', { name: 'concluir tarefa' })[0] as HTMLElement;
    await waitFor(() => expect(complete).toBeEnabled());
    await userEvent.click(complete);
    await waitFor(() => expect(canvas.queryByText(ELSEWHERE)).toBeNull());
  },
};

const writes = recorder();
/** Records the new task the modal posts. */
const recordCreate: Story['beforeEach'] = ({ msw }) => {
  writes.calls.length = 0;
  msw.use(
    http.post(
      '*/api/tasks',
      writes.handle((body) => ok(body)),
    ),
  );
};

export const CreatePersonalTask: Story = {
  beforeEach: recordCreate,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Criar Nova tarefa Pessoal' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Nova tarefa' });
    const save = within(dialog).getByRole('button', { name: 'Salvar nova tarefa' });
    await expect(save).toBeDisabled();
    // Both are said to be required: the disabled button is no hint to a keyboard (audit G8).
    await expect(within(dialog).getByLabelText('Título')).toBeRequired();
    await expect(within(dialog).getByLabelText('Descrição')).toBeRequired();
    await userEvent.type(within(dialog).getByLabelText('Título'), 'Vender a bicicleta');
    await expect(save).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Descrição'), 'Anunciar por R$ 800,00');
    await userEvent.click(save);
    await waitFor(() =>
      expect(writes.calls[0]?.body).toEqual({
        title: 'Vender a bicicleta',
        description: 'Anunciar por R$ 800,00',
        user: ME,
      }),
    );
    await expect(await canvas.findByText('Tarefa criada com sucesso')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** The contract takes a 200-character title and a 1000-character description: the fields stop there. */
export const CreateLongTexts: Story = {
  beforeEach: recordCreate,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Criar Nova tarefa Pessoal' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Nova tarefa' });
    const title = within(dialog).getByLabelText('Título');
    const description = within(dialog).getByLabelText('Descrição');
    await expect(title).toHaveAttribute('maxlength', '200');
    await expect(description).toHaveAttribute('maxlength', '1000');
    await userEvent.click(title);
    await userEvent.paste('t'.repeat(250));
    await userEvent.click(description);
    await userEvent.paste('d'.repeat(1200));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar nova tarefa' }));
    await waitFor(() =>
      expect(writes.calls[0]?.body).toMatchObject({ title: 't'.repeat(200), description: 'd'.repeat(1000) }),
    );
  },
};

const creationKeys: Array<string | null> = [];
/** A retry after a failure sends the same Idempotency-Key, so a lost answer cannot make two tasks (decision 467). */
export const CreateFailure: Story = {
  beforeEach({ msw }) {
    creationKeys.length = 0;
    msw.use(
      http.post('*/api/tasks', ({ request }) => {
        creationKeys.push(request.headers.get('Idempotency-Key'));
        return failed();
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Criar Nova tarefa Pessoal' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Nova tarefa' });
    await userEvent.type(within(dialog).getByLabelText('Título'), 'Vender a bicicleta');
    await userEvent.type(within(dialog).getByLabelText('Descrição'), 'OLX');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar nova tarefa' }));
    await expect(await canvas.findByText('Falha ao tentar criar tarefa')).toBeVisible();
    await expect(canvas.queryByText('Tarefa criada com sucesso')).toBeNull();
    await expect(canvas.getByRole('dialog', { name: 'Nova tarefa' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar nova tarefa' }));
    await waitFor(() => expect(creationKeys).toHaveLength(2));
    await expect(creationKeys[0]).toMatch(/^[0-9a-f]{32}$/);
    await expect(creationKeys[1]).toBe(creationKeys[0]);
  },
};

export const EditPersonalTask: Story = {
  beforeEach({ msw }) {
    writes.calls.length = 0;
    msw.use(
      http.patch(
        '*/api/tasks/:id',
        writes.handle((body) => ok(body)),
      ),
    );
  },
  play: async ({ canvas }) => {
    const pending = await region(canvas, 'Tarefas pendentes');
    await userEvent.click(await within(pending).findByRole('button', { name: new RegExp(phone.title) }));
    const dialog = await canvas.findByRole('dialog', { name: 'Editar tarefa' });
    await expect(dialog).toHaveStyle({ '--modal-width': '360px' });
    const title = within(dialog).getByLabelText('Título');
    await userEvent.clear(title);
    await expect(within(dialog).getByRole('button', { name: 'Editar' })).toBeDisabled();
    await userEvent.type(title, 'Renegociar celular e internet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Editar' }));
    await waitFor(() => expect(writes.calls[0]).toMatchObject({ path: `/api/tasks/${phone._id}` }));
    await expect(await canvas.findByText('Tarefa editada com sucesso')).toBeVisible();
  },
};

export const EditFailure: Story = {
  beforeEach({ msw }) {
    msw.use(http.patch('*/api/tasks/:id', failed));
  },
  play: async ({ canvas }) => {
    const pending = await region(canvas, 'Tarefas pendentes');
    await userEvent.click(await within(pending).findByRole('button', { name: new RegExp(phone.title) }));
    const dialog = await canvas.findByRole('dialog', { name: 'Editar tarefa' });
    await userEvent.type(within(dialog).getByLabelText('Descrição'), ' hoje');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Editar' }));
    await expect(await canvas.findByText('Falha ao tentar editar tarefa')).toBeVisible();
  },
};

export const SystemTaskNotEditable: Story = {
  play: async ({ canvas }) => {
    const pending = await region(canvas, 'Tarefas pendentes');
    await userEvent.click(await within(pending).findByRole('button', { name: new RegExp(reserve.title) }));
    const dialog = await canvas.findByRole('dialog', { name: 'Editar tarefa' });
    await expect(
      within(dialog).getByText('Tarefas sugeridas pelo sistema não podem ser editadas.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Editar' })).toBeDisabled();
  },
};

/** Tasks from the person's own numbers come first, amounts in their text, marked as such (decision 480). */
export const FromYourNumbers: Story = {
  beforeEach({ msw }) {
    msw.use(...taskHandlers({ tasks: [...numbersTasks, subscriptions, phone] }));
  },
  play: async ({ canvas }) => {
    const fresh = await region(canvas, 'Novas tarefas adicionadas');
    const rows = within(fresh).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent(openInvoice.title);
    await expect(rows[1]).toHaveTextContent(variableOverPlan.title);
    await expect(within(rows[0] as HTMLElement).getByText('Com base nos seus números')).toBeVisible();
    await expect(within(fresh).getByText(subscriptions.title)).toBeVisible();
    await expect(within(fresh).getAllByText('Sugerida')).toHaveLength(1);
    await userEvent.click(within(fresh).getByText(variableOverPlan.title));
    await expect(within(fresh).getByText(/já lançou R\$\s1\.412,30/)).toBeVisible();
    await expect(within(fresh).getByRole('button', { name: 'Vou fazer' })).toBeEnabled();
  },
};
