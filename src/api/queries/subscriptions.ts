import type { QueryClient } from '@tanstack/react-query';
import {
  getGetGatewayConfigQueryOptions,
  getGetSubscriptionQueryOptions,
  getListPlansQueryOptions,
  getListSubscriptionInvoicesQueryOptions,
} from '@/api/gen/endpoints/subscriptions/subscriptions';
import { invalidateRoots } from '@/api/invalidation';
import { itemsOf, payloadOf, readable } from './answer';

/**
 * Reads of the commercial path (issue 11). The subscription that rules an account travels with the
 * user (`user.subscription`, decision 430), so the shell and the plan tab read it from there.
 */

/** The plans this brand sells, with its prices, in the order /assine shows them. */
export const plansQuery = () => readable(getListPlansQueryOptions({ query: { select: itemsOf } }));

/** A subscription's invoices, newest first. */
export const subscriptionInvoicesQuery = (id: string) =>
  readable(getListSubscriptionInvoicesQueryOptions(id, { query: { select: itemsOf } }));

/** One subscription, read again while a payment waits for the gateway's confirmation. */
export const subscriptionQuery = (id: string) =>
  readable(getGetSubscriptionQueryOptions(id, { query: { select: payloadOf } }));

/** Where the browser tokenises a card (the development gateway or Iugu). */
export const gatewayConfigQuery = () =>
  readable(
    getGetGatewayConfigQueryOptions({ query: { select: payloadOf, staleTime: Number.POSITIVE_INFINITY } }),
  );

/** After subscribing, cancelling, reactivating or changing plan: the user carries the state. */
export const invalidateSubscription = (queryClient: QueryClient) =>
  invalidateRoots(queryClient, ['/users', '/subscriptions']);
