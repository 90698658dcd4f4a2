import { daysBetween, type IsoDate, todayIso } from './dates';

/**
 * The spec's 'Subscription display' (document 3, section 4) as pure functions: the derived state,
 * the badges, the trial day or days left with their colour, the footer buttons and the invoice
 * status labels. Screens turn the keys into text (`settings:plan.*`).
 */

export const TRIAL_DAYS = 7;
/** Badge thresholds in days left: under 0 red, up to 5 dark red, up to 15 orange. */
export const DAYS_LEFT_THRESHOLDS = { expired: 0, critical: 5, warning: 15 } as const;

/** Plans given by a company or a family: never cancelled, changed or bought. */
export const GIFTED_PLANS = ['otto-company', 'otto-family-member'] as const;

export type SubscriptionState = 'active' | 'test' | 'expired';

/** What the display needs of the first subscription (field names as the API has them). */
export interface SubscriptionFacts {
  plan: string;
  status?: string | null;
  suspended?: boolean | null;
  expireAt?: string | null;
  subscriptionId?: string | null;
}

export function isGiftedPlan(plan: string): boolean {
  return (GIFTED_PLANS as readonly string[]).includes(plan);
}

/** The expiry's calendar day in São Paulo ('2026-11-30' or a date-time both work). */
export function expiryDay(expireAt: string): IsoDate {
  return /^\d{4}-\d{2}-\d{2}$/.test(expireAt) ? expireAt : todayIso(new Date(expireAt));
}

/** Days from today to the expiry day: 0 on the last day, negative once past; null without expiry. */
export function daysLeft(facts: Pick<SubscriptionFacts, 'expireAt'>, today: IsoDate): number | null {
  return facts.expireAt ? daysBetween(today, expiryDay(facts.expireAt)) : null;
}

/**
 * The spec's derived state: expiry compared by day; a plan without expiry never expires; a
 * `no_plan` subscription still in date is the trial; one with a status, an active plan.
 */
export function subscriptionState(facts: SubscriptionFacts, today: IsoDate): SubscriptionState {
  const left = daysLeft(facts, today);
  if (left !== null && left < 0) return 'expired';
  if (facts.plan === 'no_plan') return 'test';
  if (facts.status || left === null || isGiftedPlan(facts.plan)) return 'active';
  return 'expired';
}

/** 'resta N dia(s)' colour: red once past, dark red up to 5 days, orange up to 15, plain after. */
export type DaysLeftTone = 'expired' | 'critical' | 'warning' | 'normal';

export function daysLeftTone(days: number): DaysLeftTone {
  if (days < DAYS_LEFT_THRESHOLDS.expired) return 'expired';
  if (days <= DAYS_LEFT_THRESHOLDS.critical) return 'critical';
  if (days <= DAYS_LEFT_THRESHOLDS.warning) return 'warning';
  return 'normal';
}

/** The trial's day, 1 to 7: the last day (0 days left) is day 7. */
export function trialDay(days: number): number {
  return Math.min(TRIAL_DAYS, Math.max(1, TRIAL_DAYS - days));
}

export type InvoiceStatusLabel = 'awaitingPayment' | 'cancelledOrExpired' | 'paid';

const AWAITING_PAYMENT = new Set([
  'pending',
  'draft',
  'partially_paid',
  'in_protest',
  'refunded',
  'chargeback',
  'in_analysis',
]);
const CANCELLED_OR_EXPIRED = new Set(['canceled', 'expired']);

/** 'Aguardando pagamento', 'Fatura cancelada ou expirada' or 'Pago', by the gateway's status. */
export function invoiceStatusLabel(status: string): InvoiceStatusLabel {
  if (AWAITING_PAYMENT.has(status)) return 'awaitingPayment';
  if (CANCELLED_OR_EXPIRED.has(status)) return 'cancelledOrExpired';
  return 'paid';
}

export type SubscriptionBadge = 'awaitingConfirmation' | 'trialExpired' | 'subscriptionExpired';

export type Countdown =
  | { kind: 'trialDay'; day: number; of: number; tone: DaysLeftTone }
  | { kind: 'daysLeft'; days: number; tone: DaysLeftTone }
  | { kind: 'expiresToday'; tone: DaysLeftTone };

export type FooterButton = 'cancel' | 'activate' | 'change' | 'renew' | 'subscribe';

export interface SubscriptionDisplay {
  state: SubscriptionState;
  gifted: boolean;
  badges: SubscriptionBadge[];
  /** Null once expired and for plans without expiry. */
  countdown: Countdown | null;
  buttons: FooterButton[];
}

/**
 * Everything the plan tab and the shell show about the first subscription. `invoiceStatuses` are
 * the subscription's invoices (empty when it has none or none were read).
 */
export function subscriptionDisplay(
  facts: SubscriptionFacts,
  invoiceStatuses: readonly string[],
  today: IsoDate,
): SubscriptionDisplay {
  const state = subscriptionState(facts, today);
  const gifted = isGiftedPlan(facts.plan);
  const subscribed = Boolean(facts.subscriptionId);
  const badges: SubscriptionBadge[] = [];
  if (invoiceStatuses.some((status) => invoiceStatusLabel(status) === 'awaitingPayment')) {
    badges.push('awaitingConfirmation');
  }
  if (state === 'expired') badges.push(subscribed ? 'subscriptionExpired' : 'trialExpired');
  return {
    state,
    gifted,
    badges,
    countdown: countdownOf(facts, state, today),
    buttons: buttonsOf(facts, state),
  };
}

function countdownOf(facts: SubscriptionFacts, state: SubscriptionState, today: IsoDate): Countdown | null {
  const days = daysLeft(facts, today);
  if (days === null || state === 'expired') return null;
  const tone = daysLeftTone(days);
  if (state === 'test') return { kind: 'trialDay', day: trialDay(days), of: TRIAL_DAYS, tone };
  return days === 0 ? { kind: 'expiresToday', tone } : { kind: 'daysLeft', days, tone };
}

function buttonsOf(facts: SubscriptionFacts, state: SubscriptionState): FooterButton[] {
  if (isGiftedPlan(facts.plan)) return [];
  if (!facts.subscriptionId) return ['subscribe'];
  if (state === 'expired') return ['renew', 'change'];
  return [facts.suspended ? 'activate' : 'cancel', 'change'];
}
