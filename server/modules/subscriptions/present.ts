import type { FastifyInstance } from 'fastify';
import {
  awaitsPayment,
  daysLeft,
  firstChargeFailed,
  isGiftedPlan,
  subscriptionState,
  TRIAL_DAYS,
  TRIAL_PLAN,
  trialDay,
} from '../../../src/lib/subscription.ts';
import { asBought, rulingSubscription } from '../../domain/subscription.ts';
import type { SubscriptionInvoiceRow, SubscriptionRow } from '../../repositories/subscriptions.ts';
import type { Schemas } from '../types.ts';

type Subscription = Schemas['Subscription'];
type Invoice = Schemas['SubscriptionInvoice'];

export function presentInvoice(row: SubscriptionInvoiceRow): Invoice {
  const pix = row.pix as Invoice['pix'] | null;
  const slip = row.bankSlip as Invoice['bank_slip'] | null;
  return {
    _id: row.id,
    due_date: row.dueDate,
    total: Number(row.total),
    status: row.status as Invoice['status'],
    secure_url: row.secureUrl,
    ...(row.payableWith ? { payable_with: row.payableWith as Invoice['payable_with'] } : {}),
    ...(Number(row.discount) > 0 ? { discount: Number(row.discount) } : {}),
    ...(pix ? { pix } : {}),
    ...(slip ? { bank_slip: slip } : {}),
  };
}

/**
 * A subscription row as the contract shows it, with the derived state (decision 430). `nextPlan` is
 * the plan the next charge is for when a change waits for it (decision 479), as the gateway said.
 */
export async function presentSubscription(
  app: FastifyInstance,
  stored: SubscriptionRow & { familyName?: string },
  { nextPlan, now = new Date() }: { nextPlan?: string | undefined; now?: Date } = {},
): Promise<Subscription> {
  const invoices =
    stored.plan === 'otto-family-member' ? [] : await app.repos.subscriptions.invoices(stored.id);
  const latest = invoices[0];
  const failedFirst = firstChargeFailed(stored.status, latest?.status);
  const row = asBought(stored, invoices);
  const state = subscriptionState(row, now);
  const left = daysLeft(row.expireAt, now);
  const price = app.billing.plans.find((plan) => plan.plan === row.plan)?.price;
  const company =
    row.plan === 'otto-company'
      ? await app.repos.users
          .findById(row.userId)
          .then((user) => app.repos.users.company(user?.companyId ?? null))
      : undefined;
  const methods = (row.paymentMethods ?? []) as Array<{
    active?: boolean;
    maskedNumber?: string;
    brand?: string;
  }>;
  return {
    _id: row.id,
    plan: row.plan as Subscription['plan'],
    ...(row.status ? { status: row.status } : {}),
    suspended: row.suspended,
    ...(row.expireAt ? { expireAt: row.expireAt.toISOString() } : {}),
    subscriptionId: row.subscriptionId,
    clientId: row.clientId,
    ...(row.paymentType ? { paymentType: row.paymentType as Subscription['paymentType'] } : {}),
    paymentMethod: methods.map((method) => ({
      active: method.active ?? false,
      ...(method.maskedNumber ? { maskedNumber: method.maskedNumber } : {}),
      ...(method.brand ? { brand: method.brand } : {}),
    })),
    ...(company ? { company: { name: company.name } } : {}),
    ...(row.familyName ? { family: { name: row.familyName } } : {}),
    user: row.userId,
    state,
    daysLeft: left,
    ...(row.plan === TRIAL_PLAN && row.expireAt && state === 'test'
      ? { trialDay: trialDay(row.expireAt, now) }
      : {}),
    trialDays: TRIAL_DAYS,
    gifted: isGiftedPlan(row.plan),
    subscribed: Boolean(row.subscriptionId) && !failedFirst,
    ...(failedFirst ? { firstChargeFailed: true } : {}),
    ...(nextPlan ? { nextPlan: nextPlan as Subscription['plan'] } : {}),
    pendingInvoices: awaitsPayment(invoices),
    ...(price !== undefined ? { price } : {}),
    ...(latest ? { latestInvoice: presentInvoice(latest) } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The subscription that rules a user, presented; undefined only for an account with no row at all. */
export async function presentRuling(app: FastifyInstance, userId: string): Promise<Subscription | undefined> {
  const ruling = await rulingRow(app, userId);
  return ruling ? presentSubscription(app, ruling) : undefined;
}

/** The row that rules the account (its own, or the family plan that covers it), as stored. */
export async function rulingRow(app: FastifyInstance, userId: string) {
  return rulingSubscription(await app.repos.subscriptions.ruling(userId), app.billing.familyPlans);
}
