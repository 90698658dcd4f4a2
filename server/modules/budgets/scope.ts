import type { FastifyRequest } from 'fastify';
import { caller } from '../../auth/bearer.ts';
import { familyOf, isPlannersClient } from '../../auth/scope.ts';
import { fail } from '../../errors.ts';

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
