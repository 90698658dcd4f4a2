import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, bearer, createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

let server: TestServer;
let admin: Account;
let joiner: Account;
const inject = (options: InjectOptions) => server.app.inject(options);
const post = (token: string, url: string, payload: Record<string, unknown>) =>
  inject({ method: 'POST', url, headers: bearer(token), payload });

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAccount(server);
  joiner = await createAccount(server);
});
afterAll(() => server.close());

describe('family form rules (spec 3, section 5)', () => {
  let familyId: string;

  it("refuses a blank family name with 'Informação Obrigatória'", async () => {
    for (const name of ['', '   ']) {
      const res = await post(admin.token, '/api/families', { name, user: admin.id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Informação Obrigatória', errors: [{ field: 'name' }] });
    }
    const res = await post(admin.token, '/api/families', { name: '  Família Lima ', user: admin.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.name).toBe('Família Lima');
    familyId = res.json().data._id;
  });

  it("refuses an empty invite e-mail ('Informação Obrigatória') and a malformed one ('Email inválido')", async () => {
    const url = `/api/families/${familyId}/member`;
    expect((await post(admin.token, url, { email: ' ' })).json().message).toBe('Informação Obrigatória');
    // Each of these the mailer read as another recipient than the one listed (audit AB2).
    for (const email of [
      'sem-arroba',
      'v6+<img>@exemplo.com.br',
      'v8@exemplo.com.br,abuse',
      'v9@exemplo.com.br;outro@exemplo.com.br',
      '"Ana" <ana@exemplo.com.br>',
      'v7@[127.0.0.1]',
    ]) {
      const bad = await post(admin.token, url, { email });
      expect(bad.statusCode, email).toBe(400);
      expect(bad.json().message).toBe('Email inválido');
    }
    // Only the admin is listed: no refused address became a pending member.
    expect((await server.app.repos.families.findById(familyId))?.members).toHaveLength(1);
    expect((await post(admin.token, url, { email: joiner.email })).statusCode).toBe(200);
  });

  it("refuses a blank voucher with 'Informação Obrigatória' and a blank rename", async () => {
    const res = await post(joiner.token, '/api/families/voucher', {
      voucher: ' ',
      email: joiner.email,
      user: joiner.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Informação Obrigatória');
    const rename = await inject({
      method: 'PATCH',
      url: `/api/families/${familyId}`,
      headers: bearer(admin.token),
      payload: { name: '' },
    });
    expect(rename.statusCode).toBe(400);
  });
});
