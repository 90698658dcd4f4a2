import type { FastifyInstance, FastifyRequest } from 'fastify';
import { subscriptionState, TRIAL_PLAN } from '../../src/lib/subscription.ts';
import { asBought, rulingSubscription } from '../domain/subscription.ts';
import { fail, HttpError } from '../errors.ts';
import { t } from '../i18n.ts';
import type { AuthContext } from '../types.ts';
import { leavesFamily } from './expired.ts';

/**
 * The contract's `bearerAuth`: a token is good only while its signature, expiry and session row
 * all hold, so logout, password change and deletion kill it in every process at once. An account
 * that is not activated reaches only `inactiveRoutes` (`METHOD /api/path/:param`, decision 300);
 * the check is on whoever signed in, not on the client a planner acts for.
 */
export function bearerAuth(
  app: FastifyInstance,
  inactiveRoutes: ReadonlySet<string>,
  expiredRoutes: ReadonlySet<string> = new Set(),
) {
  return async (request: FastifyRequest): Promise<void> => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw fail(401, 'errors.unauthorized');
    const claims = await app.tokens.verify(match[1]);
    if (!claims) throw fail(401, 'errors.unauthorized');
    const session = await app.repos.sessions.findLive(claims.sessionId);
    if (!session || session.actingUserId !== claims.userId) throw fail(401, 'errors.unauthorized');
    const route = `${request.method} ${request.routeOptions.url}`;
    if (!session.actorActive && !inactiveRoutes.has(route)) throw fail(403, 'errors.accountNotActive');
    request.auth = { userId: session.actingUserId, actorId: session.userId, sessionId: session.id };
    if (request.method !== 'GET' && request.method !== 'HEAD' && !expiredRoutes.has(route))
      await refuseExpired(app, session.actingUserId, request);
  };
}

/**
 * Decision 431: an account whose trial or subscription ended reads and exports its data but cannot
 * write it. The state is the data owner's (a planner acting for an expired client cannot write
 * either); the answer is 403 with `code: subscriptionExpired`, which the app turns into 'Assinar'.
 * Leaving a family stays open, inviting into it does not (audit AE6). The text says what was bought:
 * a checkout whose first charge failed and was never paid reads as the trial, as Meu plano says.
 */
async function refuseExpired(app: FastifyInstance, userId: string, request: FastifyRequest) {
  const ruling = rulingSubscription(await app.repos.subscriptions.ruling(userId), app.billing.familyPlans);
  if (subscriptionState(ruling) !== 'expired' || leavesFamily(request)) return;
  const bought = ruling ? asBought(ruling, await app.repos.subscriptions.invoices(ruling.id)) : undefined;
  const key =
    bought?.subscriptionId && bought.plan !== TRIAL_PLAN
      ? 'errors.subscriptionExpired'
      : 'errors.trialExpired';
  throw new HttpError(403, t(key), undefined, undefined, 'subscriptionExpired');
}

/** The caller of a bearer-protected operation (the security handler has already run). */
export function caller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw fail(401, 'errors.unauthorized');
  return request.auth;
}

/**
 * Account-level acts (password, reset, deletion, joining a family) belong to the account owner, not a
 * planner acting for them; `refusal` words the act refused.
 */
export function ownerOnly(
  request: FastifyRequest,
  refusal:
    | 'errors.ownAccountOnly'
    | 'errors.familyJoinOwnOnly'
    | 'errors.companyPlanOwnOnly'
    | 'errors.subscriptionOwnOnly' = 'errors.ownAccountOnly',
): AuthContext {
  const auth = caller(request);
  if (auth.actorId !== auth.userId) throw fail(403, refusal);
  return auth;
}
