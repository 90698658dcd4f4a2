import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../repositories/users.ts';
import { visibleMembers } from '../families/present.ts';
import { presentRuling } from '../subscriptions/present.ts';
import type { Schemas } from '../types.ts';

type User = Schemas['User'];

const optional = <K extends string, V>(key: K, value: V | null | undefined) =>
  (value === null || value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

export const isPlanner = (user: Pick<UserRow, 'profiles'>) => user.profiles.includes('planner');

/** The user as the contract shows it: never the password hash, never a token. */
export async function presentUser(app: FastifyInstance, user: UserRow): Promise<User> {
  const [family, company, subscription] = await Promise.all([
    app.repos.families.findForUser(user.id),
    app.repos.users.company(user.companyId),
    presentRuling(app, user.id),
  ]);
  return {
    _id: user.id,
    email: user.email,
    name: user.name,
    active: user.active,
    ...optional('image', user.image),
    ...optional('cpf', user.cpf),
    ...optional('birthdate', user.birthdate?.toISOString()),
    ...optional('gender', user.gender as User['gender']),
    ...optional('phoneNumber', user.phoneNumber),
    ...(user.city ? { address: { city: user.city } } : {}),
    profiles: user.profiles,
    isPlanner: isPlanner(user),
    ...(company ? { company: { _id: company.id, name: company.name } } : {}),
    ...(family
      ? { family: { _id: family.id, name: family.name, members: visibleMembers(family, user.id) } }
      : {}),
    videosWatched: user.videosWatched,
    skipTutorial: user.skipTutorial,
    currency: user.currency as User['currency'],
    ...(subscription ? { subscription } : {}),
    preferences: {
      notifications: user.notifications,
      notificationTime: user.notificationTime,
      sumBalance: user.sumBalance,
    },
    socialLogin: user.socialLogin,
    ...optional('socialUid', user.socialUid),
    ...optional('facebookUserId', user.facebookUserId),
    ...optional('socialEmail', user.socialEmail),
    achievements: user.achievements as User['achievements'],
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
