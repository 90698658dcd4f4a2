import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { claimMail, RECIPIENT_CEILING, recipientHasRoom } from '../../auth/limits.ts';
import {
  bearer,
  createAccount,
  lastMailTo,
  newCpf,
  outbox,
  startTestServer,
  type TestServer,
} from '../../test/helper.ts';
import { RECOVERY_TTL_MINUTES, repeatKey } from './mails.ts';

// Audit R1, R2 and R4: the mails about a person's own account (activation, recovery).
let server: TestServer;
const inject = (options: InjectOptions) => server.app.inject(options);

beforeAll(async () => {
  server = await startTestServer({ mailLimits: { perAccount: 3, perAddress: 10_000, delayMinutes: 5 } });
});
afterAll(() => server.close());

const recover = (email: string, remoteAddress = '127.0.0.1') =>
  inject({ method: 'POST', url: '/api/users/account/recovery', remoteAddress, payload: { email } });
const mailsTo = async (email: string, subject: string) =>
  (await outbox(server)).filter((mail) => mail.to.includes(email) && mail.subject.includes(subject));
const recoveryMailsTo = (email: string) => mailsTo(email, 'recuperação de senha');
/** What waiting past REPEAT_SECONDS does: the next request for that mail is a new act (audit AH3). */
const momentsLater = (kind: 'activation' | 'recovery', userId: string) =>
  server.app.repos.throttles.clear(repeatKey(kind, userId));
const resendCode = (token: string) =>
  inject({ method: 'POST', url: '/api/users/account/activation/resend_email', headers: bearer(token) });

/** Which repository methods and mails a call used, with how many calls each. */
async function workOf(call: () => Promise<unknown>): Promise<string[]> {
  const { app } = server;
  const spies = [vi.spyOn(app.mailer, 'send')];
  const named = new Map(spies.map((spy) => [spy, 'mailer.send']));
  for (const [name, repository] of Object.entries(app.repos)) {
    if (typeof repository !== 'object' || repository === null) continue;
    for (const [method, value] of Object.entries(repository))
      if (typeof value === 'function') {
        const spy = vi.spyOn(repository as Record<string, (...args: unknown[]) => unknown>, method);
        spies.push(spy as never);
        named.set(spy as never, `${name}.${method}`);
      }
  }
  try {
    await call();
    return spies.flatMap((spy) =>
      spy.mock.calls.length > 0 ? [`${named.get(spy)} ×${spy.mock.calls.length}`] : [],
    );
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

describe('recovery answers before anything only an account pays for (audit R1)', () => {
  it('a known and an unknown e-mail cost the answer the same work; the mail leaves from the queue', async () => {
    const account = await createAccount(server);
    const known = await workOf(async () =>
      expect((await recover(account.email, '10.30.0.1')).statusCode).toBe(204),
    );
    const unknown = await workOf(async () =>
      expect((await recover('ninguem-aqui@exemplo.com.br', '10.30.0.2')).statusCode).toBe(204),
    );
    expect(known).toEqual(unknown);
    expect(known).toEqual(expect.arrayContaining(['throttles.claim ×1', 'jobs.enqueue ×1']));
    expect(known.join()).not.toMatch(/mailer|codes|users\./);
    expect(await recoveryMailsTo(account.email)).toHaveLength(0);

    await server.app.jobs.tick();
    expect(await recoveryMailsTo(account.email)).toHaveLength(1);
    expect(await recoveryMailsTo('ninguem-aqui@exemplo.com.br')).toHaveLength(0);
  });
});

describe('a mailbox not yet proved gets no words of the sign-up (audit R2)', () => {
  const PHISHING =
    'Seu acesso ao Otto foi bloqueado. Confirme seus dados em http://golpe.example e informe o código abaixo';

  it('activation and its resend greet no one by name, nor does the recovery of that account', async () => {
    const account = await createAccount(server, { name: PHISHING, activate: false });
    await momentsLater('activation', account.id);
    const resend = await resendCode(account.token);
    expect(resend.statusCode).toBe(204);
    expect((await recover(account.email)).statusCode).toBe(204);
    await server.app.jobs.tick();
    const mails = [
      ...(await mailsTo(account.email, 'código de ativação')),
      ...(await recoveryMailsTo(account.email)),
    ];
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.text).not.toContain('golpe');
      expect(mail.text.startsWith('Olá!\n')).toBe(true);
      // The brand, not a bare address, is the sender (audit S5).
      expect(mail.from).toBe('Otto <nao-responda@exemplo.com.br>');
    }
  });

  it('the recovery of an activated account greets its owner by name', async () => {
    const account = await createAccount(server, { name: 'Joana Prado' });
    expect((await recover(account.email)).statusCode).toBe(204);
    await server.app.jobs.tick();
    expect((await lastMailTo(server, account.email)).text.startsWith('Olá, Joana Prado!\n')).toBe(true);
  });
});

