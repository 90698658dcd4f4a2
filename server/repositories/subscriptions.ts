import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { subscriptions } from '../db/schema.ts';

export function subscriptionsRepository(db: Executor) {
  return {
    /** A gifted plan (company, family member): active, no expiry, nothing to pay or cancel. */
    async grant(userId: string, plan: 'otto-company' | 'otto-family-member'): Promise<void> {
      await db.delete(subscriptions).where(eq(subscriptions.userId, userId));
      await db.insert(subscriptions).values({ userId, plan, status: 'active' });
    },
  };
}
