import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { oneLineName } from '../../../src/lib/text.ts';
import { isEmailAddress } from '../../../src/lib/validation.ts';
import { caller, ownerOnly } from '../../auth/bearer.ts';
import { claimMail } from '../../auth/limits.ts';
import { badRequest, fail } from '../../errors.ts';
import { t } from '../../i18n.ts';
import type { FamilyView } from '../../repositories/families.ts';
import type { Answer, Handlers } from '../types.ts';
import { isPlanner } from '../users/present.ts';
import { normalizeEmail } from '../users/rules.ts';
import { presentFamily } from './present.ts';

// No 0/O or 1/I: vouchers are read aloud and typed by hand.
const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newVoucher = () =>
  Array.from(randomBytes(8), (byte) => VOUCHER_ALPHABET[byte % VOUCHER_ALPHABET.length]).join('');

/** The family, only for its active members; to anyone else it does not exist. */
async function memberFamily(request: FastifyRequest, id: string): Promise<FamilyView> {
  const { userId } = caller(request);
  const family = await request.server.repos.families.findById(id);
  const isMember = family?.members.some((member) => member.userId === userId && member.status === 'active');
  if (!family || !isMember) throw fail(404, 'errors.notFound');
  return family;
}

async function adminFamily(request: FastifyRequest, id: string): Promise<FamilyView> {
  const family = await memberFamily(request, id);
  if (family.adminId !== caller(request).userId) throw fail(403, 'errors.familyAdminOnly');
  return family;
}

// The family forms' catalogue texts (spec 3, section 5), checked here as well as on the screen.
function required(value: string | undefined, field: string): string {
  const trimmed = oneLineName(value ?? '');
  if (!trimmed) throw badRequest('errors.familyInfoRequired', field);
  return trimmed;
}

function inviteEmail(value: string | undefined): string {
  const email = normalizeEmail(required(value, 'email'));
  // The screen's and the sign-up's check: a looser one let `a+<b>@x.com` and `a@x.com,b` through, and
  // the mailer read them as another recipient than the one the family lists (audit AB2).
  if (!isEmailAddress(email)) throw badRequest('errors.familyInvalidEmail', 'email');
  return email;
}

async function reload(app: FastifyInstance, id: string): Promise<FamilyView> {
  const family = await app.repos.families.findById(id);
  if (!family) throw fail(404, 'errors.notFound');
  return family;
}

function findMember(family: FamilyView, memberId: string) {
  // The app may send the member record id or the member's user id.
  const member = family.members.find((item) => item.id === memberId || item.userId === memberId);
  if (!member) throw fail(404, 'errors.memberNotFound');
  return member;
}

async function leave(request: FastifyRequest, family: FamilyView, memberId: string) {
  const { userId, actorId } = caller(request);
  const member = findMember(family, memberId);
  // A planner who is a member himself leaves as his own act, whoever he is signed in for. The client
  // he acts for stays: leaving decides who sees the client's money, like joining (decision 109).
  if (member.userId !== actorId)
    throw fail(403, member.userId === userId ? 'errors.familyLeaveOwnOnly' : 'errors.familyLeaveSelfOnly');
  if (member.role === 'admin') throw fail(400, 'errors.familyAdminCannotLeave');
  await request.server.repos.families.removeMember(member.id);
  return { data: presentFamily(await reload(request.server, family.id), userId) };
}

async function rename(request: FastifyRequest<{ Params: { id: string }; Body: { name?: string } }>) {
  const family = await adminFamily(request, request.params.id);
  if (request.body.name !== undefined)
    await request.server.repos.families.rename(family.id, required(request.body.name, 'name'));
  return { data: presentFamily(await reload(request.server, family.id), caller(request).userId) };
}

