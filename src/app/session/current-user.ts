import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getGetUserQueryOptions } from '@/api/gen/endpoints/users/users';
import type { User } from '@/api/gen/model/user';
import {
  getSessionSnapshot,
  type SessionSnapshot,
  setCurrency,
  setSessionImage,
  subscribeSession,
} from './session-store';

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
}

/**
 * Loads the signed-in user by the stored id (once; later navigations read the cache) and keeps the
 * user's currency in local storage (BRL when the user has none). Throws when it cannot be loaded.
 */
export async function loadSessionUser(queryClient: QueryClient, id: string): Promise<User> {
  const response = await queryClient.ensureQueryData(getGetUserQueryOptions(id));
  if (response.status !== 200) throw new Error(`GET /users/${id} answered ${response.status}`);
  const user = response.data.data;
  setCurrency(user.currency);
  setSessionImage(user.image);
  return user;
}

/** The signed-in user, already loaded by the route guard before any screen of the main container renders. */
export function useCurrentUser(): User | undefined {
  const { session } = useSession();
  const id = session?.id ?? '';
  const query = useQuery(
    getGetUserQueryOptions(id, {
      query: {
        enabled: id !== '',
        select: (response) => (response.status === 200 ? response.data.data : undefined),
      },
    }),
  );
  return query.data;
}
