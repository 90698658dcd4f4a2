import { addDays, daysBetween, type IsoDate, startOfBusinessDay, todayIso } from './dates.ts';

/**
 * The subscription rules shared by the server and the SPA (docs/decisions/430): the derived state,
 * the trial's length and day, days left, the badge colour thresholds, the invoice status groups and
 * the price after a promotional code. Pure; the clock comes in as `now`.
 */

/** Spec 3 section 9: 'Trial 7 days'. */
export const TRIAL_DAYS = 7;
/** Spec 3 section 9: 'Badge thresholds 0, 5, 15 days'. */
export const BADGE_THRESHOLDS = { danger: 5, warning: 15 } as const;
/** The least a discounted plan costs (decision 436): a gateway cannot charge nothing. */
export const MINIMUM_PRICE = 1;

export const GIFTED_PLANS = ['otto-company', 'otto-family-member'] as const;
export const TRIAL_PLAN = 'no_plan';

export type SubscriptionState = 'active' | 'test' | 'expired';

export interface SubscriptionFacts {
  plan: string;
  status?: string | null;
  /** An instant (Date or ISO string); null or absent: never expires (gifted company plan). */
  expireAt?: Date | string | null;
}

const asDate = (value: Date | string): Date => (typeof value === 'string' ? new Date(value) : value);

export function isGiftedPlan(plan: string): boolean {
  return (GIFTED_PLANS as readonly string[]).includes(plan);
}

/**
 * Whole São Paulo days from today to the expiry day: 0 on the expiry day itself ('Expira hoje'),
 * negative once it has passed; null when there is no expiry.
 */
export function daysLeft(expireAt: Date | string | null | undefined, now: Date = new Date()): number | null {
  if (expireAt === null || expireAt === undefined) return null;
  return daysBetween(todayIso(now), todayIso(asDate(expireAt)));
}

/**
 * Spec 1 'Subscription': active = a status and not expired; test = plan 'no_plan' and not expired;
 * expired otherwise. Expiry is compared by day in America/Sao_Paulo: an account whose expiry is
 * today is still good until São Paulo's midnight. The trial is checked first, so a trial row never
 * reads as a paid plan whatever its status.
 */
export function subscriptionState(
  subscription: SubscriptionFacts | null | undefined,
  now: Date = new Date(),
): SubscriptionState {
  if (!subscription) return 'expired';
  const left = daysLeft(subscription.expireAt, now);
  const expired = left !== null && left < 0;
  if (expired) return 'expired';
  if (subscription.plan === TRIAL_PLAN) return left === null ? 'expired' : 'test';
  return subscription.status ? 'active' : 'expired';
}

/** Whether an account may write (decision 431): its subscription is active or in trial. */
export function subscriptionAllowsWrites(
  subscription: SubscriptionFacts | null | undefined,
  now: Date = new Date(),
): boolean {
  return subscriptionState(subscription, now) !== 'expired';
}

/** The instant a trial started on São Paulo day `start` ends: the end of its 7th day. */
export function trialExpiry(now: Date = new Date()): Date {
  const start: IsoDate = todayIso(now);
  return new Date(startOfBusinessDay(addDays(start, TRIAL_DAYS)).getTime() - 1);
}

/** Day X of the 7-day trial ('dia X de 7'), from the days left: 1 on the first day, 7 on the last. */
export function trialDay(expireAt: Date | string, now: Date = new Date()): number {
  const left = daysLeft(expireAt, now) ?? 0;
  return Math.min(TRIAL_DAYS, Math.max(1, TRIAL_DAYS - left));
}

export type DaysLeftTone = 'expired' | 'danger' | 'warning' | 'normal';

/** Colour of the days-left badge: under 0 red, up to 5 dark red, up to 15 orange. */
export function daysLeftTone(left: number): DaysLeftTone {
  if (left < 0) return 'expired';
  if (left <= BADGE_THRESHOLDS.danger) return 'danger';
  if (left <= BADGE_THRESHOLDS.warning) return 'warning';
  return 'normal';
}

export type InvoiceStatusGroup = 'awaiting' | 'cancelled' | 'paid';

const AWAITING = new Set([
  'pending',
  'draft',
  'partially_paid',
  'in_protest',
  'refunded',
  'chargeback',
  'in_analysis',
]);

/** Spec 3 'Invoice status mapping': 'Aguardando pagamento', 'Fatura cancelada ou expirada' or 'Pago'. */
export function invoiceStatusGroup(status: string): InvoiceStatusGroup {
  if (AWAITING.has(status)) return 'awaiting';
  if (status === 'canceled' || status === 'expired') return 'cancelled';
  return 'paid';
}

/** Whether any of a subscription's invoices still awaits payment ('Aguardando pagamento'). */
export const awaitsPayment = (invoices: readonly { status: string }[]): boolean =>
  invoices.some((invoice) => invoiceStatusGroup(invoice.status) === 'awaiting');

/**
 * A checkout whose first charge was refused or cancelled: the row is still 'pending' but nothing is
 * left to pay, so the person has no subscription yet and may check out again (decision 479).
 */
export function firstChargeFailed(
  status: string | null | undefined,
  latestInvoiceStatus: string | undefined,
): boolean {
  return (
    status === 'pending' &&
    latestInvoiceStatus !== undefined &&
    invoiceStatusGroup(latestInvoiceStatus) === 'cancelled'
  );
}

export interface Discount {
  discount: number;
  discountType?: 'percent' | 'fixed';
}

/** The plan price after a promotional code, in BRL with two decimals, never under MINIMUM_PRICE. */
export function priceWithDiscount(price: number, code: Discount | null | undefined): number {
  const cents = Math.round(price * 100);
  if (!code) return cents / 100;
  const off =
    code.discountType === 'fixed'
      ? Math.round(code.discount * 100)
      : Math.round((cents * code.discount) / 100);
  const floor = Math.min(cents, MINIMUM_PRICE * 100);
  return Math.max(floor, cents - off) / 100;
}
