import { describe, expect, it } from 'vitest';
import {
  daysLeft,
  daysLeftTone,
  invoiceStatusLabel,
  type SubscriptionFacts,
  subscriptionDisplay,
  subscriptionState,
  trialDay,
} from './subscription-display';

const TODAY = '2026-11-20';
const trial = (expireAt: string): SubscriptionFacts => ({ plan: 'no_plan', expireAt, subscriptionId: null });
const paid = (expireAt: string, extra: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  plan: 'otto_monthly',
  status: 'active',
  expireAt,
  subscriptionId: 'sub_1',
  ...extra,
});

describe('derived state, by day in São Paulo', () => {
  it.each<[string, SubscriptionFacts, string]>([
    ['trial in date', trial('2026-11-26T23:59:59-03:00'), 'test'],
    ['trial last day', trial('2026-11-20T23:59:59-03:00'), 'test'],
    // 01:30 UTC on the 21st is still the 20th in São Paulo.
    ['trial ending 22:30 in São Paulo', trial('2026-11-21T01:30:00Z'), 'test'],
    ['trial ended yesterday', trial('2026-11-19T23:59:59-03:00'), 'expired'],
    ['paid in date', paid('2026-12-20'), 'active'],
    ['paid ending today', paid('2026-11-20'), 'active'],
    ['paid ended', paid('2026-11-19'), 'expired'],
    ['no status, not trial', paid('2026-12-20', { status: null }), 'expired'],
    ['company plan without expiry', { plan: 'otto-company' }, 'active'],
  ])('%s is %s', (_name, facts, expected) => {
    expect(subscriptionState(facts, TODAY)).toBe(expected);
  });

  it('counts days to the expiry day', () => {
    expect(daysLeft({ expireAt: '2026-11-25T12:00:00-03:00' }, TODAY)).toBe(5);
    expect(daysLeft({ expireAt: null }, TODAY)).toBeNull();
  });
});

describe('thresholds 0, 5, 15', () => {
  it.each([
    [-1, 'expired'],
    [0, 'critical'],
    [5, 'critical'],
    [6, 'warning'],
    [15, 'warning'],
    [16, 'normal'],
  ] as const)('%i days left is %s', (days, tone) => {
    expect(daysLeftTone(days)).toBe(tone);
  });

  it.each([
    [6, 1],
    [5, 2],
    [1, 6],
    [0, 7],
    [9, 1],
  ])('trial with %i days left is day %i of 7', (days, day) => {
    expect(trialDay(days)).toBe(day);
  });
});

describe('invoice status mapping', () => {
  it.each([
    ['pending', 'awaitingPayment'],
    ['draft', 'awaitingPayment'],
    ['partially_paid', 'awaitingPayment'],
    ['in_protest', 'awaitingPayment'],
    ['refunded', 'awaitingPayment'],
    ['chargeback', 'awaitingPayment'],
    ['in_analysis', 'awaitingPayment'],
    ['canceled', 'cancelledOrExpired'],
    ['expired', 'cancelledOrExpired'],
    ['paid', 'paid'],
    ['externally_paid', 'paid'],
    ['authorized', 'paid'],
  ])('%s shows %s', (status, label) => {
    expect(invoiceStatusLabel(status)).toBe(label);
  });
});

describe('the display', () => {
  it.each<[string, SubscriptionFacts, string[], ReturnType<typeof subscriptionDisplay>]>([
    [
      'trial day 1',
      trial('2026-11-26'),
      [],
      {
        state: 'test',
        gifted: false,
        badges: [],
        countdown: { kind: 'trialDay', day: 1, of: 7, tone: 'warning' },
        buttons: ['subscribe'],
      },
    ],
    [
      'trial expired',
      trial('2026-11-19'),
      [],
      { state: 'expired', gifted: false, badges: ['trialExpired'], countdown: null, buttons: ['subscribe'] },
    ],
    [
      'active, 30 days left',
      paid('2026-12-20'),
      ['paid'],
      {
        state: 'active',
        gifted: false,
        badges: [],
        countdown: { kind: 'daysLeft', days: 30, tone: 'normal' },
        buttons: ['cancel', 'change'],
      },
    ],
    [
      'active, 5 days left, an invoice waiting',
      paid('2026-11-25'),
      ['paid', 'pending'],
      {
        state: 'active',
        gifted: false,
        badges: ['awaitingConfirmation'],
        countdown: { kind: 'daysLeft', days: 5, tone: 'critical' },
        buttons: ['cancel', 'change'],
      },
    ],
    [
      'expires today',
      paid('2026-11-20'),
      [],
      {
        state: 'active',
        gifted: false,
        badges: [],
        countdown: { kind: 'expiresToday', tone: 'critical' },
        buttons: ['cancel', 'change'],
      },
    ],
    [
      'suspended (cancelled, still in date)',
      paid('2026-12-01', { suspended: true }),
      [],
      {
        state: 'active',
        gifted: false,
        badges: [],
        countdown: { kind: 'daysLeft', days: 11, tone: 'warning' },
        buttons: ['activate', 'change'],
      },
    ],
    [
      'formerly subscribed',
      paid('2026-10-20', { suspended: true }),
      ['canceled'],
      {
        state: 'expired',
        gifted: false,
        badges: ['subscriptionExpired'],
        countdown: null,
        buttons: ['renew', 'change'],
      },
    ],
    [
      'family member',
      { plan: 'otto-family-member', status: 'active', expireAt: '2027-01-01' },
      [],
      {
        state: 'active',
        gifted: true,
        badges: [],
        countdown: { kind: 'daysLeft', days: 42, tone: 'normal' },
        buttons: [],
      },
    ],
  ])('%s', (_name, facts, invoices, expected) => {
    expect(subscriptionDisplay(facts, invoices, TODAY)).toEqual(expected);
  });
});
