import { http } from 'msw';
import type { PlanOffer, Subscription, SubscriptionInvoice, User } from '@/api/gen/model';
import { rememberPlannerLogin } from '@/app/session';
import { addDays, todayIso } from '@/lib/dates';
import { collection, envelope } from '@/testing/msw';
import { signedIn } from '../session';

export const ME = '6650a1c2e4b0f5a1b2c3d4e5';
export const SUBSCRIPTION_ID = '6650f00de4b0f5a1b2c3d4aa';

/** An expiry `days` from today (São Paulo), as the server stores it: the end of that day. */
export const expiringIn = (days: number) => `${addDays(todayIso(), days)}T23:59:59.999-03:00`;

export const baseUser: User = {
  _id: ME,
  email: 'ana.souza@exemplo.com.br',
  name: 'Ana Paula Souza',
  image: 'avatar3',
  active: true,
  cpf: '52998224725',
  phoneNumber: '11987654321',
  address: { city: 'Campinas' },
  currency: 'BRL',
  isPlanner: false,
};

export function trial(daysLeft: number): Subscription {
  return {
    _id: SUBSCRIPTION_ID,
    plan: 'no_plan',
    expireAt: expiringIn(daysLeft),
    subscriptionId: null,
    state: daysLeft < 0 ? 'expired' : 'test',
    daysLeft,
    trialDay: Math.min(7, Math.max(1, 7 - daysLeft)),
    trialDays: 7,
    gifted: false,
    subscribed: false,
    pendingInvoices: false,
  };
}

export function subscribed(daysLeft: number, extra: Partial<Subscription> = {}): Subscription {
  return {
    _id: SUBSCRIPTION_ID,
    plan: 'otto_monthly',
    status: 'active',
    suspended: false,
    expireAt: expiringIn(daysLeft),
    subscriptionId: 'sub_9A8B7C6D5E',
    clientId: 'cli_1A2B3C',
    paymentType: 'credit_card',
    paymentMethod: [{ active: true, maskedNumber: 'XXXX-XXXX-XXXX-1111', brand: 'VISA' }],
    state: daysLeft < 0 ? 'expired' : 'active',
    daysLeft,
    gifted: false,
    subscribed: true,
    pendingInvoices: false,
    price: 29.9,
    ...extra,
  };
}

export const familyMember: Subscription = {
  _id: SUBSCRIPTION_ID,
  plan: 'otto-family-member',
  status: 'active',
  expireAt: expiringIn(40),
  state: 'active',
  daysLeft: 40,
  gifted: true,
  subscribed: false,
  pendingInvoices: false,
  family: { name: 'Família Souza' },
};

export const companyPlan: Subscription = {
  _id: SUBSCRIPTION_ID,
  plan: 'otto-company',
  status: 'active',

  state: 'active',
  daysLeft: null,
  gifted: true,
  subscribed: false,
  pendingInvoices: false,
  company: { name: 'Acme Ltda' },
};

export const paidInvoice: SubscriptionInvoice = {
  _id: 'INV_PAID',
  due_date: addDays(todayIso(), -25),
  total: 29.9,
  status: 'paid',
  secure_url: 'https://faturas.exemplo.com.br/INV_PAID',
};
export const pendingInvoice: SubscriptionInvoice = {
  _id: 'INV_PENDING',
  due_date: addDays(todayIso(), 3),
  total: 29.9,
  status: 'pending',
  secure_url: 'https://faturas.exemplo.com.br/INV_PENDING',
};
export const expiredInvoice: SubscriptionInvoice = {
  _id: 'INV_EXPIRED',
  due_date: addDays(todayIso(), -60),
  total: 23.92,
  status: 'expired',
  secure_url: 'https://faturas.exemplo.com.br/INV_EXPIRED',
};

export const refusedInvoice: SubscriptionInvoice = {
  _id: 'INV_REFUSED',
  due_date: todayIso(),
  total: 29.9,
  status: 'canceled',
  secure_url: 'https://faturas.exemplo.com.br/INV_REFUSED',
  payable_with: 'credit_card',
};

/**
 * The first card charge of a checkout made on trial day 1 was refused: nothing was bought, so the
 * server answers the trial it came from, with `firstChargeFailed` (decision 479).
 */
export const firstChargeRefused: Subscription = {
  ...trial(6),
  subscriptionId: 'sub_9A8B7C6D5E',
  clientId: 'cli_1A2B3C',
  paymentType: 'credit_card',
  paymentMethod: [{ active: true, maskedNumber: 'XXXX-XXXX-XXXX-1111', brand: 'VISA' }],
  firstChargeFailed: true,
  latestInvoice: refusedInvoice,
};

export const defaultPlans: PlanOffer[] = [
  { plan: 'otto_monthly', name: 'Mensal', interval: 'monthly', months: 1, price: 29.9, family: false },
  { plan: 'otto_annual', name: 'Anual', interval: 'annual', months: 12, price: 299.9, family: false },
  {
    plan: 'otto_family_monthly',
    name: 'Família',
    interval: 'monthly',
    months: 1,
    price: 49.9,
    family: true,
  },
];

export const userWith = (subscription: Subscription | undefined): User => ({ ...baseUser, subscription });

export const userIs = (user: User) => http.get('*/api/users/:id', () => envelope(user));
export const invoicesAre = (invoices: SubscriptionInvoice[]) =>
  http.get('*/api/subscriptions/:id/invoices', () => collection(invoices));
export const plansAre = (plans: PlanOffer[]) =>
  http.get('*/api/subscriptions/plans', () => collection(plans));
/** The subscription's own read (`getSubscription`), which tells a plan change waiting for the next charge. */
export const subscriptionIs = (subscription: Subscription) =>
  http.get(`*/api/subscriptions/${SUBSCRIPTION_ID}`, () => envelope(subscription));

/**
 * A planner signed in for the story's user, their own login kept beside the session (decision 002):
 * what the user pays is the user's choice, offered to them alone (decision 109).
 */
export function plannerSignedInForMe() {
  const end = signedIn();
  rememberPlannerLogin({ token: 'planner-token', id: 'planner-paula', image: null, clients: [] });
  return end;
}

export { recorder } from '@/testing/msw';
export { signedIn };
