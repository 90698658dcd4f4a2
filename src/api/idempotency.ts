import { useCallback, useState } from 'react';

/**
 * Decision 312: money POSTs carry an `Idempotency-Key` made once per form, so a double click or a
 * retry after a lost answer books once. Random hex from `getRandomValues`, which (unlike
 * `randomUUID`) also exists on plain-HTTP origins.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The request options that send `key` with a generated call. */
export const idempotent = (key: string): RequestInit => ({ headers: { 'Idempotency-Key': key } });

/**
 * The key of an opened form: kept across failures and retries; `renew` after a success, when the
 * same form starts a new submission.
 */
export function useIdempotencyKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, renew };
}
