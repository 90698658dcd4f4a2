import { type DaysLeftTone, daysLeftTone, type SubscriptionState, TRIAL_DAYS } from './subscription';

/**
 * The spec's 'Subscription display' (document 3, section 4) from the state the server derives
 * (`user.subscription`: state, daysLeft, trialDay, gifted, subscribed, pendingInvoices, suspended;
 * the rules themselves are src/lib/subscription.ts, decision 430): which badges, which countdown in
 * which colour, which footer buttons. Screens turn the keys into text.
 */

/** The derived fields of the API's Subscription that the display reads. */
export interface DerivedSubscription {
  state?: SubscriptionState | undefined;
  daysLeft?: number | null | undefined;
  trialDay?: number | undefined;
  trialDays?: number | undefined;
  gifted?: boolean | undefined;
  subscribed?: boolean | undefined;
  pendingInvoices?: boolean | undefined;
  suspended?: boolean | undefined;
}

export type SubscriptionBadge = 'awaitingConfirmation' | 'trialExpired' | 'subscriptionExpired';

export type Countdown =
  | { kind: 'trialDay'; day: number; of: number; tone: DaysLeftTone }
  | { kind: 'daysLeft'; days: number; tone: DaysLeftTone }
  | { kind: 'expiresToday'; tone: DaysLeftTone };

export type FooterButton = 'cancel' | 'activate' | 'change' | 'renew' | 'subscribe';

export interface SubscriptionDisplay {
  state: SubscriptionState;
  badges: SubscriptionBadge[];
  /** Null once expired and for plans without expiry. */
  countdown: Countdown | null;
  buttons: FooterButton[];
}

export function subscriptionDisplay(subscription: DerivedSubscription): SubscriptionDisplay {
  const state = subscription.state ?? 'expired';
  const badges: SubscriptionBadge[] = [];
  if (subscription.pendingInvoices) badges.push('awaitingConfirmation');
  if (state === 'expired') badges.push(subscription.subscribed ? 'subscriptionExpired' : 'trialExpired');
  return {
    state,
    badges,
    countdown: countdownOf(subscription, state),
    buttons: buttonsOf(subscription, state),
  };
}

function countdownOf(subscription: DerivedSubscription, state: SubscriptionState): Countdown | null {
  const days = subscription.daysLeft;
  if (days === null || days === undefined || state === 'expired') return null;
  const tone = daysLeftTone(days);
  if (state === 'test') {
    const of = subscription.trialDays ?? TRIAL_DAYS;
    return { kind: 'trialDay', day: subscription.trialDay ?? Math.max(1, of - days), of, tone };
  }
  return days === 0 ? { kind: 'expiresToday', tone } : { kind: 'daysLeft', days, tone };
}

/**
 * Subscribed: Cancelar (Ativar once suspended) and Alterar; formerly subscribed: Renovar assinatura
 * and Alterar; never subscribed: Assinar; gifted plans: nothing.
 */
function buttonsOf(subscription: DerivedSubscription, state: SubscriptionState): FooterButton[] {
  if (subscription.gifted) return [];
  if (!subscription.subscribed) return ['subscribe'];
  if (state === 'expired') return ['renew', 'change'];
  return [subscription.suspended ? 'activate' : 'cancel', 'change'];
}
