import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { trialExpiry } from '../../src/lib/subscription.ts';
import type { Executor } from '../db/client.ts';
import {
  devGatewayRecords,
  families,
  familyMembers,
  gatewayEvents,
  subscriptionInvoices,
  subscriptions,
} from '../db/schema.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionInvoiceRow = typeof subscriptionInvoices.$inferSelect;
export type NewSubscriptionInvoice = typeof subscriptionInvoices.$inferInsert;
export type SubscriptionPatch = Partial<
  Pick<
    SubscriptionRow,
    | 'plan'
    | 'status'
    | 'suspended'
    | 'expireAt'
    | 'subscriptionId'
    | 'clientId'
    | 'paymentType'
    | 'paymentMethods'
    | 'promotionalCodeId'
  >
>;

/** What decides an account's state: its own newest row, and its family admin's when it is a member. */
export interface RulingRows {
  own: SubscriptionRow | undefined;
  family: { name: string; admin: SubscriptionRow } | undefined;
}

export function subscriptionsRepository(db: Executor) {
  const newest = async (userId: string) => {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(1);
    return row;
  };

  return {
    /**
     * The 7-day trial every account starts with (plan 'no_plan', decision 430). Called by
     * `users.create`, so every sign-up path (password, social, demo, tests) starts one.
     */
    async startTrial(userId: string, now: Date = new Date()): Promise<void> {
      await db.insert(subscriptions).values({ userId, plan: 'no_plan', expireAt: trialExpiry(now) });
    },

    /** A gifted plan (company, family member): active, no expiry, nothing to pay or cancel. */
    async grant(userId: string, plan: 'otto-company' | 'otto-family-member'): Promise<void> {
      await db.delete(subscriptions).where(eq(subscriptions.userId, userId));
      await db.insert(subscriptions).values({ userId, plan, status: 'active' });
    },

    /** A plan set by hand (demo accounts, the admin CLI): active until `expireAt`. */
    async setPlan(userId: string, plan: string, expireAt: Date | null): Promise<void> {
      await db.delete(subscriptions).where(eq(subscriptions.userId, userId));
      await db.insert(subscriptions).values({ userId, plan, status: 'active', expireAt });
    },

    newest,

    async list(userId: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    },

    async findOwn(id: string, userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
      return row;
    },

    async findById(id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row;
    },

    async findByGatewayId(subscriptionId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.subscriptionId, subscriptionId));
      return row;
    },

    /**
     * Takes the row for one checkout with the gateway (decision 469): answers the row as it is now,
     * or nothing while another checkout holds it. A checkout that never finished (a crash) lets go
     * after `seconds`.
     */
    async claimCheckout(
      id: string,
      seconds: number,
      now: Date = new Date(),
    ): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .update(subscriptions)
        .set({ checkoutUntil: new Date(now.getTime() + seconds * 1000) })
        .where(
          and(
            eq(subscriptions.id, id),
            or(isNull(subscriptions.checkoutUntil), lt(subscriptions.checkoutUntil, now)),
          ),
        )
        .returning();
      return row;
    },

    async releaseCheckout(id: string): Promise<void> {
      await db.update(subscriptions).set({ checkoutUntil: null }).where(eq(subscriptions.id, id));
    },

    async update(id: string, patch: SubscriptionPatch): Promise<SubscriptionRow | undefined> {
      const [row] = await db.update(subscriptions).set(patch).where(eq(subscriptions.id, id)).returning();
      return row;
    },

    /**
     * Own newest row plus, for an active member of a family, the family admin's newest row: one
     * query, as the bearer check runs it before every write (decision 431).
     */
    async ruling(userId: string): Promise<RulingRows> {
      const membership = db.$with('membership').as(
        db
          .select({ adminId: families.adminId, name: families.name })
          .from(familyMembers)
          .innerJoin(families, eq(families.id, familyMembers.familyId))
          .where(and(eq(familyMembers.userId, userId), eq(familyMembers.status, 'active'))),
      );
      const rows = await db
        .with(membership)
        .selectDistinctOn([subscriptions.userId], { row: subscriptions, familyName: membership.name })
        .from(subscriptions)
        .leftJoin(membership, eq(membership.adminId, subscriptions.userId))
        .where(
          or(
            eq(subscriptions.userId, userId),
            eq(subscriptions.userId, sql`(select ${membership.adminId} from ${membership})`),
          ),
        )
        .orderBy(subscriptions.userId, desc(subscriptions.createdAt), desc(subscriptions.id));
      const own = rows.find(({ row }) => row.userId === userId)?.row;
      const admin = rows.find(({ row }) => row.userId !== userId);
      return {
        own,
        family: admin?.familyName != null ? { name: admin.familyName, admin: admin.row } : undefined,
      };
    },

    async invoices(subscriptionId: string): Promise<SubscriptionInvoiceRow[]> {
      return db
        .select()
        .from(subscriptionInvoices)
        .where(eq(subscriptionInvoices.subscriptionId, subscriptionId))
        .orderBy(desc(subscriptionInvoices.dueDate), desc(subscriptionInvoices.createdAt));
    },

    async findInvoice(id: string): Promise<SubscriptionInvoiceRow | undefined> {
      const [row] = await db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, id));
      return row;
    },

    async saveInvoice(invoice: NewSubscriptionInvoice): Promise<void> {
      const { id: _id, subscriptionId: _subscription, createdAt: _created, ...changes } = invoice;
      await db
        .insert(subscriptionInvoices)
        .values(invoice)
        .onConflictDoUpdate({ target: subscriptionInvoices.id, set: { ...changes, updatedAt: new Date() } });
    },

    /** Records a webhook delivery; false when the same key was taken before (a replay). */
    async firstDelivery(key: string): Promise<boolean> {
      const rows = await db.insert(gatewayEvents).values({ key }).onConflictDoNothing().returning();
      return rows.length === 1;
    },

    /** The development gateway's store (decision 433). */
    devStore: {
      async get<T>(id: string): Promise<T | undefined> {
        const [row] = await db.select().from(devGatewayRecords).where(eq(devGatewayRecords.id, id));
        return row?.data as T | undefined;
      },
      async list<T>(kind: string): Promise<T[]> {
        const rows = await db.select().from(devGatewayRecords).where(eq(devGatewayRecords.kind, kind));
        return rows.map((row) => row.data as T);
      },
      async put(id: string, kind: string, data: unknown): Promise<void> {
        await db
          .insert(devGatewayRecords)
          .values({ id, kind, data })
          .onConflictDoUpdate({ target: devGatewayRecords.id, set: { data: sql`excluded.data` } });
      },
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof subscriptionsRepository>;
