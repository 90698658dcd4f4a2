import type { FastifyRequest } from 'fastify';
import { ownerOnly } from '../../auth/bearer.ts';
import { claimPasswordTry } from '../../auth/limits.ts';
import { passwordMatches } from '../../auth/passwords.ts';
import { fail } from '../../errors.ts';

/**
 * Changing the password, resetting and deleting the account need the current password, so a stolen
 * token cannot take the account over for good (decision 303). Only the owner, never a planner acting
 * for them; each check counts as a login guess, so the token gains no extra tries. An account that
 * has no password (a social sign-up) first gets one through the e-mailed recovery link.
 */
export async function confirmCurrentPassword(request: FastifyRequest, currentPassword: string | undefined) {
  const { userId } = ownerOnly(request);
  const app = request.server;
  const user = await app.repos.users.findById(userId);
  if (!user) throw fail(404, 'errors.userNotFound');
  if (!user.passwordHash) throw fail(400, 'errors.accountWithoutPassword');
  if (!currentPassword) throw fail(400, 'errors.currentPasswordRequired');
  const guess = await claimPasswordTry(app, user.email, request.ip);
  if (!(await passwordMatches(user.passwordHash, currentPassword)))
    throw fail(400, 'errors.currentPasswordWrong');
  await guess.succeeded(user.id);
}
