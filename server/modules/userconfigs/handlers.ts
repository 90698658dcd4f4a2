import type { FastifyReply, FastifyRequest } from 'fastify';
import { caller } from '../../auth/bearer.ts';
import { fail } from '../../errors.ts';
import type { TaskPlace } from '../../repositories/tasks.ts';
import type { TaskLists, UserconfigRow } from '../../repositories/userconfigs.ts';
import { changedElsewhere, refused } from '../tasks/messages.ts';
import { ensureSystemTasks } from '../tasks/system-tasks.ts';
import type { Answer, Handlers, Schemas } from '../types.ts';
import { nextLists } from './lists.ts';
import { presentUserconfig } from './present.ts';

const PLACE: Record<keyof TaskLists, TaskPlace> = {
  tasksAccepted: 'accepted',
  tasksRejected: 'rejected',
  tasksDone: 'done',
};
type Write = Schemas['UserconfigPatch'];

/** Every id must be a task the caller sees (a system task or their own). */
async function checkVisible(request: FastifyRequest, lists: TaskLists): Promise<void> {
  await ensureSystemTasks(request.server);
  const ids = [...lists.tasksAccepted, ...lists.tasksRejected, ...lists.tasksDone];
  const visible = await request.server.repos.tasks.visibleIds(caller(request).userId, [...new Set(ids)]);
  const unknown = ids.find((id) => !visible.has(id));
  if (unknown) throw refused(400, 'unknownTask', 'tasks', unknown);
}

/** Applies the body to the configuration after every rule has passed. */
async function save(request: FastifyRequest, current: UserconfigRow, body: Write): Promise<UserconfigRow> {
  const userId = caller(request).userId;
  if (body.user !== undefined && body.user !== userId) throw refused(403, 'otherConfig', 'user');
  const outcome = nextLists(current, body);
  if (!outcome.ok && outcome.problem === 'movedBack') throw changedElsewhere(PLACE[outcome.now]);
  if (!outcome.ok) throw refused(400, outcome.problem, outcome.field, outcome.id);
  await checkVisible(request, outcome.lists);
  const updated = await request.server.repos.userconfigs.update(current.id, outcome.lists);
  if (!updated) throw fail(404, 'errors.notFound');
  return updated;
}

/** The caller's own configuration; anyone else's is "not found". */
async function ownConfig(request: FastifyRequest, id: string): Promise<UserconfigRow> {
  const row = await request.server.repos.userconfigs.findById(id);
  if (!row || row.userId !== caller(request).userId) throw fail(404, 'errors.notFound');
  return row;
}

async function change(
  request: FastifyRequest<{ Params: { id: string } }>,
  body: Write,
): Promise<Answer<'updateUserconfig', 200>> {
  const current = await ownConfig(request, request.params.id);
  return { data: presentUserconfig(await save(request, current, body)) };
}

export const userconfigsHandlers: Handlers = {
  /** Always one item: the configuration is created on first use, so the screen can PATCH it by _id. */
  async listUserconfigs(request): Promise<Answer<'listUserconfigs', 200>> {
    const row = await request.server.repos.userconfigs.ensureFor(caller(request).userId);
    return { data: { items: [presentUserconfig(row)], total: 1 } };
  },

  async getUserconfig(request): Promise<Answer<'getUserconfig', 200>> {
    return { data: presentUserconfig(await ownConfig(request, request.params.id)) };
  },

  /** One per user: a second create applies its lists to the existing configuration. */
  async createUserconfig(request, reply): Promise<Answer<'createUserconfig', 201>> {
    const current = await request.server.repos.userconfigs.ensureFor(caller(request).userId);
    reply.status(201);
    return { data: presentUserconfig(await save(request, current, request.body)) };
  },

  updateUserconfig: (request) => change(request, request.body),
  /** A replace states every list: one left out is emptied. */
  replaceUserconfig: (request) =>
    change(request, { tasksAccepted: [], tasksRejected: [], tasksDone: [], ...request.body }),

  async deleteUserconfig(request, reply: FastifyReply) {
    const row = await ownConfig(request, request.params.id);
    await request.server.repos.userconfigs.delete(row.id);
    return reply.status(204).send();
  },
};
