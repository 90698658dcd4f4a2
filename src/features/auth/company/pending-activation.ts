/**
 * A company activation link opened without a session: the guard sends the person to /login, and the
 * token waits in this tab until they are in (spec 1: the screen reads it and submits it).
 */
const KEY = 'pendingCompanyActivation';

export function keepPendingActivation(token: string): void {
  sessionStorage.setItem(KEY, token);
}

export function hasPendingActivation(): boolean {
  return sessionStorage.getItem(KEY) !== null;
}

export function pendingActivation(): string | undefined {
  return sessionStorage.getItem(KEY) ?? undefined;
}

/** Once submitted: the token is single-use on the server too. */
export function forgetPendingActivation(): void {
  sessionStorage.removeItem(KEY);
}
