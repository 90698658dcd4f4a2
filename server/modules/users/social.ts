import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdentityProviderError, type VerifiedIdentity } from '../../auth/identity-providers.ts';
import { claimSocialTry, refundSocialTry } from '../../auth/limits.ts';
import type { SocialProviderId } from '../../config.ts';
import { fail, HttpError } from '../../errors.ts';
import { t } from '../../i18n.ts';
import type { Answer, Handlers, Schemas } from '../types.ts';
import { openSession } from './session.ts';

/** How long the browser may take at the provider, and the person over the second step. */
const STATE_MINUTES = 10;
const TICKET_MINUTES = 30;

const providerName = (provider: string) => t(`providers.${provider as 'google'}`);

function offered(app: FastifyInstance, provider: Schemas['SocialProvider']): SocialProviderId {
  if (!app.identities.offers(provider))
    throw fail(404, 'errors.socialUnavailable', { provider: providerName(provider) });
  return provider;
}

function providerFailure(request: FastifyRequest, provider: string, error: unknown): HttpError {
  if (!(error instanceof IdentityProviderError)) throw error;
  request.log.warn({ provider, err: error.cause }, `social sign-in ${error.kind}`);
  const key = error.kind === 'unreachable' ? 'errors.socialUnreachable' : 'errors.socialRejected';
  return new HttpError(
    error.kind === 'unreachable' ? 502 : 400,
    t(key, { provider: providerName(provider) }),
  );
}

/** The one-use ticket of a first sign-in: what the second step of sign-up needs (decision 491). */
async function openTicket(app: FastifyInstance, provider: SocialProviderId, identity: VerifiedIdentity) {
  const ticket = randomBytes(32).toString('base64url');
  await app.repos.socialSignIns.open('ticket', ticket, TICKET_MINUTES, {
    provider,
    subject: identity.subject,
    email: identity.email,
    name: identity.name,
  });
  return ticket;
}

export const socialUid = (provider: string, subject: string) => `${provider}|${subject}`;

export const socialHandlers: Handlers = {
  async startSocialSignIn(request): Promise<Answer<'startSocialSignIn', 200>> {
    const app = request.server;
    const provider = offered(app, request.body.provider);
    // Each start stores a row: one address cannot fill the table (login limits, decision 301).
    await claimSocialTry(app, request.ip);
    const started = await app.identities.start(provider).catch((error: unknown) => {
      throw providerFailure(request, provider, error);
    });
    await app.repos.socialSignIns.open('state', started.state, STATE_MINUTES, {
      provider,
      nonce: started.nonce,
      codeVerifier: started.codeVerifier,
    });
    return { data: { authorizationUrl: started.authorizationUrl } };
  },

  async finishSocialSignIn(request): Promise<Answer<'finishSocialSignIn', 200>> {
    const app = request.server;
    const provider = offered(app, request.body.provider);
    const { code, state } = request.body;
    // Taken once, whatever happens next: a replayed or forged callback finds nothing.
    const kept = await app.repos.socialSignIns.take('state', state);
    if (!kept?.nonce || !kept.codeVerifier || kept.provider !== provider) {
      request.log.warn({ provider }, 'social sign-in with an unknown, used or expired state');
      throw fail(400, 'errors.socialRejected', { provider: providerName(provider) });
    }
    const identity = await app.identities
      .finish(provider, { code, state }, { state, nonce: kept.nonce, codeVerifier: kept.codeVerifier })
      .catch((error: unknown) => {
        throw providerFailure(request, provider, error);
      });

    await refundSocialTry(app, request.ip);

    const uid = socialUid(provider, identity.subject);
    const linked = await app.repos.users.findBySocialUid(uid);
    if (linked) {
      const session = await openSession(app, linked);
      request.log.info({ userId: linked.id, provider }, 'signed in through identity provider');
      return { data: { status: 'signedIn', session } };
    }
    // An e-mail that already has an account (with a password, or another provider) is never linked
    // or entered from here: spec 1's 'account exists with different credential'.
    if (identity.email && (await app.repos.users.findByEmail(identity.email)))
      throw fail(409, 'errors.socialAccountExists');

    const socialToken = await openTicket(app, provider, identity);
    return {
      data: {
        status: 'signUp',
        socialToken,
        socialUid: uid,
        ...(identity.email ? { socialEmail: identity.email } : {}),
        ...(identity.name ? { name: identity.name } : {}),
      },
    };
  },
};
