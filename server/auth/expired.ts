import type { Contract } from '../contract/spec.ts';
import { routeUrl } from '../contract/spec.ts';

/**
 * What an account whose trial or subscription ended may still do besides reading (decision 431):
 * its own data stays readable and exportable, the account stays its own (password, profile,
 * sign-out, deletion, reset), and every road back to a plan stays open (subscribe, pay, promotional
 * code, company token, family voucher). Every other write answers 403 `subscriptionExpired`.
 */
export const EXPIRED_OPERATIONS = new Set([
  'exportUserStory',
  'logoutUser',
  'deleteUser',
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
  'postFamilyMember',
  'createPromotionalCode',
  'updatePromotionalCode',
  'replacePromotionalCode',
  'deletePromotionalCode',
]);

/** `METHOD /api/route/:param` of each write an expired account may still call. */
export function expiredRoutes(contract: Contract, prefix: string): Set<string> {
  return new Set(
    contract.operations
      .filter((operation) => EXPIRED_OPERATIONS.has(operation.operationId))
      .map((operation) => `${operation.method} ${routeUrl(prefix, operation.path)}`),
  );
}
