import type { FastifyInstance } from 'fastify';
import { GatewayError } from '../../billing/gateway.ts';
import { fail } from '../../errors.ts';

/**
 * A deleted account's subscriptions stop charging at the gateway first: the rows go with the user,
 * and nobody could sign in to cancel afterwards. If the gateway cannot be reached, the account
 * stays, so the person can try again rather than be charged for an account that no longer exists.
 */
export async function endGatewaySubscriptions(app: FastifyInstance, userId: string): Promise<void> {
  const running = (await app.repos.subscriptions.list(userId)).filter(
    (row) => row.subscriptionId && !row.suspended,
  );
  for (const row of running) {
    try {
      await app.billing.gateway.suspendSubscription(row.subscriptionId as string);
    } catch (error) {
      if (error instanceof GatewayError) throw fail(400, 'errors.subscriptionNotEnded');
      throw error;
    }
    await app.repos.subscriptions.update(row.id, { suspended: true });
  }
}
