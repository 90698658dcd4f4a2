import { logoutUser } from '@/api/gen/endpoints/users/users';

/**
 * Ends sessions on the server (decision 002), whatever it answers: a planner's own token and the
 * client token it opened are both this browser's, and leaving must stop every one of them.
 */
export async function revokeTokens(tokens: ReadonlyArray<string | null | undefined>): Promise<void> {
  const distinct = [...new Set(tokens.filter((token): token is string => Boolean(token)))];
  await Promise.all(
    distinct.map((token) =>
      logoutUser({ headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined),
    ),
  );
}
