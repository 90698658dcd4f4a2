import type { FastifyRequest } from 'fastify';
import type { Refusal } from '../domain/types.ts';
import { fail, HttpError } from '../errors.ts';
import { caller } from './bearer.ts';

const STATUS: Record<Refusal['kind'], number> = { forbidden: 403, invalid: 400, conflict: 409 };

/** A domain refusal as the error envelope: its catalogue text, and the field when there is one. */
export function refused(refusal: Refusal): HttpError {
  const errors = refusal.field ? [{ message: refusal.message, field: refusal.field }] : undefined;
  return new HttpError(STATUS[refusal.kind], refusal.message, errors);
}

/** A 400 with a catalogue text about one field. */
export const invalidField = (message: string, field: string) =>
  new HttpError(400, message, [{ message, field }]);

/** Active members of the caller's family (the caller included); just the caller without one. */
export function familyOf(request: FastifyRequest, userId: string): Promise<string[]> {
  return request.server.repos.families.householdOf(userId);
}

/**
 * A planner's own client, asked from the planner's own session: the planner may see and plan for
 * them without signing in as them. Signed in for one client, the planner sees that household only
 * (audit F6, decision 211).
 */
export async function isPlannersClient(request: FastifyRequest, userId: string): Promise<boolean> {
  const { actorId, userId: self } = caller(request);
  return actorId === self && request.server.repos.users.isClientOf(actorId, userId);
}

export interface ReadScope {
  /** The signed-in (or planner-chosen) user: writes are theirs only. */
  ownerId: string;
  /** Whose rows the read covers. */
  userIds: string[];
}

/**
 * Whose data a read covers (decision 121): the caller; with `userId`, one member of the caller's
 * family, or a client of a planner asking from their own session (the planning screen's user
 * filter, decision 211, audit F6); with `family=true`, the whole family. Anyone else is refused.
 */
export async function readScope(
  request: FastifyRequest,
  query: { userId?: string; family?: boolean | string },
): Promise<ReadScope> {
  const ownerId = caller(request).userId;
  const family = query.family === true || query.family === 'true';
  if (!family && (!query.userId || query.userId === ownerId)) return { ownerId, userIds: [ownerId] };
  const members = await familyOf(request, ownerId);
  if (query.userId && !members.includes(query.userId)) {
    if (family || !(await isPlannersClient(request, query.userId))) throw fail(403, 'errors.forbidden');
  }
  if (family) return { ownerId, userIds: members };
  return { ownerId, userIds: [query.userId as string] };
}

/** The query as sent, including `family`, which some list calls carry beyond the contract. */
export const rawQuery = (request: FastifyRequest) => request.query as Record<string, string | undefined>;
