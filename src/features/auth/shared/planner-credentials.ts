// The store itself, not the session's index: that brings React Query, which /login's first visit
// runs without (decision 427).
import { onLogout } from '@/app/session/session-store';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Signing in for a client repeats the login with `clientId`, which needs the planner's password.
 * It is kept in memory only, never in storage, and forgotten on logout; after a reload the planner
 * signs in again to switch clients.
 */
let credentials: Credentials | null = null;

export function forgetPlannerCredentials(): void {
  credentials = null;
}

onLogout(forgetPlannerCredentials);

export function rememberPlannerCredentials(next: Credentials): void {
  credentials = next;
}

export function plannerCredentials(): Credentials | null {
  return credentials;
}
