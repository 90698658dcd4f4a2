import { describe, expect, it } from 'vitest';
import {
  decide,
  FORGET_AFTER_MS,
  refund,
  type ThrottlePolicy,
  type ThrottleState,
  waitAfter,
} from './throttle.ts';

const policy: ThrottlePolicy = { free: 3, baseSeconds: 30, maxSeconds: 3600 };
const now = new Date('2026-11-23T12:00:00Z');
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const state = (count: number, blockedFor: number | null, updatedSecondsAgo = 0): ThrottleState => ({
  count,
  blockedUntil: blockedFor === null ? null : at(blockedFor),
  updatedAt: at(-updatedSecondsAgo),
});

describe('waitAfter: free tries, then a doubling wait up to the cap', () => {
  it.each([
    [1, 0],
    [2, 0],
    [3, 30],
    [4, 60],
    [5, 120],
    [9, 1920],
    [10, 3600],
    [1000, 3600],
  ])('after the %i-th try waits %i s', (count, seconds) => {
    expect(waitAfter(policy, count)).toBe(seconds);
  });
});

describe('decide', () => {
  it.each<
    [
      string,
      ThrottleState | undefined,
      { allowed: boolean; count?: number; blockedFor?: number | null; retry?: number },
    ]
  >([
    ['a new key counts its first try', undefined, { allowed: true, count: 1, blockedFor: null }],
    ['a free try leaves no wait', state(1, null), { allowed: true, count: 2, blockedFor: null }],
    ['the last free try starts the wait', state(2, null), { allowed: true, count: 3, blockedFor: 30 }],
    ['a try while waiting is refused with the seconds left', state(3, 30), { allowed: false, retry: 30 }],
    ['part of a second left still says 1 s', state(3, 0.2), { allowed: false, retry: 1 }],
    ['a try after the wait doubles the next one', state(3, -1), { allowed: true, count: 4, blockedFor: 60 }],
    [
      'a wait that ended exactly now allows the try',
      state(4, 0),
      { allowed: true, count: 5, blockedFor: 120 },
    ],
    [
      'a key quiet for a day starts over',
      state(50, null, FORGET_AFTER_MS / 1000),
      { allowed: true, count: 1, blockedFor: null },
    ],
    [
      'a day is needed to forget',
      state(2, null, FORGET_AFTER_MS / 1000 - 1),
      { allowed: true, count: 3, blockedFor: 30 },
    ],
  ])('%s', (_case, before, expected) => {
    const decision = decide(policy, before, now);
    expect(decision.allowed).toBe(expected.allowed);
    if (decision.allowed) {
      expect(decision.next.count).toBe(expected.count);
      expect(decision.next.blockedUntil).toEqual(expected.blockedFor ? at(expected.blockedFor) : null);
      expect(decision.next.updatedAt).toEqual(now);
    } else {
      expect(decision.retryAfterSeconds).toBe(expected.retry);
    }
  });

  it('lets exactly `free` tries through a burst before any wait', () => {
    let current: ThrottleState | undefined;
    const outcomes = Array.from({ length: 20 }, () => {
      const decision = decide(policy, current, now);
      if (decision.allowed) current = decision.next;
      return decision.allowed;
    });
    expect(outcomes.filter(Boolean)).toHaveLength(policy.free);
  });
});

describe('refund', () => {
  it.each([
    ['takes back a free try', state(2, null), 1, null],
    ['lifts the wait its own try started', state(3, 30), 2, null],
    ['keeps a wait earned by earlier failures', state(5, 120), 4, at(120)],
    ['never goes below zero', state(0, null), 0, null],
  ])('%s', (_case, before, count, blockedUntil) => {
    expect(refund(policy, before, now)).toEqual({ count, blockedUntil, updatedAt: now });
  });
});
