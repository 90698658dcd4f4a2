import type { Contract } from '../contract/spec.ts';
import { routeUrl } from '../contract/spec.ts';

/**
 * What a signed-in account that is not activated may still do (decision 300): read itself, activate,
 * ask for the code again, sign out, and delete the account it cannot activate.
 */
export const INACTIVE_OPERATIONS = new Set([
  'getUser',
  'activateAccount',
  'resendActivationEmail',
  'logoutUser',
  'deleteUser',
]);

/** `METHOD /api/route/:param` of each of the operations, as the bearer check matches a request. */
export function operationRoutes(contract: Contract, prefix: string, operationIds: ReadonlySet<string>) {
  return new Set(
    contract.operations
      .filter((operation) => operationIds.has(operation.operationId))
      .map((operation) => `${operation.method} ${routeUrl(prefix, operation.path)}`),
  );
}

/** `METHOD /api/route/:param` of each operation an inactive account may call. */
export const inactiveRoutes = (contract: Contract, prefix: string): Set<string> =>
  operationRoutes(contract, prefix, INACTIVE_OPERATIONS);
