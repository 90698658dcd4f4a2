import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, newCpf, startTestServer, type TestServer } from '../../test/helper.ts';
import { type LocalOidcProvider, startLocalOidcProvider } from '../../test/oidc-provider.ts';

const REDIRECT = 'http://127.0.0.1:9/login/social/google';
const EXISTS = 'Opa.. Já existe uma conta cadastrada com este e-mail!';
const REJECTED = 'Não foi possível entrar com o Google. Tente novamente.';

let provider: LocalOidcProvider;
let server: TestServer;
let people = 0;

beforeAll(async () => {
  provider = await startLocalOidcProvider();
  server = await startTestServer({
    social: {
      google: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        redirectUri: REDIRECT,
      },
    },
  });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });

/** A new person at the provider, different in every test. */
function nextPerson(overrides: Partial<LocalOidcProvider['user']> = {}) {
  people += 1;
  provider.user = {
    sub: `sub-${people}-${Date.now()}`,
    email: `pessoa.${people}.${Date.now()}@gmail.com`,
    email_verified: true,
    name: 'Ana Paula Souza',
    ...overrides,
  };
  return provider.user;
}

/** Start, then the provider's redirect back: what the SPA's callback route would post. */
async function roundTrip() {
  const start = await post('/users/social/start', { provider: 'google' });
  expect(start.statusCode, start.body).toBe(200);
  const authorizationUrl: string = start.json().data.authorizationUrl;
  const back = await provider.authorize(authorizationUrl);
  return { authorizationUrl, ...back };
}

const finish = (code: string, state: string) =>
  post('/users/social/callback', { provider: 'google', code, state });

async function signUpThroughGoogle() {
  const person = nextPerson();
  const { code, state } = await roundTrip();
  const callback = await finish(code, state);
  expect(callback.statusCode, callback.body).toBe(200);
  const { socialToken, socialUid } = callback.json().data;
  const created = await post('/users', {
    email: person.email,
    name: 'Ana Paula Souza',
    cpf: newCpf(),
    socialLogin: true,
    socialUid,
    socialToken,
  });
  expect(created.statusCode, created.body).toBe(200);
  return { person, session: created.json().data.session as { accessToken: string; id: string } };
}

describe('which providers are offered', () => {
  it('answers 404 for a provider the brand or the server does not offer, and never Facebook', async () => {
    for (const name of ['apple', 'facebook']) {
      const res = await post('/users/social/start', { provider: name });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/não está disponível/);
    }
  });
});

