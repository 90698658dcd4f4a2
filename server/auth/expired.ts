import type { FastifyRequest } from 'fastify';
import type { Contract } from '../contract/spec.ts';
import { operationRoutes } from './inactive.ts';

/**
 * What an account whose trial or subscription ended may still do besides reading (decision 431):
 * its own data stays readable and exportable, the account stays its own (password, profile,
 * sign-out, deletion, reset, taking a planner's access away), and every road back to a plan stays open (subscribe, pay, promotional
 * code, company token, family voucher, leaving a family). A question to the assistant is a POST that only reads the
 * person's data, and a watched video records their own progress, so both stay open too. Every other
 * write answers 403 `subscriptionExpired`.
 */
export const EXPIRED_OPERATIONS = new Set([
  'exportUserStory',
  'sendChatMessage',
  'markVideoWatched',
  'logoutUser',
  'deleteUser',
  'removeUserPlanner',
  'resetAccount',
  'updatePassword',
  'updateUser',
  'activateAccount',
  'resendActivationEmail',
  'createSubscription',
  'updateSubscription',
  'replaceSubscription',
  'deleteSubscription',
  'updateSubscriptionStatus',
  'createGatewayClient',
  'createGatewayPayment',
  'createGatewaySubscription',
  'receiveGatewayWebhook',
  'activateCompanyPlan',
  'joinFamilyByVoucher',
  'createPromotionalCode',
  'updatePromotionalCode',
  'replacePromotionalCode',
  'deletePromotionalCode',
]);

/** `METHOD /api/route/:param` of each write an expired account may still call. */
export const expiredRoutes = (contract: Contract, prefix: string): Set<string> =>
  operationRoutes(contract, prefix, EXPIRED_OPERATIONS);

/**
 * `postFamilyMember` is two acts: with `remove` the caller leaves the family, which an expired account
 * may (a family plan elsewhere is a way back); with a body the admin invites, which is a write like
 * any other and mails in the family's name (decision 431, audit AE6).
 */
export function leavesFamily(request: FastifyRequest): boolean {
  const schema = request.routeOptions.schema as { operationId?: string } | undefined;
  const remove = (request.query as { remove?: unknown } | undefined)?.remove;
  return schema?.operationId === 'postFamilyMember' && typeof remove === 'string' && remove !== '';
}
