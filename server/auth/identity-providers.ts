import * as oidc from 'openid-client';
import type { AppConfig, SocialProviderId } from '../config.ts';

/** The person an identity provider vouched for, from its verified ID token. */
export interface VerifiedIdentity {
  subject: string;
  /** Only an address the provider says it verified; otherwise null. */
  email: string | null;
  name: string | null;
}

/** What the server keeps between the start and the callback (in the database: decision 490). */
export interface StartedSignIn {
  authorizationUrl: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** `unreachable`: the provider did not answer (502); `rejected`: its answer did not verify (400). */
export class IdentityProviderError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'rejected',
    options: { cause: unknown },
  ) {
    super(`identity provider ${kind}`, options);
    this.name = 'IdentityProviderError';
  }
}

const SCOPES: Record<SocialProviderId, string> = {
  google: 'openid email profile',
  apple: 'openid email name',
};
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function classify(error: unknown): IdentityProviderError {
  if (error instanceof IdentityProviderError) return error;
  // The provider's own refusals and every failed check of its answer are "rejected"; a network or
  // timeout failure (fetch's TypeError, an abort) is "unreachable".
  const rejected =
    error instanceof oidc.ResponseBodyError ||
    error instanceof oidc.AuthorizationResponseError ||
    error instanceof oidc.WWWAuthenticateChallengeError ||
    (error instanceof oidc.ClientError && !(error.cause instanceof TypeError));
  return new IdentityProviderError(rejected ? 'rejected' : 'unreachable', { cause: error });
}

const isVerified = (value: unknown) => value === true || value === 'true'; // Apple sends "true"

/**
 * The OpenID Connect clients of the configured providers (openid-client): authorization-code flow
 * with PKCE (S256), state and nonce; the ID token is checked for issuer, audience, expiry, nonce and,
 * through the provider's JWKS, its signature (`enableNonRepudiationChecks`). Discovery documents are
 * cached per process (configuration, not state); a failed discovery is tried again next time.
 */
export function identityProviders(providers: AppConfig['social']) {
  const discovered = new Map<SocialProviderId, Promise<oidc.Configuration>>();

  function configuration(id: SocialProviderId): Promise<oidc.Configuration> {
    const provider = providers[id];
    if (!provider) return Promise.reject(new Error(`provider ${id} is not configured`));
    let found = discovered.get(id);
    if (!found) {
      const issuer = new URL(provider.issuer);
      // Plain http only for a provider on this machine (the tests' local one); never elsewhere.
      const local = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      found = oidc.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
        execute: [oidc.enableNonRepudiationChecks, ...(local ? [oidc.allowInsecureRequests] : [])],
      });
      found.catch(() => discovered.delete(id));
      discovered.set(id, found);
    }
    return found;
  }

  return {
    offers(id: string): id is SocialProviderId {
      return Object.hasOwn(providers, id) && Boolean(providers[id as SocialProviderId]);
    },

    async start(id: SocialProviderId): Promise<StartedSignIn> {
      const provider = providers[id];
      if (!provider) throw new Error(`provider ${id} is not configured`);
      const config = await configuration(id).catch((error: unknown) => {
        throw classify(error);
      });
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: provider.redirectUri,
        scope: SCOPES[id],
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        // Apple sends the code back in a form POST when names or e-mails are asked (server/spa.ts).
        ...(id === 'apple' ? { response_mode: 'form_post' } : {}),
      });
      return { authorizationUrl: url.href, state, nonce, codeVerifier };
    },

    async finish(
      id: SocialProviderId,
      returned: { code: string; state: string },
      kept: { state: string; nonce: string; codeVerifier: string },
    ): Promise<VerifiedIdentity> {
      const provider = providers[id];
      if (!provider) throw new Error(`provider ${id} is not configured`);
      try {
        const config = await configuration(id);
        const callback = new URL(provider.redirectUri);
        callback.search = new URLSearchParams({ code: returned.code, state: returned.state }).toString();
        const tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: kept.codeVerifier,
          expectedState: kept.state,
          expectedNonce: kept.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new IdentityProviderError('rejected', { cause: 'no ID token' });
        const email =
          typeof claims.email === 'string' && isVerified(claims.email_verified) ? claims.email : null;
        const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : null;
        return { subject: claims.sub, email: email?.trim().toLowerCase() ?? null, name };
      } catch (error) {
        throw classify(error);
      }
    },
  };
}

export type IdentityProviders = ReturnType<typeof identityProviders>;
