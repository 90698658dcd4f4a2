/** First wait after a failed attempt; it doubles with each further one (decision 470). */
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_MAX_MS = 60 * 60_000;

/** The wait before attempt `attempt + 1`, after `attempt` (1-based) failed: 30 s, 1 min, 2 min... 1 h. */
export function backoffMs(attempt: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, Math.min(attempt - 1, 30)));
}

/** When a job that failed its `attempt`-th try runs again, or null once it has no tries left. */
export function retryAt(attempt: number, maxAttempts: number, now: Date): Date | null {
  return attempt >= maxAttempts ? null : new Date(now.getTime() + backoffMs(attempt));
}
