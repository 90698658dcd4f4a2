import { and, eq, ilike, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { companies, families, familyMembers, payments, plannerClients, users } from '../db/schema.ts';
import { subscriptionsRepository } from './subscriptions.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'email' | 'createdAt' | 'updatedAt'>>;

/**
 * Holds the person's row until the transaction ends: a write that checks what the person has and then
 * creates what is missing (a month's planning, a family, a category, a bank connection) runs one at a
 * time per person, since the row it would create cannot be locked before it exists (audits Y1, Y2,
 * Y5, decision 035). NO KEY UPDATE, not UPDATE: every row inserted for the person holds a key-share
 * lock on this one, which UPDATE would wait for, deadlocking two writes that inserted first.
 */
export async function lockPerson(db: Executor, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The cash wallet every account starts with and keeps through a reset. */
export const DEFAULT_WALLET = { name: 'Dinheiro', type: 'money' } as const;

export function usersRepository(db: Executor) {
  return {
    lock: (userId: string) => lockPerson(db, userId),

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
      return row;
    },

    /** The account an identity provider's subject (`<provider>|<sub>`) was linked to at sign-up. */
    async findBySocialUid(socialUid: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.socialLogin, true), eq(users.socialUid, socialUid)))
        .limit(1);
      return row;
    },

    /** Creates the user and the default cash wallet together. */
    async create(values: NewUser): Promise<UserRow> {
      const insert = async (tx: Executor) => {
        const [row] = await tx
          .insert(users)
          .values({ ...values, email: values.email.trim().toLowerCase() })
          .returning();
        if (!row) throw new Error('user insert returned nothing');
        await tx.insert(payments).values({ userId: row.id, ...DEFAULT_WALLET, isDefault: true });
        // Every sign-up path comes through here: each account starts its 7-day trial (decision 430).
        await subscriptionsRepository(tx).startTrial(row.id);
        return row;
      };
      return db.transaction(insert);
    },

    async update(id: string, patch: UserPatch): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },

    async company(companyId: string | null) {
      if (!companyId) return undefined;
      const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
      return row;
    },

    async isClientOf(plannerId: string, clientId: string): Promise<boolean> {
      const rows = await db
        .select({ id: plannerClients.clientId })
        .from(plannerClients)
        .where(and(eq(plannerClients.plannerId, plannerId), eq(plannerClients.clientId, clientId)));
      return rows.length > 0;
    },

    async clientsOf(plannerId: string, plannerCode?: string) {
      const filters = [eq(plannerClients.plannerId, plannerId)];
      // The code is matched as typed: '%' and '_' are letters here, not LIKE's wildcards.
      if (plannerCode)
        filters.push(ilike(plannerClients.plannerCode, `%${plannerCode.replace(/[\\%_]/g, '\\$&')}%`));
      return db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          plannerCode: plannerClients.plannerCode,
        })
        .from(plannerClients)
        .innerJoin(users, eq(users.id, plannerClients.clientId))
        .where(and(...filters))
        .orderBy(users.name);
    },

    async addClient(plannerId: string, clientId: string, plannerCode: string | null) {
      await db.insert(plannerClients).values({ plannerId, clientId, plannerCode }).onConflictDoNothing();
    },

    /** The planners who may sign in for `clientId`, the client's side of `clientsOf` (decision 048). */
    async plannersOf(clientId: string) {
      return db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(plannerClients)
        .innerJoin(users, eq(users.id, plannerClients.plannerId))
        .where(eq(plannerClients.clientId, clientId))
        .orderBy(users.name, users.email);
    },

    /** Unlinks a planner from a client; false when they were not linked. */
    async removeClient(plannerId: string, clientId: string): Promise<boolean> {
      const rows = await db
        .delete(plannerClients)
        .where(and(eq(plannerClients.plannerId, plannerId), eq(plannerClients.clientId, clientId)))
        .returning({ id: plannerClients.clientId });
      return rows.length > 0;
    },

    /** The admin of the family `userId` actively belongs to, when that is someone else. */
    async familyAdminOf(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ adminId: families.adminId })
        .from(familyMembers)
        .innerJoin(families, eq(families.id, familyMembers.familyId))
        .where(
          and(
            eq(familyMembers.userId, userId),
            eq(familyMembers.status, 'active'),
            ne(families.adminId, userId),
          ),
        );
      return row?.adminId;
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
