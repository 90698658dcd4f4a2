import { addDays, addMonthsToDate, startOfBusinessDay, todayIso } from '../../src/lib/dates.ts';
import {
  firstChargeFailed,
  invoiceStatusGroup,
  subscriptionState,
  TRIAL_PLAN,
} from '../../src/lib/subscription.ts';

/** The rows that decide an account's plan (see repositories/subscriptions `ruling`). */
export interface SubscriptionRecord {
  id: string;
  userId: string;
  plan: string;
  status: string | null;
  suspended: boolean;
  expireAt: Date | null;
  subscriptionId: string | null;
}

export interface Ruling<R extends SubscriptionRecord> {
  own: R | undefined;
  family: { name: string; admin: R } | undefined;
}

/**
 * The subscription that rules an account (decision 430): its own, unless it is a member of a
 * family whose admin holds an active family plan and its own is not active: then the family plan,
 * as 'otto-family-member' (gifted), until the admin's expiry. The record stays the member's own row.
 * A family plan covers from its paid charge (decision 479 N2): an admin's checkout still awaiting
 * payment, or whose charge was refused, covers nobody (audit AE4).
 */
export function rulingSubscription<R extends SubscriptionRecord>(
  rows: Ruling<R>,
  familyPlans: ReadonlySet<string>,
  now: Date = new Date(),
): (R & { familyName?: string }) | undefined {
  const { own, family } = rows;
  const covered =
    family &&
    familyPlans.has(family.admin.plan) &&
    family.admin.status !== 'pending' &&
    subscriptionState(family.admin, now) === 'active';
  if (covered && (!own || subscriptionState(own, now) !== 'active')) {
    const base = own ?? family.admin;
    return {
      ...base,
      plan: 'otto-family-member',
      status: 'active',
      suspended: false,
      expireAt: family.admin.expireAt,
      subscriptionId: null,
      familyName: family.name,
    };
  }
  return own;
}

/**
 * A row as what was bought (decision 479): a checkout whose first charge failed, on a row never paid
 * for, bought nothing, so it reads as the trial it came from, open until the same day as before.
 */
export function asBought<R extends SubscriptionRecord>(row: R, invoices: readonly { status: string }[]): R {
  const neverPaid = !invoices.some((invoice) => invoiceStatusGroup(invoice.status) === 'paid');
  return firstChargeFailed(row.status, invoices[0]?.status) && neverPaid
    ? { ...row, plan: TRIAL_PLAN, status: null }
    : row;
}

/** The end of São Paulo day `date`. */
const endOfDay = (date: string): Date => new Date(startOfBusinessDay(addDays(date, 1)).getTime() - 1);

/**
 * A paid period extends the plan by `months` from its current expiry, or from today when that has
 * passed (or there is none): paying early never loses days, paying late never backdates.
 */
export function extendedExpiry(current: Date | null, months: number, now: Date = new Date()): Date {
  const today = todayIso(now);
  const from = current && todayIso(current) > today ? todayIso(current) : today;
  return endOfDay(addMonthsToDate(from, months));
}

/** Until when an unpaid first invoice keeps the account open: its due date (boleto clears in days). */
export function graceUntil(current: Date | null, dueDate: string, now: Date = new Date()): Date {
  const due = endOfDay(dueDate < todayIso(now) ? todayIso(now) : dueDate);
  return current && current > due ? current : due;
}