export const familiesHandlers: Handlers = {
  async listFamilies(request): Promise<Answer<'listFamilies', 200>> {
    const { userId } = caller(request);
    const family = await request.server.repos.families.findForUser(userId);
    const items = family ? [presentFamily(family, userId)] : [];
    return { data: { items, total: items.length } };
  },

  async getFamily(request): Promise<Answer<'getFamily', 200>> {
    const family = await memberFamily(request, request.params.id);
    return { data: presentFamily(family, caller(request).userId) };
  },

  async createFamily(request, reply): Promise<Answer<'createFamily', 201>> {
    const app = request.server;
    const { userId, actorId } = caller(request);
    const name = required(request.body.name, 'name');
    const user = await app.repos.users.findById(userId);
    if (!user) throw fail(404, 'errors.userNotFound');
    // A planner acting for a client is a planner too (spec 3: creation hidden for planners, audit F4).
    if (isPlanner(user) || actorId !== userId) throw fail(403, 'errors.familyPlannerForbidden');
    const family = await app.repos.transaction(async (repos) => {
      await repos.users.lock(userId);
      if (await repos.families.findForUser(userId)) throw fail(403, 'errors.alreadyInFamily');
      return repos.families.create(name, user, newVoucher());
    });
    reply.status(201);
    return { data: presentFamily(family, userId) };
  },

  async joinFamilyByVoucher(request): Promise<Answer<'joinFamilyByVoucher', 200>> {
    const app = request.server;
    // Joining decides who sees the person's money (decision 330): the person's own act (audit F4).
    const { userId } = ownerOnly(request, 'errors.familyJoinOwnOnly');
    const voucher = required(request.body.voucher, 'voucher');
    const user = await app.repos.users.findById(userId);
    if (!user) throw fail(404, 'errors.userNotFound');
    const familyId = await app.repos.transaction(async (repos) => {
      await repos.users.lock(userId);
      if (await repos.families.findForUser(userId)) throw fail(400, 'errors.alreadyInFamily');
      const family = await repos.families.findByVoucher(voucher);
      if (!family) throw fail(400, 'errors.invalidVoucher');
      await repos.families.join(family.id, user);
      return family.id;
    });
    return { data: presentFamily(await reload(app, familyId), userId) };
  },

  updateFamily: rename,
  replaceFamily: rename,

  async deleteFamily(request, reply) {
    const family = await adminFamily(request, request.params.id);
    await request.server.repos.families.delete(family.id);
    return reply.status(204).send();
  },

  async postFamilyMember(request): Promise<Answer<'postFamilyMember', 200>> {
    const app = request.server;
    const { remove } = request.query;
    if (remove) return leave(request, await memberFamily(request, request.params.id), remove);
    const family = await adminFamily(request, request.params.id);
    const email = inviteEmail(request.body?.email);
    const invited = family.members.find((member) => member.email === email);
    if (invited?.status === 'active') throw fail(400, 'errors.alreadyMember');
    const inviter = await app.repos.users.findById(family.adminId);
    // The bearer check already stops an inactive signed-in account; a planner acting for an
    // admin whose account is not active cannot mail in that admin's name either.
    if (!inviter?.active) throw fail(403, 'errors.accountNotActive');
    await claimMail(app, { to: email, from: caller(request).actorId, address: request.ip });
    // A pending invitation is sent again rather than doubled: it then carries the current voucher,
    // which a removal may have replaced since the first one (decision 162).
    if (!invited) await app.repos.families.invite(family.id, email);
    // The family and inviter names are the sender's own words: they stay out of the subject, and in
    // the text each is one line, the family's in quotes, so that no name passes for the brand's own
    // paragraph (audit K12: a family named with line breaks and a link read as a warning from us).
    await app.mailer.send({
      to: email,
      subject: t('mail.familyInviteSubject', { ...app.brand }),
      // Where the app is, and its sign-up first: the reader may have no account yet (audit AH5).
      text: t('mail.familyInviteText', {
        ...app.brand,
        family: oneLineName(family.name),
        inviter: oneLineName(inviter.name ?? ''),
        voucher: family.voucher,
        signUpLink: `${app.config.appUrl}/cadastro`,
        link: `${app.config.appUrl}/configuracoes/conta-familia`,
      }),
    });
    return { data: presentFamily(await reload(app, family.id), caller(request).userId) };
  },

  async removeFamilyMember(request): Promise<Answer<'removeFamilyMember', 200>> {
    const family = await adminFamily(request, request.params.id);
    const member = findMember(family, request.query.remove);
    if (member.role === 'admin') throw fail(400, 'errors.familyAdminCannotBeRemoved');
    // A member removed knows the voucher: a new one keeps them out until invited again (decision 162).
    if (member.status === 'active')
      await request.server.repos.families.expelMember(family.id, member.id, newVoucher());
    else await request.server.repos.families.removeMember(member.id);
    return { data: presentFamily(await reload(request.server, family.id), caller(request).userId) };
  },
};
