import { getListFamiliesQueryOptions } from '@/api/gen/endpoints/families/families';
import { getListProfilesQueryOptions } from '@/api/gen/endpoints/profiles/profiles';
import { getListTasksQueryOptions } from '@/api/gen/endpoints/tasks/tasks';
import { getListUserconfigsQueryOptions } from '@/api/gen/endpoints/userconfigs/userconfigs';
import {
  getGetUserQueryOptions,
  getListPlannerClientsQueryOptions,
  getListUserPlannersQueryOptions,
} from '@/api/gen/endpoints/users/users';
import type { ListPlannerClientsParams } from '@/api/gen/model';
import { firstItemOf, itemsOf, payloadOf, readable } from './answer';

/** Reads about people: the signed-in user, the family, a planner's clients, tasks and profile. */

export const userQuery = (id: string) =>
  readable(getGetUserQueryOptions(id, { query: { select: payloadOf } }));

/** A person belongs to at most one family: its first item, or null. */
export const familyQuery = () => readable(getListFamiliesQueryOptions({ query: { select: firstItemOf } }));

export const plannerClientsQuery = (params?: ListPlannerClientsParams) =>
  readable(getListPlannerClientsQueryOptions(params, { query: { select: itemsOf } }));

/** The planners who may sign in for this person (decision 048); the person's own read alone. */
export const plannersOfQuery = (userId: string) =>
  readable(getListUserPlannersQueryOptions(userId, { query: { select: itemsOf } }));

export const tasksQuery = () => readable(getListTasksQueryOptions({ query: { select: itemsOf } }));

/** The caller's task configuration (one per person). */
export const taskConfigQuery = () =>
  readable(getListUserconfigsQueryOptions({ query: { select: firstItemOf } }));

/** The caller's financial profile, null until answered. */
export const financialProfileQuery = () =>
  readable(getListProfilesQueryOptions({ query: { select: firstItemOf } }));
