import type { QueryClient } from '@tanstack/react-query';
import {
  ensureAll,
  payloadOf,
  plansQuery,
  subscriptionInvoicesQuery,
  subscriptionQuery,
  userQuery,
} from '@/api/queries';
import { getSessionSnapshot } from '@/app/session/session-store';

// The routes import their loaders from here, never from the feature's index (decision 350).

async function signedInUser(queryClient: QueryClient) {
  const id = getSessionSnapshot().session?.id ?? '';
  return id ? payloadOf(await queryClient.ensureQueryData(userQuery(id))) : null;
}

/**
 * Meu plano: the user (who carries the subscription), the brand's plan names and the invoices. A
 * subscriber's own read (a plan change waiting for the next charge) starts here but is not awaited:
 * it asks the payment gateway.
 */
export async function loadPlan(queryClient: QueryClient): Promise<void> {
  const [user] = await Promise.all([signedInUser(queryClient), ensureAll(queryClient, plansQuery())]);
  const subscription = user?.subscription;
  if (subscription?.subscribed && !subscription.gifted)
    void queryClient.prefetchQuery(subscriptionQuery(subscription._id));
  if (subscription?._id) await ensureAll(queryClient, subscriptionInvoicesQuery(subscription._id));
}

/** /assine: the brand's plans beside the user. */
export async function loadPlans(queryClient: QueryClient): Promise<void> {
  await Promise.all([signedInUser(queryClient), ensureAll(queryClient, plansQuery())]);
}

/**
 * /assinatura/update: the plans and the user, and for a subscriber the subscription's own read, which
 * tells a plan change waiting for the next charge (decision 479). /assine has no use for it, and the
 * read asks the payment gateway.
 */
export async function loadPlanChange(queryClient: QueryClient): Promise<void> {
  const [user] = await Promise.all([signedInUser(queryClient), ensureAll(queryClient, plansQuery())]);
  const subscription = user?.subscription;
  if (subscription?.subscribed && !subscription.gifted)
    await ensureAll(queryClient, subscriptionQuery(subscription._id));
}

/** /assinatura/cancelar: the user and the subscription they carry. */
export async function loadSubscriptionUser(queryClient: QueryClient): Promise<void> {
  await signedInUser(queryClient);
}
