import { isCancelledError, type QueryClient, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { User } from '@/api/gen/model/user';
import { payloadOf, userQuery } from '@/api/queries';
import { inFamily } from '@/lib/family';
import {
  getSessionSnapshot,
  type SessionSnapshot,
  setCurrency,
  setFamilyHint,
  setInactiveHint,
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
  const user = payloadOf(
    await queryClient.ensureQueryData(userQuery(id)).catch((error: unknown) => {
      // React Query cancels a read whose last watcher went away, and a session change (a planner
      // entering /clientes) both empties the cache and takes the shell that watched it off the
      // screen: the read is asked again, not taken for a user that cannot be loaded (audit F1).
      if (isCancelledError(error)) return queryClient.ensureQueryData(userQuery(id));
      throw error;
    }),
  );
  setCurrency(user.currency);
  setSessionImage(user.image);
  setFamilyHint(inFamily(user));
  setInactiveHint(!user.active);
  return user;
}

/**
 * Whether a planner is signed in for someone else (their own login kept beside the session, decision
 * 002): account-level acts are then the account owner's alone, and the server refuses them.
 */
export function actsForAnother({ session, plannerLogin }: SessionSnapshot): boolean {
  return plannerLogin !== null && session?.id !== plannerLogin.id;
}

export function useActsForAnother(): boolean {
  return actsForAnother(useSession());
}

/** The signed-in user, loaded by the root route beside the first screen's data (decision 350). */
export function useCurrentUser(): User | undefined {
  const { session } = useSession();
  const id = session?.id ?? '';
  return useQuery({ ...userQuery(id), enabled: id !== '' }).data;
}
