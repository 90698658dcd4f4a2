import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, bearer, createAccount, startTestServer, type TestServer } from '../../test/helper.ts';

let server: TestServer;
let account: Account;
const inject = (options: InjectOptions) => server.app.inject(options);
const patch = (payload: Record<string, unknown>) =>
  inject({ method: 'PATCH', url: `/api/users/${account.id}`, headers: bearer(account.token), payload });
const read = async () =>
  (await inject({ method: 'GET', url: `/api/users/${account.id}`, headers: bearer(account.token) })).json()
    .data;

beforeAll(async () => {
  server = await startTestServer();
  account = await createAccount(server);
});
afterAll(() => server.close());

describe('settings preferences on the user (decision 180)', () => {
  it('starts with the spec defaults: notifications on at 09:00, sum balance on, Real', async () => {
    expect(await read()).toMatchObject({
      currency: 'BRL',
      preferences: { notifications: true, notificationTime: '09:00', sumBalance: true },
    });
  });

  it('saves part of the preferences with the currency and keeps the rest', async () => {
    const res = await patch({
      currency: 'USD',
      preferences: { notifications: false, notificationTime: '21:30' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      currency: 'USD',
      preferences: { notifications: false, notificationTime: '21:30', sumBalance: true },
    });
    expect((await patch({ preferences: { sumBalance: false } })).json().data.preferences).toEqual({
      notifications: false,
      notificationTime: '21:30',
      sumBalance: false,
    });
  });

  it.each([
    [{ preferences: { notificationTime: '24:00' } }],
    [{ preferences: { notificationTime: '9:00' } }],
    [{ preferences: {} }],
    [{ preferences: { theme: 'dark' } }],
  ])('refuses %j with 400', async (payload) => {
    expect((await patch(payload)).statusCode).toBe(400);
  });
});

describe('profile rules of the settings screen', () => {
  it('refuses a blank name with CAMPO OBRIGATÓRIO', async () => {
    const res = await patch({ name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'CAMPO OBRIGATÓRIO', errors: [{ field: 'name' }] });
  });

  it('takes avatar1 to avatar10 or an image address, nothing else', async () => {
    expect((await patch({ image: 'avatar10' })).json().data.image).toBe('avatar10');
    expect((await patch({ image: 'https://exemplo.com.br/eu.png' })).statusCode).toBe(200);
    for (const image of ['avatar11', 'avatar0', 'javascript:alert(1)', '']) {
      const res = await patch({ image });
      expect(res.statusCode, image).toBe(400);
      expect(res.json().message).toBe('Imagem de perfil inválida');
    }
  });

  it('answers the catalogue texts for CPF and phone, and refuses a birth date after today', async () => {
    expect((await patch({ cpf: '123.456.789-00' })).json().message).toBe('CPF INVÁLIDO');
    expect((await patch({ phoneNumber: '(11) 1234' })).json().message).toBe('TELEFONE INVÁLIDO');
    const tomorrow = new Date(Date.now() + 36 * 3_600_000).toISOString();
    expect((await patch({ birthdate: tomorrow })).statusCode).toBe(400);
    expect((await patch({ birthdate: new Date().toISOString() })).statusCode).toBe(200);
  });

  it('refuses a new password under 8 characters and never stores an unknown field', async () => {
    expect((await patch({ password: '1234567' })).statusCode).toBe(400);
    expect((await patch({ email: 'outro@exemplo.com.br' })).statusCode).toBe(400);
    expect((await read()).email).toBe(account.email);
  });
});
