import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../errors.ts';
import type { AuthContext } from '../types.ts';

/**
 * The contract's `bearerAuth`: a token is good only while its signature, expiry and session row
 * all hold, so logout, password change and deletion kill it in every process at once. An account
 * that is not activated reaches only `inactiveRoutes` (`METHOD /api/path/:param`, decision 300);
 * the check is on whoever signed in, not on the client a planner acts for.
 */
export function bearerAuth(app: FastifyInstance, inactiveRoutes: ReadonlySet<string>) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw fail(401, 'errors.unauthorized');
    const claims = await app.tokens.verify(match[1]);
    if (!claims) throw fail(401, 'errors.unauthorized');
    const session = await app.repos.sessions.findLive(claims.sessionId);
    if (!session || session.actingUserId !== claims.userId) throw fail(401, 'errors.unauthorized');
    if (!session.actorActive && !inactiveRoutes.has(`${request.method} ${request.routeOptions.url}`))
      throw fail(403, 'errors.accountNotActive');
    request.auth = { userId: session.actingUserId, actorId: session.userId, sessionId: session.id };
  };
}

/** The caller of a bearer-protected operation (the security handler has already run). */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw fail(401, 'errors.unauthorized');
  return request.auth;
}

/** Account-level acts (password, reset, deletion) belong to the account owner, not a planner acting for them. */
export function ownerOnly(request: FastifyRequest): AuthContext {
  const auth = caller(request);
  if (auth.actorId !== auth.userId) throw fail(403, 'errors.ownAccountOnly');
  return auth;
}
