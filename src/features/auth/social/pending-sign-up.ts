import type { SocialIdentity } from '../sign-up/social-step-form';

const KEY = 'finance.social-sign-up';

/**
 * The identity a provider vouched for, kept for this tab between the callback route and /cadastro's
 * second step (the ticket in it works once and for 30 minutes: decision 491).
 */
export function keepPendingSocialSignUp(identity: SocialIdentity): void {
  window.sessionStorage.setItem(KEY, JSON.stringify(identity));
}

export function pendingSocialSignUp(): SocialIdentity | undefined {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<SocialIdentity>) : undefined;
    if (!parsed?.uid || !parsed.token || (parsed.provider !== 'google' && parsed.provider !== 'apple'))
      return undefined;
    return parsed as SocialIdentity;
  } catch {
    return undefined;
  }
}

export function forgetPendingSocialSignUp(): void {
  window.sessionStorage.removeItem(KEY);
}
