import type { FastifyReply, FastifyRequest } from 'fastify';
import { caller } from '../../auth/bearer.ts';
import { fail } from '../../errors.ts';
import type { TaskRow } from '../../repositories/tasks.ts';
import type { Answer, Handlers, Schemas } from '../types.ts';
import { refused, TASK_MESSAGES } from './messages.ts';
import { ensureSystemTasks } from './system-tasks.ts';

type Task = Schemas['Task'];

export function presentTask(row: TaskRow): Task {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    user: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whitespace is not a title: both fields are required (spec 3 section 5). */
function text(value: string | undefined, field: 'title' | 'description'): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (!trimmed) throw refused(400, field === 'title' ? 'titleRequired' : 'descriptionRequired', field);
  return trimmed;
}

/** `user` may only name the caller: tasks are never written for someone else. */
function checkUser(request: FastifyRequest, user: string | undefined): void {
  if (user !== undefined && user !== caller(request).userId) throw refused(403, 'otherUser', 'user');
}

/** A task the caller sees; a system task (no owner) is visible but never writable (403). */
async function writableTask(request: FastifyRequest, id: string): Promise<TaskRow> {
  await ensureSystemTasks(request.server);
  const task = await request.server.repos.tasks.findById(id);
  const userId = caller(request).userId;
  if (!task || (task.userId !== null && task.userId !== userId)) throw fail(404, 'errors.notFound');
  if (task.userId === null) throw refused(403, 'systemTask', '_id');
  return task;
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
    await ensureSystemTasks(request.server);
    const rows = await request.server.repos.tasks.listVisible(caller(request).userId);
    return { data: { items: rows.map(presentTask), total: rows.length } };
  },

  async getTask(request): Promise<Answer<'getTask', 200>> {
    await ensureSystemTasks(request.server);
    const task = await request.server.repos.tasks.findById(request.params.id);
    if (!task || (task.userId !== null && task.userId !== caller(request).userId))
      throw fail(404, 'errors.notFound');
    return { data: presentTask(task) };
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

  async deleteTask(request, reply: FastifyReply) {
    const task = await writableTask(request, request.params.id);
    await request.server.repos.tasks.delete(task.id);
    return reply.status(204).send();
  },
};
