import type { FastifyRequest } from 'fastify';
import { caller } from '../../auth/bearer.ts';
import { familyOf } from '../../auth/scope.ts';
import { fail } from '../../errors.ts';

/**
 * A planner's own client, asked from the planner's own session: the planner may see and plan for
 * them without signing in as them. Signed in for one client, the planner sees that household only
 * (audit F6), as every other read does (`readScope`).
 */
async function isPlannersClient(request: FastifyRequest, userId: string): Promise<boolean> {
  const { actorId, userId: self } = caller(request);
  return actorId === self && request.server.repos.users.isClientOf(actorId, userId);
}

/**
 * Whose budgets a read covers (decision 211): the caller; `family=true` the whole family;
 * `userId` a member of the caller's family or a client of the signed-in planner. Anyone else is 403.
 */
export async function budgetReaders(
  request: FastifyRequest,
  query: { userId?: string; family?: boolean },
): Promise<string[]> {
  const self = caller(request).userId;
  if (query.userId && query.userId !== self) {
    if (
      (await familyOf(request, self)).includes(query.userId) ||
      (await isPlannersClient(request, query.userId))
    )
      return [query.userId];
    throw fail(403, 'errors.forbidden');
  }
  return query.family ? familyOf(request, self) : [self];
}

/** Whether the caller may see another user's budget (read by id): same rules as a list. */
export async function canRead(request: FastifyRequest, ownerId: string): Promise<boolean> {
  const self = caller(request).userId;
  if (ownerId === self) return true;
  return (await familyOf(request, self)).includes(ownerId) || isPlannersClient(request, ownerId);
}

/**
 * Whose plan a write changes (decision 211): the caller's own; with `userId`, a client of the
 * signed-in planner, or a member of the family the caller administers. A member only views the others.
 */
export async function budgetWriter(request: FastifyRequest, userId: string | undefined): Promise<string> {
  const self = caller(request).userId;
  if (!userId || userId === self) return self;
  if (await isPlannersClient(request, userId)) return userId;
  const family = await request.server.repos.families.findForUser(self);
  const member = family?.members.some((entry) => entry.userId === userId && entry.status === 'active');
  if (family?.adminId === self && member) return userId;
  throw fail(403, 'errors.forbidden');
}