describe('a mail asked for twice at once is sent once (audit AH3)', () => {
  const code = async (email: string) =>
    /\b(\d{6})\b/.exec((await mailsTo(email, 'código de ativação')).at(-1)?.text ?? '')?.[1];

  it("two presses of 'Reenviar código de ativação': both answered, one mail, and its code activates", async () => {
    const account = await createAccount(server, { activate: false });
    await momentsLater('activation', account.id);
    const answers = await Promise.all([resendCode(account.token), resendCode(account.token)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204]);
    // The sign-up's mail and one more.
    expect(await mailsTo(account.email, 'código de ativação')).toHaveLength(2);
    const activated = await inject({
      method: 'POST',
      url: '/api/users/account/activation',
      headers: bearer(account.token),
      payload: { activationCode: await code(account.email) },
    });
    expect(activated.statusCode, activated.body).toBe(200);
  });

  it("two presses of 'Recuperar Conta': one mail, and its link sets the password", async () => {
    const account = await createAccount(server);
    const answers = await Promise.all([
      recover(account.email, '10.45.0.1'),
      recover(account.email, '10.45.0.1'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204]);
    await server.app.jobs.tick();
    const mails = await recoveryMailsTo(account.email);
    expect(mails).toHaveLength(1);
    const token = /\/account-recovery\/([\w-]+)/.exec(mails[0]?.text ?? '')?.[1];
    const updated = await inject({
      method: 'POST',
      url: '/api/users/password',
      payload: { password: 'nova-senha-456', encryptedToken: token },
    });
    expect(updated.statusCode).toBe(204);
  });

  it('asked again seconds later, a new mail goes and only its link works', async () => {
    const account = await createAccount(server);
    expect((await recover(account.email, '10.45.1.1')).statusCode).toBe(204);
    await server.app.jobs.tick();
    await momentsLater('recovery', account.id);
    expect((await recover(account.email, '10.45.1.1')).statusCode).toBe(204);
    await server.app.jobs.tick();
    const [first, second, ...more] = await recoveryMailsTo(account.email);
    expect(more).toEqual([]);
    const link = (mail: typeof first) => /\/account-recovery\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const setBy = (mail: typeof first) =>
      inject({
        method: 'POST',
        url: '/api/users/password',
        payload: { password: 'nova-senha-456', encryptedToken: link(mail) },
      });
    expect((await setBy(first)).statusCode).toBe(400);
    expect((await setBy(second)).statusCode).toBe(204);
  });
});

describe('requests from elsewhere never keep the owner from a link (audit R4)', () => {
  it('recovery: strangers on many addresses neither refuse the owner nor fill the mailbox past the ceiling', async () => {
    const account = await createAccount(server);
    // Seconds apart each, or a request would be the one before it again (audit AH3).
    const strangerRecovers = async (address: string) => {
      expect((await recover(account.email, address)).statusCode).toBe(204);
      await server.app.jobs.tick();
      await momentsLater('recovery', account.id);
    };
    for (let i = 1; i <= RECIPIENT_CEILING.free + 5; i += 1) await strangerRecovers(`10.40.0.${i}`);
    await strangerRecovers('10.40.1.1');

    const mails = await recoveryMailsTo(account.email);
    expect(mails).toHaveLength(RECIPIENT_CEILING.free);
    // The requests held back retired nothing: the newest link in the mailbox still works.
    const token = /\/account-recovery\/([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
    const updated = await inject({
      method: 'POST',
      url: '/api/users/password',
      payload: { password: 'nova-senha-456', encryptedToken: token },
    });
    expect(updated.statusCode).toBe(204);
  });

  it('one address alone is bounded per recipient, with Retry-After', async () => {
    const account = await createAccount(server);
    for (let i = 0; i < 3; i += 1) expect((await recover(account.email, '10.41.0.1')).statusCode).toBe(204);
    const refused = await recover(account.email, '10.41.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(300);
    expect((await recover(account.email, '10.41.0.2')).statusCode).toBe(204);
  });

  it("strangers' recoveries refuse neither the owner's resend nor a sign-up of the address", async () => {
    const inactive = await createAccount(server, { activate: false });
    const fresh = 'ainda-sem-conta@exemplo.com.br';
    for (let i = 1; i <= 10; i += 1) {
      expect((await recover(inactive.email, `10.42.0.${i}`)).statusCode).toBe(204);
      expect((await recover(fresh, `10.43.0.${i}`)).statusCode).toBe(204);
    }
    const resend = await inject({
      method: 'POST',
      url: '/api/users/account/activation/resend_email',
      headers: bearer(inactive.token),
    });
    expect(resend.statusCode).toBe(204);
    const signUp = await inject({
      method: 'POST',
      url: '/api/users',
      payload: { email: fresh, password: 'senha-segura-1', name: 'Dona da Caixa', cpf: newCpf() },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    expect(await mailsTo(fresh, 'código de ativação')).toHaveLength(1);
  });

  it('a sign-up past the ceiling of activation mails is made without its mail; the owner asks for it', async () => {
    const email = 'muitas-vezes@exemplo.com.br';
    for (let i = 0; i < RECIPIENT_CEILING.free; i += 1)
      expect(await recipientHasRoom(server.app, 'activation', email)).toBe(true);
    const account = await createAccount(server, { email, activate: false });
    expect(await mailsTo(email, 'código de ativação')).toHaveLength(0);
    const resend = await inject({
      method: 'POST',
      url: '/api/users/account/activation/resend_email',
      headers: bearer(account.token),
    });
    expect(resend.statusCode).toBe(204);
    expect(await mailsTo(email, 'código de ativação')).toHaveLength(1);
  });

  it('invitations to one person are refused to their senders past the ceiling', async () => {
    const to = 'convidada-demais@exemplo.com.br';
    for (let i = 1; i <= RECIPIENT_CEILING.free; i += 1)
      await claimMail(server.app, { to, from: `conta-${i}`, address: `10.44.0.${i}` });
    await expect(claimMail(server.app, { to, from: 'conta-x', address: '10.44.1.1' })).rejects.toMatchObject({
      statusCode: 429,
    });
  });

  it('holds a recovery back no longer than its link lives', () => {
    expect(RECIPIENT_CEILING.maxSeconds).toBeLessThanOrEqual(RECOVERY_TTL_MINUTES * 60);
    expect(RECIPIENT_CEILING.baseSeconds).toBe(RECIPIENT_CEILING.maxSeconds);
  });
});
