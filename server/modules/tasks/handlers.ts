import type { FastifyReply, FastifyRequest } from 'fastify';
import { oneLineName } from '../../../src/lib/text.ts';
import { caller } from '../../auth/bearer.ts';
import { fail } from '../../errors.ts';
import type { TaskRow } from '../../repositories/tasks.ts';
import type { Answer, Handlers, Schemas } from '../types.ts';
import { presentUserconfig } from '../userconfigs/present.ts';
import { changedElsewhere, refused, TASK_MESSAGES } from './messages.ts';
import { allowedMove, placeOf } from './moves.ts';
import { refreshSuggestions } from './suggestions.ts';
import { ensureSystemTasks } from './system-tasks.ts';

type Task = Schemas['Task'];

export function presentTask(row: TaskRow): Task {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    user: row.userId,
    origin: row.userId ? 'personal' : row.suggestedFor ? 'numbers' : 'editorial',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Whitespace is not a title: both fields are required (spec 3 section 5). Both are kept as every
 * other name is (decision 047): the board prints each on one line, where a right-to-left override
 * read 'evil' as 'live' (audit AB3).
 */
function text(value: string | undefined, field: 'title' | 'description'): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = oneLineName(value);
  if (!trimmed) throw refused(400, field === 'title' ? 'titleRequired' : 'descriptionRequired', field);
  return trimmed;
}

/** `user` may only name the caller: tasks are never written for someone else. */
function checkUser(request: FastifyRequest, user: string | undefined): void {
  if (user !== undefined && user !== caller(request).userId) throw refused(403, 'otherUser', 'user');
}

/** Editorial suggestions are everyone's; suggestions from numbers and personal tasks are one person's. */
const seenBy = (task: TaskRow, userId: string) =>
  task.userId === null ? task.suggestedFor === null || task.suggestedFor === userId : task.userId === userId;

/** A task the caller sees, or 404. */
async function visibleTask(request: FastifyRequest, id: string): Promise<TaskRow> {
  await ensureSystemTasks(request.server);
  const task = await request.server.repos.tasks.findById(id);
  if (!task || !seenBy(task, caller(request).userId)) throw fail(404, 'errors.notFound');
  return task;
}

/** A task the caller sees; a system task (no owner) is visible but never writable (403). */
async function writableTask(request: FastifyRequest, id: string): Promise<TaskRow> {
  const task = await visibleTask(request, id);
  if (task.userId === null) throw refused(403, 'systemTask', '_id');
  return task;
}

/**
 * The caller's tasks (decision 480): the suggestions from their own numbers first, in rule order,
 * then the editorial ones (but those a current suggestion makes redundant, unless already placed),
 * then their own.
 */
async function listFor(request: FastifyRequest): Promise<TaskRow[]> {
  const { server } = request;
  const userId = caller(request).userId;
  await ensureSystemTasks(server);
  const config = await server.repos.userconfigs.findFor(userId);
  const placed = new Set([
    ...(config?.tasksAccepted ?? []),
    ...(config?.tasksRejected ?? []),
    ...(config?.tasksDone ?? []),
  ]);
  const { order, superseded } = await refreshSuggestions(server, userId, placed);
  const rows = await server.repos.tasks.listVisible(userId);
  const rank = (row: TaskRow) => {
    const index = order.indexOf(row.id);
    return index >= 0 ? index : row.suggestedFor ? order.length : order.length + 1;
  };
  return rows
    .filter((row) => !superseded.has(row.id) || placed.has(row.id))
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
    .map(({ row }) => row);
}

async function change(
  request: FastifyRequest<{ Params: { id: string }; Body: Schemas['TaskPatch'] }>,
): Promise<Answer<'updateTask', 200>> {
  const task = await writableTask(request, request.params.id);
  checkUser(request, request.body.user);
  const title = text(request.body.title, 'title');
  const description = text(request.body.description, 'description');
  // A body that only repeats `user` changes nothing: the task answers as it is (no empty UPDATE).
  const updated =
    title || description
      ? await request.server.repos.tasks.update(task.id, {
          ...(title ? { title } : {}),
          ...(description ? { description } : {}),
        })
      : task;
  if (!updated) throw fail(404, 'errors.notFound');
  return { data: presentTask(updated), message: TASK_MESSAGES.edited };
}

export const tasksHandlers: Handlers = {
  async listTasks(request): Promise<Answer<'listTasks', 200>> {
    const rows = await listFor(request);
    return { data: { items: rows.map(presentTask), total: rows.length } };
  },

  async getTask(request): Promise<Answer<'getTask', 200>> {
    return { data: presentTask(await visibleTask(request, request.params.id)) };
  },

  async createTask(request, reply): Promise<Answer<'createTask', 201>> {
    checkUser(request, request.body.user);
    const row = await request.server.repos.tasks.create({
      userId: caller(request).userId,
      title: text(request.body.title, 'title') as string,
      description: text(request.body.description, 'description') as string,
    });
    reply.status(201);
    return { data: presentTask(row), message: TASK_MESSAGES.created };
  },

  updateTask: change,
  replaceTask: change,

  /**
   * One task's move, from where the screen saw it (decision 009): the same move made elsewhere (or a
   * retry) answers the lists as they are; a task found anywhere else is refused, so nobody's
   * 'Vou fazer', 'Não vou fazer' or 'concluir tarefa' is undone by a screen that was not reloaded.
   */
  async moveTask(request): Promise<Answer<'moveTask', 200>> {
    const task = await visibleTask(request, request.params.id);
    const { from, to } = request.body;
    if (!allowedMove(request.body))
      throw refused(400, from === 'new' ? 'notAccepted' : 'moveNotAllowed', 'to', task.id);
    const { repos } = request.server;
    const userId = caller(request).userId;
    await repos.userconfigs.ensureFor(userId);
    const moved = await repos.tasks.moveInLists(userId, task.id, from, to);
    const lists = moved ?? (await repos.userconfigs.findFor(userId));
    const now = placeOf(lists, task.id);
    if (!lists || now !== to) throw changedElsewhere(now);
    return { data: presentUserconfig(lists), ...(to === 'done' ? { message: TASK_MESSAGES.completed } : {}) };
  },

  async deleteTask(request, reply: FastifyReply) {
    const task = await writableTask(request, request.params.id);
    await request.server.repos.tasks.delete(task.id);
    return reply.status(204).send();
  },
};