describe('first sign-in: the second step of sign-up', () => {
  it('sends PKCE, state and nonce, then answers a ticket for the second step', async () => {
    const person = nextPerson();
    const { authorizationUrl, code, state, redirectUri } = await roundTrip();
    const asked = new URL(authorizationUrl).searchParams;
    expect(asked.get('code_challenge_method')).toBe('S256');
    expect(asked.get('nonce')).toBeTruthy();
    expect(asked.get('state')).toBe(state);
    expect(redirectUri).toBe(REDIRECT);

    const res = await finish(code, state);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      status: 'signUp',
      socialToken: expect.any(String),
      socialUid: `google|${person.sub}`,
      socialEmail: person.email,
      name: 'Ana Paula Souza',
    });
    expect(provider.tokenRequests.at(-1)?.get('code_verifier')).toMatch(/^[\w-]{43,128}$/);
  });

  it('creates an active account signed in with the same bearer token a password login gives', async () => {
    const { person, session } = await signUpThroughGoogle();
    const me = await server.app.inject({
      method: 'GET',
      url: `/api/users/${session.id}`,
      headers: bearer(session.accessToken),
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({ email: person.email, active: true, socialLogin: true });
  });

  it('signs in next time through the provider, and never with a password (decision 304)', async () => {
    const { person, session } = await signUpThroughGoogle();
    const { code, state } = await roundTrip();
    const again = await finish(code, state);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'signedIn', session: { id: session.id } });
    const me = await server.app.inject({
      method: 'GET',
      url: `/api/users/${session.id}`,
      headers: bearer(again.json().data.session.accessToken),
    });
    expect(me.statusCode).toBe(200);

    for (const password of ['senha-que-nao-existe', 'qualquer-outra-123']) {
      const login = await post('/users/authenticate', { email: person.email, password });
      expect(login.statusCode).toBe(403);
    }
  });

  it('refuses a second step without the ticket, with another identity or with a used ticket', async () => {
    const person = nextPerson();
    const { code, state } = await roundTrip();
    const { socialToken, socialUid } = (await finish(code, state)).json().data;
    const base = { email: person.email, name: 'Ana', cpf: newCpf(), socialLogin: true };

    const forged = await post('/users', { ...base, socialUid: 'google|alguem-que-nao-veio' });
    expect(forged.statusCode).toBe(400);
    const mismatch = await post('/users', { ...base, socialUid: 'google|outra', socialToken });
    expect(mismatch.statusCode).toBe(400);
    const done = await post('/users', { ...base, socialUid, socialToken });
    expect(done.statusCode, done.body).toBe(200);
    const reused = await post('/users', { ...base, cpf: newCpf(), email: 'outra@gmail.com', socialToken });
    expect(reused.statusCode).toBe(400);
  });

  it('sends an activation code when the person chose an e-mail the provider did not vouch for', async () => {
    nextPerson();
    const { code, state } = await roundTrip();
    const { socialToken, socialUid } = (await finish(code, state)).json().data;
    const email = `escolhido.${Date.now()}@exemplo.com.br`;
    const created = await post('/users', {
      email,
      name: 'Ana',
      cpf: newCpf(),
      socialLogin: true,
      socialUid,
      socialToken,
    });
    expect(created.statusCode, created.body).toBe(200);
    const user = await server.app.repos.users.findByEmail(email);
    expect(user?.active).toBe(false);
  });
});

describe('callbacks that must not sign anyone in', () => {
  it('refuses a state it never issued', async () => {
    nextPerson();
    const { code } = await roundTrip();
    const res = await finish(code, 'estado-que-nunca-existiu');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REJECTED);
  });

  it('refuses a replayed state', async () => {
    nextPerson();
    const { code, state } = await roundTrip();
    expect((await finish(code, state)).statusCode).toBe(200);
    const replay = await finish(code, state);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(REJECTED);
  });

  const bent: Array<[string, () => void]> = [
    ['another nonce', () => (provider.tamper = (claims) => ({ ...claims, nonce: 'outro-nonce' }))],
    ['another audience', () => (provider.tamper = (claims) => ({ ...claims, aud: 'outro-cliente' }))],
    ['another issuer', () => (provider.tamper = (claims) => ({ ...claims, iss: 'https://falso.exemplo' }))],
    [
      'an expired token',
      () => {
        const past = Math.floor(Date.now() / 1000) - 7200;
        provider.tamper = (claims) => ({ ...claims, iat: past, exp: past + 600 });
      },
    ],
    ['a signature from a key outside the JWKS', () => (provider.forgeSignature = true)],
  ];
  it.each(bent)('refuses an ID token with %s, and creates nothing', async (_, bend) => {
    const person = nextPerson();
    const { code, state } = await roundTrip();
    bend();
    const res = await finish(code, state);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(REJECTED);
    expect(await server.app.repos.users.findBySocialUid(`google|${person.sub}`)).toBeUndefined();
    // The state went with the failed try.
    expect((await finish(code, state)).statusCode).toBe(400);
  });

  it('answers the catalogue text when the e-mail already has a password account', async () => {
    const account = await createAccount(server);
    nextPerson({ email: account.email });
    const { code, state } = await roundTrip();
    const res = await finish(code, state);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: EXISTS });
    const user = await server.app.repos.users.findByEmail(account.email);
    expect(user).toMatchObject({ socialLogin: false, socialUid: null });
  });
});

describe("Apple's form POST back to the redirect URI", () => {
  it('becomes a GET of the same SPA route with code and state in the query', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/login/social/apple',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=c%2F1&state=s-2&user=%7B%22name%22%3A1%7D',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login/social/apple?code=c%2F1&state=s-2');
  });
});
