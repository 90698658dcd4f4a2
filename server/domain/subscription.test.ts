import { describe, expect, it } from 'vitest';
import { rulingSubscription, type SubscriptionRecord } from './subscription.ts';

const NOW = new Date('2026-06-10T15:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000);
const FAMILY_PLANS = new Set(['otto_family_monthly']);

const row = (userId: string, extra: Partial<SubscriptionRecord>): SubscriptionRecord => ({
  id: `row-${userId}`,
  userId,
  plan: 'no_plan',
  status: null,
  suspended: false,
  expireAt: inDays(3),
  subscriptionId: null,
  ...extra,
});

// A member whose own trial ended, in a family whose admin holds the row described.
const memberOwn = row('member', { expireAt: inDays(-2) });

describe('rulingSubscription: a family plan covers its members from the paid charge (decision 479 N2)', () => {
  it.each([
    ['paid and active', { plan: 'otto_family_monthly', status: 'active', expireAt: inDays(30) }, true],
    [
      'cancelled but still paid',
      { plan: 'otto_family_monthly', status: 'active', suspended: true, expireAt: inDays(30) },
      true,
    ],
    [
      'checked out, first charge awaiting payment',
      { plan: 'otto_family_monthly', status: 'pending', subscriptionId: 'SUB_1', expireAt: inDays(3) },
      false,
    ],
    [
      'checked out, first charge refused',
      { plan: 'otto_family_monthly', status: 'pending', subscriptionId: 'SUB_1', expireAt: inDays(6) },
      false,
    ],
    ['paid, period over', { plan: 'otto_family_monthly', status: 'active', expireAt: inDays(-1) }, false],
    ['a personal plan', { plan: 'otto_monthly', status: 'active', expireAt: inDays(30) }, false],
    ['in the trial', { plan: 'no_plan', status: null, expireAt: inDays(5) }, false],
  ] as const)('admin %s: covered %s', (_, admin, covered) => {
    const ruling = rulingSubscription(
      { own: memberOwn, family: { name: 'Família Souza', admin: row('admin', admin) } },
      FAMILY_PLANS,
      NOW,
    );
    expect(ruling?.plan).toBe(covered ? 'otto-family-member' : 'no_plan');
  });
});
