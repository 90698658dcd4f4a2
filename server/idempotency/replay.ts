import type { FastifyReply, FastifyRequest } from 'fastify';
import { caller } from '../auth/bearer.ts';
import { fail } from '../errors.ts';
import type { RouteHandler } from '../types.ts';
import { requestFingerprint } from './fingerprint.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

type Outcome = { status?: number; body: unknown };

/**
 * Decision 312: with an `Idempotency-Key`, the key row and everything the handler writes commit
 * together; the same key and request within 24 hours answers the stored first result and writes
 * nothing; the same key with other data answers 422. A refused request stores nothing, so its
 * retry is judged afresh.
 */
export function withIdempotency(handler: RouteHandler): RouteHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (typeof key !== 'string') return handler(request, reply);
    const { userId } = caller(request);
    const fingerprint = requestFingerprint(request);
    const outcome = await request.server.repos.unitOfWork(async (repos): Promise<Outcome> => {
      if (!(await repos.idempotencyKeys.claim(userId, key, fingerprint))) {
        const first = await repos.idempotencyKeys.find(userId, key);
        if (!first || first.fingerprint !== fingerprint || first.statusCode === null)
          throw fail(422, 'errors.idempotencyKeyReused');
        return { status: first.statusCode, body: first.body === null ? undefined : JSON.parse(first.body) };
      }
      const body = await handler(request, reply);
      if (reply.sent) throw new Error('an idempotent handler must return its answer, not send it');
      await repos.idempotencyKeys.remember(userId, key, reply.statusCode, body);
      return { body };
    });
    if (outcome.status !== undefined) reply.status(outcome.status);
    return outcome.body;
  };
}
