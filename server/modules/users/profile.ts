import type { FastifyRequest } from 'fastify';
import { historyExportDisposition } from '../../../src/lib/history-export.ts';
import { caller, ownerOnly } from '../../auth/bearer.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { fail } from '../../errors.ts';
import { t } from '../../i18n.ts';
import type { UserPatch } from '../../repositories/users.ts';
import { refuseUnwatchable } from '../educational/watch.ts';
import { endGatewaySubscriptions } from '../subscriptions/leaving.ts';
import type { Answer, Handlers, OperationRequest } from '../types.ts';
import { confirmCurrentPassword } from './current-password.ts';
import { isPlanner, presentUser } from './present.ts';
import { checkBirthdate, checkCpf, checkImage, checkName, checkPhone, normalizeEmail } from './rules.ts';
import { clientsWithStatus } from './session.ts';
import { storyCsv } from './story.ts';

/** Only the account the token acts for; anyone else's id answers 404, never the record. */
function ownId(request: FastifyRequest, id: string): string {
  const { userId } = caller(request);
  if (id !== userId) throw fail(404, 'errors.userNotFound');
  return userId;
}

async function profilePatch(request: OperationRequest<'updateUser'>): Promise<UserPatch> {
  const body = request.body;
  const patch: UserPatch = {};
  if (body.name !== undefined) patch.name = checkName(body.name);
  if (body.image !== undefined) patch.image = checkImage(body.image);
  if (body.cpf !== undefined) patch.cpf = checkCpf(body.cpf);
  if (body.phoneNumber !== undefined) patch.phoneNumber = checkPhone(body.phoneNumber);
  if (body.birthdate !== undefined) patch.birthdate = checkBirthdate(body.birthdate);
  if (body.gender !== undefined) patch.gender = body.gender;
  if (body.address !== undefined) patch.city = body.address.city ?? null;
  if (body.socialEmail !== undefined) patch.socialEmail = normalizeEmail(body.socialEmail);
  if (body.skipTutorial !== undefined) patch.skipTutorial = body.skipTutorial;
  if (body.currency !== undefined) patch.currency = body.currency;
  if (body.preferences?.notifications !== undefined) patch.notifications = body.preferences.notifications;
  if (body.preferences?.notificationTime !== undefined)
    patch.notificationTime = body.preferences.notificationTime;
  if (body.preferences?.sumBalance !== undefined) patch.sumBalance = body.preferences.sumBalance;
  if (body.achievements !== undefined) patch.achievements = [...new Set(body.achievements)];
  if (body.videosWatched !== undefined) {
    // The same trail locks as 'videos_watched' (decision 263): the whole list cannot skip them.
    const ids = [...new Set(body.videosWatched)];
    const user = await request.server.repos.users.findById(ownId(request, request.params.id));
    await refuseUnwatchable(request, user?.videosWatched ?? [], ids, 'videosWatched');
    patch.videosWatched = ids;
  }
  if (body.password !== undefined) {
    await confirmCurrentPassword(request, body.currentPassword);
    patch.passwordHash = await hashPassword(body.password);
  }
  return patch;
}

export const profileHandlers: Handlers = {
  async getUser(request): Promise<Answer<'getUser', 200>> {
    const user = await request.server.repos.users.findById(ownId(request, request.params.id));
    if (!user) throw fail(404, 'errors.userNotFound');
    return { data: await presentUser(request.server, user) };
  },

  async updateUser(request): Promise<Answer<'updateUser', 200>> {
    const app = request.server;
    const userId = ownId(request, request.params.id);
    const patch = await profilePatch(request);
    const user = await app.repos.transaction(async (repos) => {
      const updated = await repos.users.update(userId, patch);
      // A new password ends every other session; the one that changed it stays signed in. A
      // recovery link mailed before would undo the owner's choice: it goes too (audit AH2).
      if (patch.passwordHash) {
        await repos.sessions.revokeAllFor(userId, caller(request).sessionId);
        await repos.codes.retire('recovery', userId);
      }
      return updated;
    });
    if (!user) throw fail(404, 'errors.userNotFound');
    return { data: await presentUser(app, user) };
  },

  async deleteUser(request, reply) {
    const app = request.server;
    const userId = ownId(request, request.params.id);
    await confirmCurrentPassword(request, request.body.currentPassword);
    await endGatewaySubscriptions(app, userId);
    await app.repos.transaction(async (repos) => {
      const family = await repos.families.findForUser(userId);
      if (family?.adminId === userId) await repos.families.delete(family.id);
      // Every own record and every session goes with the user (ON DELETE CASCADE).
      await repos.users.delete(userId);
    });
    request.log.info({ userId }, 'account deleted');
    return reply.status(204).send();
  },

  async resetAccount(request): Promise<Answer<'resetAccount', 200>> {
    const { userId } = ownerOnly(request);
    await confirmCurrentPassword(request, request.body.currentPassword);
    await request.server.repos.transaction((repos) => repos.ledger.reset(userId));
    return { message: t('messages.accountReset') };
  },

  async exportUserStory(request, reply) {
    const { ledger } = request.server.repos;
    const { userId } = caller(request);
    const rows = await ledger.story(userId);
    const openings = await ledger.openingBalances(userId);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', historyExportDisposition(request.server.brand.brand))
      .send(storyCsv(rows, openings));
  },

  async listPlannerClients(request): Promise<Answer<'listPlannerClients', 200>> {
    const app = request.server;
    const planner = await app.repos.users.findById(caller(request).actorId);
    if (!planner || !isPlanner(planner)) throw fail(403, 'errors.plannerOnly');
    const items = await clientsWithStatus(app, planner.id, request.query.plannerCode);
    return { data: { items, total: items.length } };
  },
};
