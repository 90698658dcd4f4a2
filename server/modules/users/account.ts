import { caller } from '../../auth/bearer.ts';
import { claimAccountMail, claimCodeTry, forgetPasswordTries, recipientHasRoom } from '../../auth/limits.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { badRequest, fail } from '../../errors.ts';
import { t } from '../../i18n.ts';
import type { TxRepositories } from '../../repositories/index.ts';
import type { Answer, Handlers, Schemas } from '../types.ts';
import { queueRecoveryMail, sendActivationCode } from './mails.ts';
import { presentUser } from './present.ts';
import { checkBirthdate, checkCpf, checkName, checkPhone, normalizeEmail } from './rules.ts';
import { openSession } from './session.ts';
import { socialUid } from './social.ts';

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * The second step of a social sign-up: the ticket the callback gave (decision 491) names the identity
 * the provider vouched for; a client-chosen `socialUid` or `socialEmail` is never trusted.
 */
async function socialSignUp(repos: TxRepositories, body: Schemas['UserRegistration']) {
  const ticket = body.socialToken ? await repos.socialSignIns.take('ticket', body.socialToken) : undefined;
  const uid = ticket?.subject ? socialUid(ticket.provider, ticket.subject) : undefined;
  if (!uid || (body.socialUid && body.socialUid !== uid)) throw fail(400, 'errors.socialTicketInvalid');
  return { socialUid: uid, socialEmail: ticket?.email ?? null };
}

export const accountHandlers: Handlers = {
  async createUser(request): Promise<Answer<'createUser', 200>> {
    const app = request.server;
    const body = request.body;
    const email = normalizeEmail(body.email);
    if (!body.socialLogin && !body.password) throw badRequest('errors.passwordRequired', 'password');
    const name = checkName(body.name);
    const cpf = checkCpf(body.cpf);
    const phoneNumber = body.phoneNumber ? checkPhone(body.phoneNumber) : null;
    const birthdate = body.birthdate ? checkBirthdate(body.birthdate) : null;
    // Counted before the duplicate check too: trying e-mails one by one is limited like sending.
    await claimAccountMail(app, { to: email, address: request.ip });
    if (await app.repos.users.findByEmail(email)) throw fail(400, 'errors.duplicateEmail');

    const values = {
      email,
      name,
      cpf,
      phoneNumber,
      birthdate,
      passwordHash: body.password && !body.socialLogin ? await hashPassword(body.password) : null,
      gender: body.gender ?? null,
      city: body.address?.city ?? null,
    };
    // One transaction: a refused insert (an e-mail taken meanwhile) leaves the social ticket unused.
    const { user, social } = await app.repos
      .transaction(async (repos) => {
        const social = body.socialLogin ? await socialSignUp(repos, body) : null;
        const user = await repos.users.create({
          ...values,
          // The provider's verified e-mail needs no code: the account starts active (decision 491).
          active: Boolean(social && social.socialEmail === email),
          socialLogin: Boolean(social),
          socialUid: social?.socialUid ?? null,
          facebookUserId: null,
          socialEmail: social?.socialEmail ?? null,
        });
        return { user, social };
      })
      .catch((error: unknown) => {
        // Two sign-ups racing for one e-mail: the unique index decides.
        throw isUniqueViolation(error) ? fail(400, 'errors.duplicateEmail') : error;
      });
    // Past the recipient's ceiling (sign-ups of one address made and deleted from many places) the
    // account is made without its mail: its owner asks for the code with 'Reenviar', which others
    // cannot use up (decision 302).
    if (!user.active && (await recipientHasRoom(app, 'activation', email)))
      await sendActivationCode(app, user);
    const result = { status: 'created', message: t('messages.signUpCreated'), code: 200 };
    // A social account has no password to sign in with: the spec's automatic login is this session.
    if (social) return { data: { ...result, session: await openSession(app, user) } };
    return { data: result };
  },

  async activateAccount(request): Promise<Answer<'activateAccount', 200>> {
    const app = request.server;
    const user = await app.repos.users.findById(caller(request).userId);
    if (!user) throw fail(404, 'errors.userNotFound');
    if (user.active) throw fail(400, 'errors.alreadyActive');
    const codeTry = await claimCodeTry(app, user.id);
    const code = request.body.activationCode.replace(/\s/g, '');
    if (!(await app.repos.codes.consume('activation', code, user.id)))
      throw fail(400, 'errors.invalidActivationCode');
    await codeTry.succeeded();
    const activated = await app.repos.users.update(user.id, { active: true });
    if (!activated) throw fail(404, 'errors.userNotFound');
    return { data: await presentUser(app, activated) };
  },

  async resendActivationEmail(request, reply) {
    const app = request.server;
    const user = await app.repos.users.findById(caller(request).userId);
    if (!user) throw fail(404, 'errors.userNotFound');
    if (user.active) throw fail(400, 'errors.alreadyActive');
    await claimAccountMail(app, { to: user.email, from: user.id, address: request.ip });
    await sendActivationCode(app, user);
    return reply.status(204).send();
  },

  async requestAccountRecovery(request, reply) {
    const app = request.server;
    const email = normalizeEmail(request.body.email);
    await claimAccountMail(app, { to: email, address: request.ip });
    // Known or not, the e-mail costs this answer the same: whether it has an account, and the link
    // and its delivery, are the queue's work after the answer (decision 004).
    await queueRecoveryMail(app, email);
    return reply.status(204).send();
  },

  async updatePassword(request, reply) {
    const app = request.server;
    const passwordHash = await hashPassword(request.body.password);
    const code = await app.repos.codes.consume('recovery', request.body.encryptedToken);
    if (!code?.userId) throw fail(400, 'errors.invalidRecoveryToken');
    const userId = code.userId;
    const user = await app.repos.transaction(async (repos) => {
      const updated = await repos.users.update(userId, { passwordHash });
      await repos.sessions.revokeAllFor(userId);
      return updated;
    });
    if (!user) throw fail(400, 'errors.invalidRecoveryToken');
    await forgetPasswordTries(app, user.email);
    return reply.status(204).send();
  },
};
