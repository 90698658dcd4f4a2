import { describe, expect, it } from 'vitest';
import { type DerivedSubscription, subscriptionDisplay } from './subscription-display';

const trial = (daysLeft: number, trialDay: number): DerivedSubscription => ({
  state: 'test',
  daysLeft,
  trialDay,
  trialDays: 7,
  gifted: false,
  subscribed: false,
  pendingInvoices: false,
});
const subscribed = (daysLeft: number, extra: DerivedSubscription = {}): DerivedSubscription => ({
  state: daysLeft < 0 ? 'expired' : 'active',
  daysLeft,
  gifted: false,
  subscribed: true,
  pendingInvoices: false,
  suspended: false,
  ...extra,
});

describe('the plan display', () => {
  it.each<[string, DerivedSubscription, ReturnType<typeof subscriptionDisplay>]>([
    [
      'trial day 1',
      trial(6, 1),
      {
        state: 'test',
        badges: [],
        countdown: { kind: 'trialDay', day: 1, of: 7, tone: 'warning' },
        buttons: ['subscribe'],
      },
    ],
    [
      'trial, last day',
      trial(0, 7),
      {
        state: 'test',
        badges: [],
        countdown: { kind: 'trialDay', day: 7, of: 7, tone: 'danger' },
        buttons: ['subscribe'],
      },
    ],
    [
      'trial expired',
      { ...trial(-2, 7), state: 'expired' },
      { state: 'expired', badges: ['trialExpired'], countdown: null, buttons: ['subscribe'] },
    ],
    [
      'active, 30 days left',
      subscribed(30),
      {
        state: 'active',
        badges: [],
        countdown: { kind: 'daysLeft', days: 30, tone: 'normal' },
        buttons: ['cancel', 'change'],
      },
    ],
    [
      'active, 16 days left',
      subscribed(16),
      {
        state: 'active',
        badges: [],
        countdown: { kind: 'daysLeft', days: 16, tone: 'normal' },
        buttons: ['cancel', 'change'],
      },
    ],
    [
      'active, 15 days left',
      subscribed(15),
      {
        state: 'active',
        badges: [],
        countdown: { kind: 'daysLeft', days: 15, tone: 'warning' },
        buttons: ['cancel', 'change'],
      },
    ],
    [
      'awaiting confirmation, 5 days left',
      subscribed(5, { pendingInvoices: true }),
      {
        state: 'active',
        badges: ['awaitingConfirmation'],
        countdown: { kind: 'daysLeft', days: 5, tone: 'danger' },
        buttons: ['cancel', 'change'],
      },
    ],
    [
      'expires today',
      subscribed(0),
      {
        state: 'active',
        badges: [],
        countdown: { kind: 'expiresToday', tone: 'danger' },
        buttons: ['cancel', 'change'],
      },
    ],
    [
      'suspended (cancelled, still in date)',
      subscribed(11, { suspended: true }),
      {
        state: 'active',
        badges: [],
        countdown: { kind: 'daysLeft', days: 11, tone: 'warning' },
        buttons: ['activate', 'change'],
      },
    ],
    [
      'formerly subscribed',
      subscribed(-30, { suspended: true, pendingInvoices: true }),
      {
        state: 'expired',
        badges: ['awaitingConfirmation', 'subscriptionExpired'],
        countdown: null,
        buttons: ['renew', 'change'],
      },
    ],
    [
      'family member (gifted)',
      { state: 'active', daysLeft: 42, gifted: true, subscribed: false },
      { state: 'active', badges: [], countdown: { kind: 'daysLeft', days: 42, tone: 'normal' }, buttons: [] },
    ],
    [
      'company plan without expiry',
      { state: 'active', daysLeft: null, gifted: true },
      { state: 'active', badges: [], countdown: null, buttons: [] },
    ],
  ])('%s', (_name, subscription, expected) => {
    expect(subscriptionDisplay(subscription)).toEqual(expected);
  });
});
