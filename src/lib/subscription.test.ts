import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  daysLeftTone,
  invoiceStatusGroup,
  priceWithDiscount,
  subscriptionState,
  trialDay,
  trialExpiry,
} from './subscription.ts';

// São Paulo is UTC-3 all year (no daylight saving since 2019).
const at = (iso: string) => new Date(iso);

describe('subscriptionState (expiry compared by São Paulo day)', () => {
  const expireAt = '2026-04-12T15:00:00.000Z'; // 12:00 in São Paulo on 12 April
  it.each([
    // [now (UTC), plan, status, expected]
    ['2026-04-11T12:00:00.000Z', 'otto_monthly', 'active', 'active'],
    ['2026-04-12T02:59:59.000Z', 'otto_monthly', 'active', 'active'], // 11 April 23:59 SP
    ['2026-04-13T02:59:59.000Z', 'otto_monthly', 'active', 'active'], // 12 April 23:59 SP: expiry day
    ['2026-04-13T03:00:00.000Z', 'otto_monthly', 'active', 'expired'], // 13 April 00:00 SP
    ['2026-04-12T23:00:00.000Z', 'otto_monthly', 'active', 'active'], // 12 April 20:00 SP, after the hour
    ['2026-04-11T12:00:00.000Z', 'otto_monthly', null, 'expired'], // no status: never active
    ['2026-04-11T12:00:00.000Z', 'otto_monthly', '', 'expired'],
    ['2026-04-11T12:00:00.000Z', 'no_plan', null, 'test'],
    ['2026-04-13T02:59:59.000Z', 'no_plan', null, 'test'],
    ['2026-04-13T03:00:00.000Z', 'no_plan', null, 'expired'],
    ['2026-04-11T12:00:00.000Z', 'no_plan', 'active', 'test'], // a trial is a trial whatever its status
  ] as const)('at %s %s/%s is %s', (now, plan, status, expected) => {
    expect(subscriptionState({ plan, status, expireAt }, at(now))).toBe(expected);
  });

  it('a gifted plan without expiry stays active; no subscription at all is expired', () => {
    expect(subscriptionState({ plan: 'otto-company', status: 'active', expireAt: null })).toBe('active');
    expect(subscriptionState(null)).toBe('expired');
    expect(subscriptionState({ plan: 'no_plan', status: null, expireAt: null })).toBe('expired');
  });
});

describe('the 7-day trial', () => {
  it.each([
    // sign-up instant (UTC) -> last São Paulo day of the trial
    ['2026-04-10T12:00:00.000Z', '2026-04-16'],
    ['2026-04-11T02:30:00.000Z', '2026-04-16'], // 10 April 23:30 in São Paulo
    ['2026-04-11T03:00:00.000Z', '2026-04-17'], // 11 April 00:00 in São Paulo
  ])('signing up at %s ends on %s', (signUp, lastDay) => {
    const expiry = trialExpiry(at(signUp));
    expect(daysLeft(expiry, at(`${lastDay}T23:00:00.000Z`))).toBe(0);
    expect(subscriptionState({ plan: 'no_plan', expireAt: expiry }, at(`${lastDay}T23:00:00.000Z`))).toBe(
      'test',
    );
    expect(subscriptionState({ plan: 'no_plan', expireAt: expiry }, at(`${lastDay}T12:00:00.000Z`))).toBe(
      'test',
    );
  });

  it('counts day 1 on the sign-up day and day 7 on the last, then expires', () => {
    const signUp = at('2026-04-10T12:00:00.000Z');
    const expiry = trialExpiry(signUp);
    const day = (n: number) => new Date(signUp.getTime() + n * 86_400_000);
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => trialDay(expiry, day(n)))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(subscriptionState({ plan: 'no_plan', expireAt: expiry }, day(6))).toBe('test');
    expect(subscriptionState({ plan: 'no_plan', expireAt: expiry }, day(7))).toBe('expired');
  });
});

describe('badges and invoices', () => {
  it.each([
    [-1, 'expired'],
    [0, 'danger'],
    [5, 'danger'],
    [6, 'warning'],
    [15, 'warning'],
    [16, 'normal'],
  ] as const)('%i days left is %s', (left, tone) => {
    expect(daysLeftTone(left)).toBe(tone);
  });

  it.each([
    ['pending', 'awaiting'],
    ['draft', 'awaiting'],
    ['partially_paid', 'awaiting'],
    ['in_protest', 'awaiting'],
    ['refunded', 'awaiting'],
    ['chargeback', 'awaiting'],
    ['in_analysis', 'awaiting'],
    ['canceled', 'cancelled'],
    ['expired', 'cancelled'],
    ['paid', 'paid'],
    ['externally_paid', 'paid'],
    ['authorized', 'paid'],
  ] as const)('%s shows as %s', (status, group) => {
    expect(invoiceStatusGroup(status)).toBe(group);
  });
});

describe('priceWithDiscount', () => {
  it.each([
    [29.9, null, 29.9],
    [29.9, { discount: 20 }, 23.92],
    [29.9, { discount: 20, discountType: 'percent' }, 23.92],
    [299.9, { discount: 33.33 }, 199.94],
    [29.9, { discount: 10, discountType: 'fixed' }, 19.9],
    [29.9, { discount: 100 }, 1],
    [29.9, { discount: 50, discountType: 'fixed' }, 1],
    [0.5, { discount: 10, discountType: 'fixed' }, 0.5],
  ] as const)('%d with %o costs %d', (price, code, expected) => {
    expect(priceWithDiscount(price, code)).toBe(expected);
  });
});
