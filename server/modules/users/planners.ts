import type { FastifyRequest } from 'fastify';
import { caller } from '../../auth/bearer.ts';
import { fail } from '../../errors.ts';
import type { Answer, Handlers } from '../types.ts';

/**
 * Who may act for an account is the owner's business alone (decision 048): another account's id
 * answers 404, as everywhere under /users/{id}, and a planner signed in for the client answers 403,
 * so the planner can neither read the list nor take themselves or a colleague off it.
 */
function ownerOf(request: FastifyRequest, id: string): string {
  const auth = caller(request);
  if (id !== auth.userId) throw fail(404, 'errors.userNotFound');
  if (auth.actorId !== auth.userId) throw fail(403, 'errors.plannerAccessOwnOnly');
  return auth.userId;
}

export const plannerHandlers: Handlers = {
  async listUserPlanners(request): Promise<Answer<'listUserPlanners', 200>> {
    const clientId = ownerOf(request, request.params.id);
    const planners = await request.server.repos.users.plannersOf(clientId);
    const items = planners.map((planner) => ({ _id: planner.id, name: planner.name, email: planner.email }));
    return { data: { items, total: items.length } };
  },

  async removeUserPlanner(request, reply) {
    const app = request.server;
    const clientId = ownerOf(request, request.params.id);
    const { plannerId } = request.params;
    await app.repos.transaction(async (repos) => {
      if (!(await repos.users.removeClient(plannerId, clientId))) throw fail(404, 'errors.plannerNotLinked');
      // Withdrawn consent holds at once: a token the planner already has for this client stops working
      // on its next call, not when it would have expired.
      await repos.sessions.revokeActingFor(plannerId, clientId);
    });
    request.log.info({ userId: clientId, plannerId }, 'planner access removed');
    return reply.status(204).send();
  },
};
