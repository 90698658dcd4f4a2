import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoots } from '@/api/invalidation';

/** A profile, currency or preference change: the signed-in user is read again. */
export const invalidateUser = (queryClient: QueryClient) => invalidateRoots(queryClient, ['/users']);

/** Family writes change the family and the `family` the user carries. */
export const invalidateFamily = (queryClient: QueryClient) =>
  invalidateRoots(queryClient, ['/families', '/users']);

export const invalidateCategories = (queryClient: QueryClient) =>
  invalidateRoots(queryClient, ['/categories', '/dashboard']);
