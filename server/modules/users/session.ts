import type { FastifyInstance } from 'fastify';
import { currentMonth, firstDateOfMonth, lastDateOfMonth } from '../../../src/lib/dates.ts';
import { caller } from '../../auth/bearer.ts';
import { claimPasswordTry } from '../../auth/limits.ts';
import { passwordMatches } from '../../auth/passwords.ts';
import { fail } from '../../errors.ts';
import type { UserRow } from '../../repositories/users.ts';
import { spentCents } from '../balances/spent.ts';
import type { Answer, Handlers, Schemas } from '../types.ts';
import { isPlanner } from './present.ts';
import { normalizeEmail } from './rules.ts';

const toAmount = (cents: number) => Math.round(cents) / 100;

/**
 * A planner's clients with this month's spent against planned: the figures of the client's own
 * planning for the month (paid rows only, as /planejamento and /relatorio count them), so the list and
 * the client's screens agree (decision 488).
 */
export async function clientsWithStatus(
  app: FastifyInstance,
  plannerId: string,
  plannerCode?: string,
): Promise<Schemas['Client'][]> {
  const clients = await app.repos.users.clientsOf(plannerId, plannerCode);
  const ids = clients.map((client) => client.id);
  const month = currentMonth();
  const period = { start: firstDateOfMonth(month), end: lastDateOfMonth(month) };
  const [sums, planned] = await Promise.all([
    app.repos.balances.userGroupSums({ userIds: ids, ...period, paidOnly: true }),
    app.repos.budgets.plannedExpenses(ids, month),
  ]);
  return clients.map((client) => ({
    _id: client.id,
    name: client.name,
    email: client.email,
    plannerCode: client.plannerCode,
    financeStatus: {
      spended: toAmount(spentCents(sums.get(client.id) ?? [])),
      planned: toAmount(planned.get(client.id) ?? 0),
    },
  }));
}

/**
 * The login answer for `user`, whichever way they proved who they are (password or identity
 * provider): a session row and its bearer token, acting for the chosen client or the family's main
 * user when the user is a planner.
 */
export async function openSession(
  app: FastifyInstance,
  user: UserRow,
  clientId?: string,
): Promise<Schemas['LoginResponse']> {
  const planner = isPlanner(user);
  let actingId = user.id;
  if (clientId) {
    if (!planner) throw fail(403, 'errors.notAPlanner');
    if (!(await app.repos.users.isClientOf(user.id, clientId))) throw fail(403, 'errors.notYourClient');
    actingId = clientId;
  } else if (planner) {
    // A planner in a family works on the family admin's account, the family's main user.
    actingId = (await app.repos.users.familyAdminOf(user.id)) ?? user.id;
  }
  const acting = actingId === user.id ? user : await app.repos.users.findById(actingId);
  if (!acting) throw fail(403, 'errors.notYourClient');

  const accessToken = await issueToken(app, user.id, acting.id);
  return {
    accessToken,
    id: acting.id,
    isPlanner: planner,
    active: user.active,
    ...(acting.image ? { image: acting.image } : {}),
    ...(planner && !clientId ? { clients: await clientsWithStatus(app, user.id) } : {}),
  };
}

async function issueToken(app: FastifyInstance, userId: string, actingUserId: string) {
  const expiresAt = new Date(Date.now() + app.config.tokenTtlHours * 3_600_000);
  const session = await app.repos.sessions.create(userId, actingUserId, expiresAt);
  return app.tokens.sign({ sessionId: session.id, userId: actingUserId }, expiresAt);
}

export const sessionHandlers: Handlers = {
  async authenticateUser(request): Promise<Answer<'authenticateUser', 200>> {
    const app = request.server;
    const email = normalizeEmail(request.body.email);
    const guess = await claimPasswordTry(app, email, request.ip);
    const user = await app.repos.users.findByEmail(email);
    // Unknown e-mails and accounts without a password (social sign-ups, entered only through their
    // identity provider) cost the same hash check and answer exactly like a wrong password.
    if (!(await passwordMatches(user?.passwordHash, request.body.password)) || !user)
      throw fail(403, 'errors.invalidCredentials');
    await guess.succeeded(user.id);

    const data = await openSession(app, user, request.body.clientId);
    request.log.info({ userId: user.id, actingUserId: data.id }, 'signed in');
    return { data };
  },

  async logoutUser(request, reply) {
    await request.server.repos.sessions.revoke(caller(request).sessionId);
    return reply.status(204).send();
  },
};
