import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/** Who the provider says signs in next (its consent screen always agrees). */
export interface ProviderUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  nonce: string | undefined;
  challenge: string | undefined;
  user: ProviderUser;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The next person to sign in. */
  user: ProviderUser;
  /** Changes the next ID token's claims (a wrong audience, an old expiry, another nonce). */
  tamper: ((claims: JWTPayload) => JWTPayload) | undefined;
  /** Signs the next ID token with a key that is not in the JWKS. */
  forgeSignature: boolean;
  /** The token requests it received: PKCE and client authentication are checked on each. */
  tokenRequests: URLSearchParams[];
  /** Plays the browser at the authorization address: the provider's redirect back, as code and state. */
  authorize(authorizationUrl: string): Promise<{ code: string; state: string; redirectUri: string }>;
  close(): Promise<void>;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A small OpenID Connect provider on 127.0.0.1 for tests and the e2e journey: discovery, JWKS,
 * an authorization endpoint that consents at once, and a token endpoint that checks the code (one
 * use), the redirect URI, the client secret and the PKCE verifier (S256) before signing an RS256 ID
 * token. Tests bend the next token with `tamper` or `forgeSignature`.
 */
export async function startLocalOidcProvider(
  options: { clientId?: string; clientSecret?: string } = {},
): Promise<LocalOidcProvider> {
  const keys = await generateKeyPair('RS256');
  const rogue = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'chave-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, IssuedCode>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider: LocalOidcProvider = {
    issuer,
    clientId: options.clientId ?? 'financas-teste',
    clientSecret: options.clientSecret ?? 'segredo-do-cliente',
    user: { sub: '1001', email: 'pessoa@exemplo.com.br', email_verified: true, name: 'Pessoa Teste' },
    tamper: undefined,
    forgeSignature: false,
    tokenRequests: [],
    async authorize(authorizationUrl) {
      const res = await fetch(authorizationUrl, { redirect: 'manual' });
      const location = new URL(res.headers.get('location') ?? '');
      return {
        code: location.searchParams.get('code') ?? '',
        state: location.searchParams.get('state') ?? '',
        redirectUri: `${location.origin}${location.pathname}`,
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function idToken(issued: IssuedCode): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    let claims: JWTPayload = {
      iss: issuer,
      aud: issued.clientId,
      iat: now,
      exp: now + 600,
      ...(issued.nonce ? { nonce: issued.nonce } : {}),
      ...issued.user,
    };
    if (provider.tamper) claims = provider.tamper(claims);
    provider.tamper = undefined;
    const key = provider.forgeSignature ? rogue.privateKey : keys.privateKey;
    provider.forgeSignature = false;
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'chave-1' }).sign(key);
  }

  server.on('request', async (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const query = url.searchParams;
      const redirectUri = query.get('redirect_uri') ?? '';
      const code = base64url(randomBytes(16));
      codes.set(code, {
        clientId: query.get('client_id') ?? '',
        redirectUri,
        nonce: query.get('nonce') ?? undefined,
        challenge: query.get('code_challenge') ?? undefined,
        user: { ...provider.user },
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', query.get('state') ?? '');
      response.writeHead(302, { location: back.href }).end();
      return;
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request));
      provider.tokenRequests.push(form);
      const code = form.get('code') ?? '';
      const issued = codes.get(code);
      codes.delete(code);
      const verifier = form.get('code_verifier') ?? '';
      const basic = request.headers.authorization?.startsWith('Basic ')
        ? Buffer.from(request.headers.authorization.slice(6), 'base64').toString().split(':')
        : [];
      const clientId = decodeURIComponent(basic[0] ?? form.get('client_id') ?? '');
      const secret = decodeURIComponent(basic[1] ?? form.get('client_secret') ?? '');
      const challenge = base64url(createHash('sha256').update(verifier).digest());
      if (
        !issued ||
        issued.redirectUri !== form.get('redirect_uri') ||
        clientId !== provider.clientId ||
        secret !== provider.clientSecret ||
        !issued.challenge ||
        issued.challenge !== challenge
      )
        return json(400, { error: 'invalid_grant' });
      return json(200, {
        access_token: base64url(randomBytes(16)),
        token_type: 'Bearer',
        expires_in: 600,
        id_token: await idToken(issued),
      });
    }
    json(404, { error: 'not_found' });
  });

  return provider;
}
