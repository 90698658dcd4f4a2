/**
 * How often a key (an account, an address, an account at one address) may try something that costs
 * us or risks a password: a few free tries, then an exponential wait between tries, forgotten after
 * a quiet day. Pure: the database only stores the state it returns (decision 301).
 */
export interface ThrottlePolicy {
  /** Tries counted before any wait is imposed. */
  free: number;
  /** Wait imposed after the first try beyond `free`; it doubles with each further try. */
  baseSeconds: number;
  maxSeconds: number;
}

export interface ThrottleState {
  count: number;
  blockedUntil: Date | null;
  updatedAt: Date;
}

export type ThrottleDecision =
  | { allowed: true; next: ThrottleState }
  | { allowed: false; retryAfterSeconds: number };

/** A key left alone this long starts again from zero. */
export const FORGET_AFTER_MS = 24 * 3_600_000;

/** The wait that follows the `count`-th counted try. */
export function waitAfter(policy: ThrottlePolicy, count: number): number {
  if (count < policy.free) return 0;
  return Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** Math.min(count - policy.free, 30));
}

/** Counts one more try when the key is not waiting; otherwise says how long it must wait. */
export function decide(
  policy: ThrottlePolicy,
  state: ThrottleState | undefined,
  now: Date,
): ThrottleDecision {
  const forgotten = !state || now.getTime() - state.updatedAt.getTime() >= FORGET_AFTER_MS;
  const blockedUntil = forgotten ? null : state.blockedUntil;
  if (blockedUntil && blockedUntil > now)
    return { allowed: false, retryAfterSeconds: Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000) };
  const count = (forgotten ? 0 : state.count) + 1;
  const wait = waitAfter(policy, count);
  return {
    allowed: true,
    next: { count, blockedUntil: wait > 0 ? new Date(now.getTime() + wait * 1000) : null, updatedAt: now },
  };
}

/** Gives back one try that turned out legitimate (the right password): it no longer counts. */
export function refund(policy: ThrottlePolicy, state: ThrottleState, now: Date): ThrottleState {
  const count = Math.max(0, state.count - 1);
  return { count, blockedUntil: count < policy.free ? null : state.blockedUntil, updatedAt: now };
}
