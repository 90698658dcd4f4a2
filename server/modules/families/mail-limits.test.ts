import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverTexts from '../../../locales/pt-BR/server.json' with { type: 'json' };
import {
  type Account,
  bearer,
  createAccount,
  newCpf,
  outbox,
  startTestServer,
  type TestServer,
} from '../../test/helper.ts';

// Decision 302: every mail-sending call is limited per account and per address.
let server: TestServer;
const inject = (options: InjectOptions) => server.app.inject(options);
let admin: Account;
let familyId: string;
const FAMILY_NAME = 'Ganhe R$ 5.000 em https://golpe.exemplo';

beforeAll(async () => {
  server = await startTestServer({ mailLimits: { perAccount: 3, perAddress: 6, delayMinutes: 5 } });
  admin = await createAccount(server);
  const created = await inject({
    method: 'POST',
    url: '/api/families',
    headers: bearer(admin.token),
    payload: { name: FAMILY_NAME, user: admin.id },
  });
  familyId = created.json().data._id;
});
afterAll(() => server.close());

const invite = (email: string, remoteAddress = '10.20.0.1', token = admin.token) =>
  inject({
    method: 'POST',
    url: `/api/families/${familyId}/member`,
    headers: bearer(token),
    remoteAddress,
    payload: { email },
  });

describe('family invitations', () => {
  it('keep the family name out of the subject', async () => {
    expect((await invite('convidada@exemplo.com.br')).statusCode).toBe(200);
    const mail = (await outbox(server)).find((item) => item.to.includes('convidada@exemplo.com.br'));
    expect(mail?.subject).toBeTruthy();
    expect(mail?.subject).not.toContain('golpe');
    expect(mail?.subject).not.toContain('5.000');
  });

  it('are limited per sending account, with Retry-After and a pt-BR message', async () => {
    expect((await invite('segunda@exemplo.com.br', '10.20.0.2')).statusCode).toBe(200);
    expect((await invite('terceira@exemplo.com.br', '10.20.0.3')).statusCode).toBe(200);
    const before = (await outbox(server)).length;
    const res = await invite('quarta@exemplo.com.br', '10.20.0.4');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBe(300);
    expect(res.json().message).toBe(
      'Muitos e-mails enviados em pouco tempo. Aguarde 5 minutos e tente novamente.',
    );
    expect((await outbox(server)).length).toBe(before);
  });
});

describe('mail from public calls', () => {
  it('recovery is limited per e-mail from one address, and per address across e-mails', async () => {
    const recover = (email: string, remoteAddress: string) =>
      inject({ method: 'POST', url: '/api/users/account/recovery', remoteAddress, payload: { email } });
    for (let i = 1; i <= 3; i += 1)
      expect((await recover('alguem@exemplo.com.br', '10.21.0.1')).statusCode).toBe(204);
    expect((await recover('alguem@exemplo.com.br', '10.21.0.1')).statusCode).toBe(429);
    // Another address asking for the same person is not held by the first one's requests (decision 302).
    expect((await recover('alguem@exemplo.com.br', '10.21.0.9')).statusCode).toBe(204);
    for (let i = 1; i <= 6; i += 1)
      expect((await recover(`pessoa-${i}@exemplo.com.br`, '10.22.0.1')).statusCode).toBe(204);
    const res = await recover('mais-uma@exemplo.com.br', '10.22.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeTruthy();
  });

  it('sign-ups from one address are limited like mail', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push(
        (
          await inject({
            method: 'POST',
            url: '/api/users',
            remoteAddress: '10.23.0.1',
            payload: {
              email: `cadastro-${i}@exemplo.com.br`,
              password: 'senha-segura-1',
              name: 'Pessoa',
              cpf: newCpf(),
            },
          })
        ).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('resending the activation code is limited per account', async () => {
    const fresh = await createAccount(server, { activate: false });
    const resend = () =>
      inject({
        method: 'POST',
        url: '/api/users/account/activation/resend_email',
        headers: bearer(fresh.token),
      });
    // The sign-up mail was the first of three.
    expect((await resend()).statusCode).toBe(204);
    expect((await resend()).statusCode).toBe(204);
    expect((await resend()).statusCode).toBe(429);
  });
});

describe('mail templates', () => {
  it('put nothing but the brand into any subject', () => {
    const subjects = Object.entries(serverTexts.mail).filter(([key]) => key.endsWith('Subject'));
    expect(subjects.length).toBeGreaterThanOrEqual(3);
    for (const [key, subject] of subjects)
      expect([key, subject.replaceAll('{{brand}}', '').replaceAll('{{article}}', '')]).toEqual([
        key,
        expect.not.stringContaining('{{'),
      ]);
  });
});
