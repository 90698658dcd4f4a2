import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema.ts';
import {
  type Account,
  bearer,
  createAccount,
  lastMailTo,
  login,
  newCpf,
  outbox,
  startTestServer,
  type TestServer,
} from '../../test/helper.ts';

let server: TestServer;
const inject = (options: InjectOptions) => server.app.inject(options);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signUp = (payload: Record<string, unknown>) => inject({ method: 'POST', url: '/api/users', payload });

describe('sign-up', () => {
  it('creates an inactive account with the cash wallet and mails a 6-digit code in pt-BR', async () => {
    const email = 'Nova.Pessoa@Exemplo.com.br';
    const res = await signUp({
      email,
      password: 'senha-segura-1',
      name: 'Nova Pessoa',
      cpf: '529.982.247-25',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'created', code: 200 });
    const mail = await lastMailTo(server, 'nova.pessoa@exemplo.com.br');
    expect(mail.subject).toContain('Otto');
    expect(mail.text).toMatch(/código de ativação/);
    expect(mail.text).toMatch(/\b\d{6}\b/);

    const token = await login(server, 'nova.pessoa@exemplo.com.br', 'senha-segura-1');
    const me = await inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { email: 'nova.pessoa@exemplo.com.br', password: 'senha-segura-1' },
    });
    const id = me.json().data.id as string;
    const user = await inject({ method: 'GET', url: `/api/users/${id}`, headers: bearer(token) });
    expect(user.json().data).toMatchObject({
      email: 'nova.pessoa@exemplo.com.br',
      active: false,
      cpf: '52998224725',
    });
    expect(user.body).not.toMatch(/password|hash/i);
    const wallets = await server.app.repos.ledger.walletsOf(id);
    expect(wallets.map((w) => [w.name, w.type])).toEqual([['Dinheiro', 'money']]);
  });

  it('refuses a blank name, as the profile does', async () => {
    const res = await signUp({
      email: 'sem.nome@exemplo.com.br',
      password: 'senha-segura-1',
      name: '   ',
      cpf: '529.982.247-25',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'CAMPO OBRIGATÓRIO', errors: [{ field: 'name' }] });
    expect(await server.app.repos.users.findByEmail('sem.nome@exemplo.com.br')).toBeUndefined();
  });

  it('refuses a duplicate e-mail in any case with the duplicate message', async () => {
    const res = await signUp({
      email: 'NOVA.pessoa@exemplo.COM.br',
      password: 'senha-segura-1',
      name: 'Outra',
      cpf: newCpf(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Já existe uma conta com este email!/);
  });

  it.each([
    ['a bad CPF', { cpf: '123.456.789-00' }, /CPF/],
    ['a short password', { password: '1234567' }, /Dados inválidos/],
    ['no password without social login', { password: undefined }, /Por favor insira uma senha!/],
    ['an invalid e-mail', { email: 'sem-arroba' }, /Dados inválidos/],
    ['no name', { name: undefined }, /CAMPO OBRIGATÓRIO/],
    ['a field the contract does not know', { admin: true }, /Dados inválidos/],
    ['a birth date in the future', { birthdate: '2199-01-01T00:00:00.000Z' }, /futuro/],
  ])('refuses %s with 400', async (_case, change, message) => {
    const payload: Record<string, unknown> = {
      email: `x-${Math.random().toString(36).slice(2)}@exemplo.com.br`,
      password: 'senha-segura-1',
      name: 'Fulano',
      cpf: newCpf(),
      ...change,
    };
    for (const [key, value] of Object.entries(change)) if (value === undefined) delete payload[key];
    const res = await signUp(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('refuses a social sign-up the identity provider did not vouch for (decision 491)', async () => {
    // Before, any client could name any socialUid and get a password-less account for it.
    const res = await signUp({
      email: 'social@exemplo.com.br',
      name: 'Social',
      cpf: newCpf(),
      socialLogin: true,
      socialUid: 'google|1',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(await server.app.repos.users.findByEmail('social@exemplo.com.br')).toBeUndefined();
  });
});

describe('activation', () => {
  let account: Account;
  beforeAll(async () => {
    account = await createAccount(server, { activate: false });
  });

  it('refuses a wrong code, resends a new one, activates with it and then refuses again', async () => {
    const wrong = await inject({
      method: 'POST',
      url: '/api/users/account/activation',
      headers: bearer(account.token),
      payload: { activationCode: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/inválido/);
    const firstCode = /\b(\d{6})\b/.exec((await lastMailTo(server, account.email)).text)?.[1];

    const resend = await inject({
      method: 'POST',
      url: '/api/users/account/activation/resend_email',
      headers: bearer(account.token),
    });
    expect(resend.statusCode).toBe(204);
    const code = /\b(\d{6})\b/.exec((await lastMailTo(server, account.email)).text)?.[1];
    if (firstCode !== code) {
      const old = await inject({
        method: 'POST',
        url: '/api/users/account/activation',
        headers: bearer(account.token),
        payload: { activationCode: firstCode },
      });
      expect(old.statusCode).toBe(400);
    }
    const ok = await inject({
      method: 'POST',
      url: '/api/users/account/activation',
      headers: bearer(account.token),
      payload: { activationCode: code },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.active).toBe(true);

    const again = await inject({
      method: 'POST',
      url: '/api/users/account/activation',
      headers: bearer(account.token),
      payload: { activationCode: code },
    });
    expect(again.statusCode).toBe(400);
    const resendActive = await inject({
      method: 'POST',
      url: '/api/users/account/activation/resend_email',
      headers: bearer(account.token),
    });
    expect(resendActive.statusCode).toBe(400);
  });

  it('refuses a code that is not 6 digits and calls without a token', async () => {
    const bad = await inject({
      method: 'POST',
      url: '/api/users/account/activation',
      headers: bearer(account.token),
      payload: { activationCode: '12ab' },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await inject({
      method: 'POST',
      url: '/api/users/account/activation',
      payload: { activationCode: '123456' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Permission denied!');
  });
});

describe('login', () => {
  let account: Account;
  beforeAll(async () => {
    account = await createAccount(server);
  });

  it('answers token, id and isPlanner; lets an inactive user sign in', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { email: account.email, password: account.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: account.id, isPlanner: false });
    expect(typeof res.json().data.accessToken).toBe('string');
  });

  it('answers a wrong password and an unknown e-mail with the same 403', async () => {
    const wrong = await inject({
      method: 'POST',
      url: '/api/users/authenticate',
      remoteAddress: '10.0.0.1',
      payload: { email: account.email, password: 'errada-123' },
    });
    const unknown = await inject({
      method: 'POST',
      url: '/api/users/authenticate',
      remoteAddress: '10.0.0.1',
      payload: { email: 'ninguem@exemplo.com.br', password: 'errada-123' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(unknown.statusCode).toBe(403);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json().message).toBe(
      'Opa, tem algo errado com seu e-mail ou sua senha! Reveja as informações.',
    );
  });

  it('ends the session on logout: the same token is refused afterwards', async () => {
    const token = await login(server, account.email, account.password);
    const headers = bearer(token);
    expect((await inject({ method: 'POST', url: '/api/users/logout', headers })).statusCode).toBe(204);
    const after = await inject({ method: 'GET', url: `/api/users/${account.id}`, headers });
    expect(after.statusCode).toBe(401);
  });

  it('refuses garbage and forged tokens', async () => {
    const forged = `${account.token.slice(0, -4)}AAAA`;
    for (const authorization of ['Bearer nada', `Bearer ${forged}`, account.token]) {
      const res = await inject({
        method: 'GET',
        url: `/api/users/${account.id}`,
        headers: { authorization },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('recovery', () => {
  it('mails a single-use link to /account-recovery/{token}; the new password works and old sessions die', async () => {
    const account = await createAccount(server);
    const res = await inject({
      method: 'POST',
      url: '/api/users/account/recovery',
      payload: { email: account.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(204);
    // The mail leaves through the job queue, after the answer (decision 004).
    await server.app.jobs.tick();
    const mail = await lastMailTo(server, account.email);
    const token = /\/account-recovery\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(mail.text).toContain('http://localhost:3000/account-recovery/');
    expect(token).toBeTruthy();

    const updated = await inject({
      method: 'POST',
      url: '/api/users/password',
      payload: { password: 'nova-senha-456', encryptedToken: token },
    });
    expect(updated.statusCode).toBe(204);
    const reused = await inject({
      method: 'POST',
      url: '/api/users/password',
      payload: { password: 'outra-senha-789', encryptedToken: token },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/inválido ou já expirou/);

    const old = await inject({
      method: 'GET',
      url: `/api/users/${account.id}`,
      headers: bearer(account.token),
    });
    expect(old.statusCode).toBe(401);
    await expect(login(server, account.email, account.password)).rejects.toThrow(/403/);
    expect(await login(server, account.email, 'nova-senha-456')).toBeTruthy();
  });

  it('refuses an expired token', async () => {
    const account = await createAccount(server);
    await server.app.repos.codes.issue('recovery', 'token-vencido-123', -1, { userId: account.id });
    const res = await inject({
      method: 'POST',
      url: '/api/users/password',
      payload: { password: 'nova-senha-456', encryptedToken: 'token-vencido-123' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers an unknown e-mail like a known one and sends nothing', async () => {
    const before = (await outbox(server)).length;
    const res = await inject({
      method: 'POST',
      url: '/api/users/account/recovery',
      payload: { email: 'fantasma@exemplo.com.br' },
    });
    expect(res.statusCode).toBe(204);
    await server.app.jobs.tick();
    expect((await outbox(server)).length).toBe(before);
  });

  it('refuses a short new password', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/users/password',
      payload: { password: '123', encryptedToken: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('profile', () => {
  let account: Account;
  let other: Account;
  beforeAll(async () => {
    account = await createAccount(server);
    other = await createAccount(server);
  });
  const patch = (payload: Record<string, unknown>, token = account.token, id = account.id) =>
    inject({ method: 'PATCH', url: `/api/users/${id}`, headers: bearer(token), payload });

  it('updates profile fields, skipTutorial and currency', async () => {
    const res = await patch({
      name: 'Maria Souza',
      cpf: '111.444.777-35',
      phoneNumber: '(11) 98765-4321',
      birthdate: '1990-05-10T03:00:00.000Z',
      gender: 'Female',
      address: { city: 'Recife' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Maria Souza',
      cpf: '11144477735',
      phoneNumber: '11987654321',
      gender: 'Female',
      address: { city: 'Recife' },
    });
    expect((await patch({ skipTutorial: true })).json().data.skipTutorial).toBe(true);
    expect((await patch({ currency: 'EUR' })).json().data.currency).toBe('EUR');
  });

  it.each([
    [{ cpf: '111.111.111-11' }],
    [{ phoneNumber: '1234' }],
    [{ birthdate: '2199-01-01T00:00:00.000Z' }],
    [{ password: 'curta' }],
    [{ email: 'novo@exemplo.com.br' }],
    [{ currency: 'BTC' }],
    [{ active: true }],
  ])('refuses %j with 400', async (payload) => {
    expect((await patch(payload)).statusCode).toBe(400);
  });

  it('never shows or changes another user', async () => {
    const read = await inject({
      method: 'GET',
      url: `/api/users/${other.id}`,
      headers: bearer(account.token),
    });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain(other.email);
    expect((await patch({ name: 'Invasor' }, account.token, other.id)).statusCode).toBe(404);
    const del = await inject({
      method: 'DELETE',
      url: `/api/users/${other.id}`,
      headers: bearer(account.token),
      payload: { currentPassword: account.password },
    });
    expect(del.statusCode).toBe(404);
  });

  it('a new password keeps the current session and kills the others', async () => {
    const second = await login(server, account.email, account.password);
    const res = await patch({ password: 'senha-nova-999', currentPassword: account.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await inject({ method: 'GET', url: `/api/users/${account.id}`, headers: bearer(second) })).statusCode,
    ).toBe(401);
    expect(
      (await inject({ method: 'GET', url: `/api/users/${account.id}`, headers: bearer(account.token) }))
        .statusCode,
    ).toBe(200);
    expect(await login(server, account.email, 'senha-nova-999')).toBeTruthy();
  });
});

describe('a password changed in Meu Perfil (audit AH2)', () => {
  it('retires the recovery link mailed before: the link answers 400 and the chosen password stays', async () => {
    const account = await createAccount(server);
    const asked = await inject({
      method: 'POST',
      url: '/api/users/account/recovery',
      payload: { email: account.email },
    });
    expect(asked.statusCode).toBe(204);
    await server.app.jobs.tick();
    const token = /\/account-recovery\/([A-Za-z0-9_-]+)/.exec(
      (await lastMailTo(server, account.email)).text,
    )?.[1];
    expect(token).toBeTruthy();

    const changed = await inject({
      method: 'PATCH',
      url: `/api/users/${account.id}`,
      headers: bearer(account.token),
      payload: { password: 'trocada-no-perfil-1', currentPassword: account.password },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const byLink = await inject({
      method: 'POST',
      url: '/api/users/password',
      payload: { password: 'pelo-link-antigo-9', encryptedToken: token },
    });
    expect(byLink.statusCode).toBe(400);
    expect(byLink.json().message).toBe(
      'Este link de recuperação é inválido ou já expirou. Peça um novo link.',
    );
    await expect(login(server, account.email, 'pelo-link-antigo-9')).rejects.toThrow(/403/);
    expect(await login(server, account.email, 'trocada-no-perfil-1')).toBeTruthy();
  });
});

describe('reset, export and deletion', () => {
  it("names the history export after the build's brand (audit V2)", async () => {
    const cofrinha = await startTestServer({ brand: 'demo' });
    try {
      const account = await createAccount(cofrinha);
      const csv = await cofrinha.app.inject({
        method: 'POST',
        url: '/api/users/export_user_story',
        headers: bearer(account.token),
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toBe('attachment; filename="historico_Cofrinha_2.0.csv"');
    } finally {
      await cofrinha.close();
    }
  });

  it('reset removes money data and the financial profile but keeps the account and the cash wallet', async () => {
    const account = await createAccount(server);
    const wallet = await server.app.repos.ledger.defaultWallet(account.id);
    const profile = await inject({
      method: 'POST',
      url: '/api/profiles',
      headers: bearer(account.token),
      payload: { hasSavings: true },
    });
    expect(profile.statusCode, profile.body).toBe(201);
    await server.app.database.db.insert((await import('../../db/schema.ts')).transactions).values({
      userId: account.id,
      paymentId: wallet?.id,
      transactionType: 'expenses',
      name: 'Mercado; feira',
      value: '-123.45',
      date: '2026-11-10',
      paid: true,
    });
    const csv = await inject({
      method: 'POST',
      url: '/api/users/export_user_story',
      headers: bearer(account.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toContain('historico_Otto_2.0.csv');
    expect(csv.body).toContain('Data;Nome;Categoria;Tipo;Valor;Carteira;Pago;Descrição;Parcela');
    expect(csv.body).toContain('10/11/2026;"Mercado; feira";;Despesa;-123,45;Dinheiro;Sim');

    const res = await inject({
      method: 'POST',
      url: '/api/users/account/reset',
      headers: bearer(account.token),
      payload: { currentPassword: account.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Conta reiniciada com sucesso');
    expect((await server.app.repos.ledger.story(account.id)).length).toBe(0);
    expect((await server.app.repos.ledger.walletsOf(account.id)).map((w) => w.name)).toEqual(['Dinheiro']);
    expect(
      (await inject({ method: 'GET', url: '/api/profiles', headers: bearer(account.token) })).json().data
        .total,
    ).toBe(0);
    expect(
      (await inject({ method: 'GET', url: `/api/users/${account.id}`, headers: bearer(account.token) }))
        .statusCode,
    ).toBe(200);
  });

  it('deletion answers 204, removes the user and kills every token', async () => {
    const account = await createAccount(server);
    const second = await login(server, account.email, account.password);
    const res = await inject({
      method: 'DELETE',
      url: `/api/users/${account.id}`,
      headers: bearer(account.token),
      payload: { currentPassword: account.password },
    });
    expect(res.statusCode).toBe(204);
    for (const token of [account.token, second])
      expect(
        (await inject({ method: 'GET', url: `/api/users/${account.id}`, headers: bearer(token) })).statusCode,
      ).toBe(401);
    await expect(login(server, account.email, account.password)).rejects.toThrow(/403/);
    expect(await server.app.repos.ledger.walletsOf(account.id)).toEqual([]);
  });
});

describe('planner', () => {
  let planner: Account;
  let client: Account;
  let stranger: Account;
  beforeAll(async () => {
    planner = await createAccount(server, { name: 'Planejadora' });
    client = await createAccount(server, { name: 'Cliente Um' });
    stranger = await createAccount(server, { name: 'Estranho' });
    await server.app.repos.users.update(planner.id, { profiles: ['planner'] });
    await server.app.repos.users.addClient(planner.id, client.id, 'C-01');
  });

  it('answers isPlanner with the client list, then acts only for an own client', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { email: planner.email, password: planner.password },
    });
    expect(res.json().data).toMatchObject({ isPlanner: true, id: planner.id });
    expect(res.json().data.clients).toEqual([
      {
        _id: client.id,
        name: 'Cliente Um',
        email: client.email,
        plannerCode: 'C-01',
        financeStatus: { spended: 0, planned: 0 },
      },
    ]);

    const token = await login(server, planner.email, planner.password, client.id);
    const asClient = await inject({ method: 'GET', url: `/api/users/${client.id}`, headers: bearer(token) });
    expect(asClient.statusCode).toBe(200);
    expect(asClient.json().data.email).toBe(client.email);
    // Account-level acts stay with the client, even with the client's password.
    const confirmation = { currentPassword: client.password };
    const deleted = await inject({
      method: 'DELETE',
      url: `/api/users/${client.id}`,
      headers: bearer(token),
      payload: confirmation,
    });
    expect(deleted.statusCode).toBe(403);
    const reset = await inject({
      method: 'POST',
      url: '/api/users/account/reset',
      headers: bearer(token),
      payload: confirmation,
    });
    expect(reset.statusCode).toBe(403);

    const foreign = await inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { email: planner.email, password: planner.password, clientId: stranger.id },
    });
    expect(foreign.statusCode).toBe(403);
    const notPlanner = await inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { email: stranger.email, password: stranger.password, clientId: client.id },
    });
    expect(notPlanner.statusCode).toBe(403);
  });

  it("counts a client's month spending as the client's dashboard does: no transfers", async () => {
    const as = (method: InjectOptions['method'], url: string, payload?: object) =>
      inject({ method, url: `/api${url}`, headers: bearer(client.token), ...(payload ? { payload } : {}) });
    const wallet = async (name: string, value: number) =>
      (await as('POST', '/payments', { name, type: 'debit', accountType: 'Conta corrente', value })).json()
        .data._id as string;
    const [from, to] = [await wallet('Itaú', 1000), await wallet('Inter', 0)];
    const categories = (await as('GET', '/categories')).json().data.items as Array<{
      _id: string;
      name: string;
    }>;
    const rent = categories.find((category) => category.name === 'Aluguel')?._id;
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    const booked = await as('POST', '/transactions', {
      name: 'Aluguel',
      value: -50,
      date: today,
      paid: true,
      transactionType: 'expenses',
      category: rent,
      payment: from,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const moved = await as('POST', '/transactions', {
      name: 'Transferência',
      value: 100,
      date: today,
      paid: true,
      transactionType: 'revenues',
      bankingOperationType: 'transfer',
      bankingOperationPayment: from,
      payment: to,
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const answer = await inject({
      method: 'POST',
      url: '/api/users/authenticate',
      payload: { email: planner.email, password: planner.password },
    });
    const mine = answer.json().data.clients.find((entry: { _id: string }) => entry._id === client.id);
    expect(mine.financeStatus.spended).toBe(50);
  });

  it('lists clients filtered by plannerCode, for planners only', async () => {
    const all = await inject({ method: 'GET', url: '/api/users/clients', headers: bearer(planner.token) });
    expect(all.json().data.total).toBe(1);
    const none = await inject({
      method: 'GET',
      url: '/api/users/clients?plannerCode=ZZ',
      headers: bearer(planner.token),
    });
    expect(none.json().data).toEqual({ items: [], total: 0 });
    // '%' and '_' are the code's own letters, not wildcards.
    for (const code of ['%25', '_', '%5C'])
      expect(
        (
          await inject({
            method: 'GET',
            url: `/api/users/clients?plannerCode=${code}`,
            headers: bearer(planner.token),
          })
        ).json().data.total,
      ).toBe(0);
    expect(
      (
        await inject({
          method: 'GET',
          url: '/api/users/clients?plannerCode=c-0',
          headers: bearer(planner.token),
        })
      ).json().data.total,
    ).toBe(1);
    expect(
      (await inject({ method: 'GET', url: '/api/users/clients', headers: bearer(stranger.token) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('corporate plan', () => {
  it('activates once with a company token, then refuses it', async () => {
    const account = await createAccount(server);
    const [company] = await server.app.database.db
      .insert(companies)
      .values({ name: 'Empresa Exemplo' })
      .returning();
    await server.app.repos.codes.issue('company', 'convite-empresa-1', 60, { companyId: company?.id });
    // A planner acting for the person may not spend the token on the person's account.
    const planner = await createAccount(server);
    await server.app.repos.users.update(planner.id, { profiles: ['planner'] });
    await server.app.repos.users.addClient(planner.id, account.id, 'C-B2B');
    const forClient = await inject({
      method: 'POST',
      url: '/api/b2b/companies/employee/activate',
      headers: bearer(await login(server, planner.email, planner.password, account.id)),
      payload: { activationToken: 'convite-empresa-1' },
    });
    expect(forClient.statusCode, forClient.body).toBe(403);
    expect(forClient.json().message).toBe('Apenas o próprio usuário pode ativar o plano empresa');
    const ok = await inject({
      method: 'POST',
      url: '/api/b2b/companies/employee/activate',
      headers: bearer(account.token),
      payload: { activationToken: 'convite-empresa-1' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Seu plano empresa foi ativado com sucesso');
    const user = await inject({
      method: 'GET',
      url: `/api/users/${account.id}`,
      headers: bearer(account.token),
    });
    expect(user.json().data.company).toEqual({ _id: company?.id, name: 'Empresa Exemplo' });
    const again = await inject({
      method: 'POST',
      url: '/api/b2b/companies/employee/activate',
      headers: bearer(account.token),
      payload: { activationToken: 'convite-empresa-1' },
    });
    expect(again.statusCode).toBe(400);
  });
});
