import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  bearer,
  createAccount,
  lastMailTo,
  login,
  startTestServer,
  type TestServer,
} from '../../test/helper.ts';

let server: TestServer;
let admin: Account;
let member: Account;
let outsider: Account;
let planner: Account;
const inject = (options: InjectOptions) => server.app.inject(options);

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAccount(server, { name: 'Ana Admin' });
  member = await createAccount(server, { name: 'Carlos Membro' });
  outsider = await createAccount(server, { name: 'Olga de Fora' });
  planner = await createAccount(server, { name: 'Paula Planejadora' });
  await server.app.repos.users.update(planner.id, { profiles: ['planner'] });
});
afterAll(() => server.close());

describe('families', () => {
  let familyId: string;
  let voucher: string;

  it('creates a family with the caller as admin and shows the voucher to the admin only', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/families',
      headers: bearer(admin.token),
      payload: { name: 'Família Souza', user: outsider.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const family = res.json().data;
    expect(family).toMatchObject({ name: 'Família Souza', user: admin.id });
    expect(family.members).toEqual([
      expect.objectContaining({ user: admin.id, role: 'admin', status: 'active', name: 'Ana Admin' }),
    ]);
    familyId = family._id;
    voucher = family.voucher;
    expect(voucher).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('refuses a second family and planners', async () => {
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/families',
          headers: bearer(admin.token),
          payload: { name: 'Outra', user: admin.id },
        })
      ).statusCode,
    ).toBe(403);
    const res = await inject({
      method: 'POST',
      url: '/api/families',
      headers: bearer(planner.token),
      payload: { name: 'Da planejadora', user: planner.id },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Planejadores não podem criar uma família');
    expect(
      (
        await inject({
          method: 'POST',
          url: '/api/families',
          headers: bearer(admin.token),
          payload: { name: '', user: admin.id },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("refuses a planner acting for a client both creating a family and joining one in the client's name", async () => {
    const client = await createAccount(server, { name: 'Cliente da Paula' });
    await server.app.repos.users.addClient(planner.id, client.id, 'C-F4');
    const forClient = await login(server, planner.email, planner.password, client.id);
    const created = await inject({
      method: 'POST',
      url: '/api/families',
      headers: bearer(forClient),
      payload: { name: 'Família do cliente', user: client.id },
    });
    expect(created.statusCode, created.body).toBe(403);
    expect(created.json().message).toBe('Planejadores não podem criar uma família');
    const joined = await inject({
      method: 'POST',
      url: '/api/families/voucher',
      headers: bearer(forClient),
      payload: { voucher, email: client.email, user: client.id },
    });
    expect(joined.statusCode, joined.body).toBe(403);
    expect(joined.json().message).toBe('Apenas o próprio usuário pode entrar em uma família');
    const families = await inject({ method: 'GET', url: '/api/families', headers: bearer(client.token) });
    expect(families.json().data.total).toBe(0);
  });

  it('joins by voucher; a wrong voucher answers 400', async () => {
    const wrong = await inject({
      method: 'POST',
      url: '/api/families/voucher',
      headers: bearer(member.token),
      payload: { voucher: 'NAOEXISTE', email: member.email, user: member.id },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Voucher inválido');
    const res = await inject({
      method: 'POST',
      url: '/api/families/voucher',
      headers: bearer(member.token),
      payload: { voucher: voucher.toLowerCase(), email: member.email, user: member.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.voucher).toBeUndefined();
    expect(res.json().data.members).toHaveLength(2);
    const list = await inject({ method: 'GET', url: '/api/families', headers: bearer(member.token) });
    expect(list.json().data.total).toBe(1);
    const user = await inject({
      method: 'GET',
      url: `/api/users/${member.id}`,
      headers: bearer(member.token),
    });
    expect(user.json().data.family).toMatchObject({ _id: familyId, name: 'Família Souza' });
  });

  it('hides the family from outsiders', async () => {
    expect(
      (await inject({ method: 'GET', url: `/api/families/${familyId}`, headers: bearer(outsider.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await inject({ method: 'GET', url: '/api/families', headers: bearer(outsider.token) })).json().data,
    ).toEqual({ items: [], total: 0 });
    expect(
      (
        await inject({
          method: 'PATCH',
          url: `/api/families/${familyId}`,
          headers: bearer(outsider.token),
          payload: { name: 'Tomada' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('quotes a family name on one line in the invitation: no paragraph of its own (audit K12)', async () => {
    const rename = (name: string) =>
      inject({
        method: 'PATCH',
        url: `/api/families/${familyId}`,
        headers: bearer(admin.token),
        payload: { name },
      });
    const trap =
      'Família Lima.\n\nATENÇÃO: sua conta será bloqueada hoje. Confirme em http://golpe.example\n\n';
    expect((await rename(trap)).statusCode).toBe(200);
    const invited = await inject({
      method: 'POST',
      url: `/api/families/${familyId}/member`,
      headers: bearer(admin.token),
      payload: { email: 'k12-vitima@exemplo.com.br' },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const mail = await lastMailTo(server, 'k12-vitima@exemplo.com.br');
    expect(mail.text).toContain(
      'participar da conta família “Família Lima. ATENÇÃO: sua conta será bloqueada hoje. Confirme em http://golpe.example”',
    );
    expect(mail.text).not.toMatch(/^ATENÇÃO/m);
    expect((await rename('Família Souza')).statusCode).toBe(200);
    const pending = invited
      .json()
      .data.members.find((m: { email: string }) => m.email === 'k12-vitima@exemplo.com.br');
    const withdrawn = await inject({
      method: 'DELETE',
      url: `/api/families/${familyId}/member?remove=${pending._id}`,
      headers: bearer(admin.token),
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
  });

  it('only the admin invites (by e-mail, pending) and renames', async () => {
    const byMember = await inject({
      method: 'POST',
      url: `/api/families/${familyId}/member`,
      headers: bearer(member.token),
      payload: { email: outsider.email },
    });
    expect(byMember.statusCode).toBe(403);
    const res = await inject({
      method: 'POST',
      url: `/api/families/${familyId}/member`,
      headers: bearer(admin.token),
      payload: { email: outsider.email.toUpperCase() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.members).toContainEqual(
      expect.objectContaining({ email: outsider.email, status: 'pending', user: null }),
    );
    const mail = await lastMailTo(server, outsider.email);
    expect(mail.text).toContain(voucher);
    expect(mail.text).toContain('Ana Admin convidou você para participar da conta família “Família Souza”');
    // Where the app is, for a reader with no account yet (audit AH5).
    expect(mail.text).toContain('crie uma com este e-mail em http://localhost:3000/cadastro');
    expect(mail.text).toContain('entre no aplicativo em http://localhost:3000/configuracoes/conta-familia');
    // Inviting a pending address again re-sends the invitation, without a second row.
    const twice = await inject({
      method: 'POST',
      url: `/api/families/${familyId}/member`,
      headers: bearer(admin.token),
      payload: { email: outsider.email },
    });
    expect(twice.statusCode, twice.body).toBe(200);
    expect(
      twice.json().data.members.filter((m: { email: string }) => m.email === outsider.email),
    ).toHaveLength(1);
    // An invitation is the admin's business: a plain member does not see whom the admin invited.
    for (const path of [`/api/families/${familyId}`, '/api/families', `/api/users/${member.id}`]) {
      const seen = await inject({ method: 'GET', url: path, headers: bearer(member.token) });
      expect(seen.statusCode, seen.body).toBe(200);
      const { data } = seen.json();
      const members: { email: string }[] = data.members ?? data.items?.[0].members ?? data.family.members;
      expect(members.map((m: { email: string }) => m.email)).not.toContain(outsider.email);
      expect(members).toHaveLength(2);
    }
    const active = await inject({
      method: 'POST',
      url: `/api/families/${familyId}/member`,
      headers: bearer(admin.token),
      payload: { email: member.email },
    });
    expect(active.statusCode).toBe(400);
    expect(active.json().message).toBe('Este e-mail já faz parte da família');
    const badEmail = await inject({
      method: 'POST',
      url: `/api/families/${familyId}/member`,
      headers: bearer(admin.token),
      payload: { email: 'nao-e-email' },
    });
    expect(badEmail.statusCode).toBe(400);

    expect(
      (
        await inject({
          method: 'PATCH',
          url: `/api/families/${familyId}`,
          headers: bearer(member.token),
          payload: { name: 'X' },
        })
      ).statusCode,
    ).toBe(403);
    const renamed = await inject({
      method: 'PATCH',
      url: `/api/families/${familyId}`,
      headers: bearer(admin.token),
      payload: { name: 'Família Souza Lima' },
    });
    expect(renamed.json().data.name).toBe('Família Souza Lima');
  });

  it('the invited person joining by voucher turns the invitation active', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/families/voucher',
      headers: bearer(outsider.token),
      payload: { voucher, email: outsider.email, user: outsider.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.members).toContainEqual(
      expect.objectContaining({ email: outsider.email, status: 'active', user: outsider.id }),
    );
    expect(res.json().data.members).toHaveLength(3);
  });

  it('a member leaves only themself; the admin cannot leave', async () => {
    const family = (
      await inject({ method: 'GET', url: `/api/families/${familyId}`, headers: bearer(admin.token) })
    ).json().data;
    const memberRow = family.members.find((m: { user: string }) => m.user === member.id);
    const outsiderRow = family.members.find((m: { user: string }) => m.user === outsider.id);
    const adminRow = family.members.find((m: { user: string }) => m.user === admin.id);

    const other = await inject({
      method: 'POST',
      url: `/api/families/${familyId}/member?remove=${outsiderRow._id}`,
      headers: bearer(member.token),
    });
    expect(other.statusCode).toBe(403);
    const adminLeaves = await inject({
      method: 'POST',
      url: `/api/families/${familyId}/member?remove=${adminRow._id}`,
      headers: bearer(admin.token),
    });
    expect(adminLeaves.statusCode).toBe(400);
    const leaves = await inject({
      method: 'POST',
      url: `/api/families/${familyId}/member?remove=${memberRow._id}`,
      headers: bearer(member.token),
    });
    expect(leaves.statusCode, leaves.body).toBe(200);
    expect(leaves.json().data.members).toHaveLength(2);
    expect(
      (await inject({ method: 'GET', url: `/api/families/${familyId}`, headers: bearer(member.token) }))
        .statusCode,
    ).toBe(404);
  });

  it('a planner in a family, signed in as its admin, leaves it as their own act', async () => {
    const joined = await inject({
      method: 'POST',
      url: '/api/families/voucher',
      headers: bearer(planner.token),
      payload: { voucher, email: planner.email, user: planner.id },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const asAdmin = await login(server, planner.email, planner.password);
    const family = (
      await inject({ method: 'GET', url: `/api/families/${familyId}`, headers: bearer(asAdmin) })
    ).json().data;
    const plannerRow = family.members.find((m: { user: string }) => m.user === planner.id);
    const leaves = await inject({
      method: 'POST',
      url: `/api/families/${familyId}/member?remove=${plannerRow._id}`,
      headers: bearer(asAdmin),
    });
    expect(leaves.statusCode, leaves.body).toBe(200);
    expect(leaves.json().data.members.some((m: { user: string }) => m.user === planner.id)).toBe(false);
  });

  it('only the admin removes a member, never the admin', async () => {
    const byMember = await inject({
      method: 'DELETE',
      url: `/api/families/${familyId}/member?remove=${admin.id}`,
      headers: bearer(outsider.token),
    });
    expect(byMember.statusCode).toBe(403);
    const self = await inject({
      method: 'DELETE',
      url: `/api/families/${familyId}/member?remove=${admin.id}`,
      headers: bearer(admin.token),
    });
    expect(self.statusCode).toBe(400);
    const unknown = await inject({
      method: 'DELETE',
      url: `/api/families/${familyId}/member?remove=nada`,
      headers: bearer(admin.token),
    });
    expect(unknown.statusCode).toBe(404);
    const res = await inject({
      method: 'DELETE',
      url: `/api/families/${familyId}/member?remove=${outsider.id}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.members).toHaveLength(1);
    expect(
      (
        await inject({
          method: 'DELETE',
          url: `/api/families/${familyId}/member`,
          headers: bearer(admin.token),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('deleting the admin account removes the family', async () => {
    await inject({
      method: 'POST',
      url: '/api/families/voucher',
      headers: bearer(member.token),
      payload: { voucher, email: member.email, user: member.id },
    });
    expect(
      (
        await inject({
          method: 'DELETE',
          url: `/api/users/${admin.id}`,
          headers: bearer(admin.token),
          payload: { currentPassword: admin.password },
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await inject({ method: 'GET', url: '/api/families', headers: bearer(member.token) })).json().data
        .total,
    ).toBe(0);
  });
});

describe('a member the admin removed', () => {
  it('cannot rejoin with the voucher they knew; the new voucher lets them back once invited again', async () => {
    const head = await createAccount(server, { name: 'Rita Responsável' });
    const removed = await createAccount(server, { name: 'Rui Removido' });
    const created = await inject({
      method: 'POST',
      url: '/api/families',
      headers: bearer(head.token),
      payload: { name: 'Família Lima', user: head.id },
    });
    const { _id: id, voucher: first } = created.json().data;
    const join = (voucher: string) =>
      inject({
        method: 'POST',
        url: '/api/families/voucher',
        headers: bearer(removed.token),
        payload: { voucher, email: removed.email, user: removed.id },
      });
    expect((await join(first)).statusCode).toBe(200);
    const removal = await inject({
      method: 'DELETE',
      url: `/api/families/${id}/member?remove=${removed.id}`,
      headers: bearer(head.token),
    });
    expect(removal.statusCode, removal.body).toBe(200);
    const second = removal.json().data.voucher;
    expect(second).toMatch(/^[A-Z0-9]{8}$/);
    expect(second).not.toBe(first);

    const again = await join(first);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Voucher inválido');

    const invite = await inject({
      method: 'POST',
      url: `/api/families/${id}/member`,
      headers: bearer(head.token),
      payload: { email: removed.email },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    expect((await lastMailTo(server, removed.email)).text).toContain(second);
    expect((await join(second)).statusCode).toBe(200);
  });

  it('cancelling a pending invitation keeps the voucher: nobody had joined with it', async () => {
    const head = await createAccount(server, { name: 'Tina Responsável' });
    const created = await inject({
      method: 'POST',
      url: '/api/families',
      headers: bearer(head.token),
      payload: { name: 'Família Dias', user: head.id },
    });
    const { _id: id, voucher } = created.json().data;
    const invited = await inject({
      method: 'POST',
      url: `/api/families/${id}/member`,
      headers: bearer(head.token),
      payload: { email: 'convite.cancelado@exemplo.com.br' },
    });
    const pending = invited.json().data.members.find((m: { status: string }) => m.status === 'pending');
    const cancelled = await inject({
      method: 'DELETE',
      url: `/api/families/${id}/member?remove=${pending._id}`,
      headers: bearer(head.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.voucher).toBe(voucher);
  });

  it('a member who left keeps the voucher: leaving is their own act', async () => {
    const head = await createAccount(server, { name: 'Sara Responsável' });
    const leaver = await createAccount(server, { name: 'Léo Saiu' });
    const { _id: id, voucher } = (
      await inject({
        method: 'POST',
        url: '/api/families',
        headers: bearer(head.token),
        payload: { name: 'Família Rocha', user: head.id },
      })
    ).json().data;
    const join = () =>
      inject({
        method: 'POST',
        url: '/api/families/voucher',
        headers: bearer(leaver.token),
        payload: { voucher, email: leaver.email, user: leaver.id },
      });
    expect((await join()).statusCode).toBe(200);
    const left = await inject({
      method: 'POST',
      url: `/api/families/${id}/member?remove=${leaver.id}`,
      headers: bearer(leaver.token),
    });
    expect(left.statusCode, left.body).toBe(200);
    expect((await join()).statusCode).toBe(200);
  });
});

describe('leaving is the member’s own act (decision 109)', () => {
  it('a planner signed in for a member cannot take the client out; a planner who is a member leaves; the client can', async () => {
    const head = await createAccount(server, { name: 'Beatriz Responsável' });
    const client = await createAccount(server, { name: 'Caio Cliente' });
    const { _id: id, voucher } = (
      await inject({
        method: 'POST',
        url: '/api/families',
        headers: bearer(head.token),
        payload: { name: 'Família Nogueira', user: head.id },
      })
    ).json().data;
    const join = (person: Account) =>
      inject({
        method: 'POST',
        url: '/api/families/voucher',
        headers: bearer(person.token),
        payload: { voucher, email: person.email, user: person.id },
      });
    const adviser = await createAccount(server, { name: 'Pedro Planejador' });
    await server.app.repos.users.update(adviser.id, { profiles: ['planner'] });
    await server.app.repos.users.addClient(adviser.id, client.id, 'C-LEAVE');
    expect((await join(client)).statusCode).toBe(200);
    expect((await join(adviser)).statusCode).toBe(200);
    const forClient = await login(server, adviser.email, adviser.password, client.id);
    const leave = (token: string, who: string) =>
      inject({ method: 'POST', url: `/api/families/${id}/member?remove=${who}`, headers: bearer(token) });
    const memberIds = async () =>
      (await inject({ method: 'GET', url: `/api/families/${id}`, headers: bearer(head.token) }))
        .json()
        .data.members.map((m: { user: string }) => m.user);

    const refused = await leave(forClient, client.id);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toBe('Apenas o próprio usuário pode sair da família');
    expect(await memberIds()).toContain(client.id);

    // The planner is a member himself: leaving is his act, even from the session he keeps for the client.
    const plannerLeaves = await leave(forClient, adviser.id);
    expect(plannerLeaves.statusCode, plannerLeaves.body).toBe(200);
    expect(await memberIds()).not.toContain(adviser.id);
    expect(await memberIds()).toContain(client.id);

    const clientLeaves = await leave(client.token, client.id);
    expect(clientLeaves.statusCode, clientLeaves.body).toBe(200);
    expect(await memberIds()).not.toContain(client.id);
  });
});
