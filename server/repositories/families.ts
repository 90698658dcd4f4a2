import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { families, familyMembers, users } from '../db/schema.ts';

export type FamilyRow = typeof families.$inferSelect;
export type MemberRow = typeof familyMembers.$inferSelect;
export interface MemberView extends MemberRow {
  name: string | null;
  image: string | null;
}
export interface FamilyView extends FamilyRow {
  members: MemberView[];
}

export function familiesRepository(db: Executor) {
  const members = (familyId: string) =>
    db
      .select({
        id: familyMembers.id,
        familyId: familyMembers.familyId,
        userId: familyMembers.userId,
        email: familyMembers.email,
        role: familyMembers.role,
        status: familyMembers.status,
        createdAt: familyMembers.createdAt,
        name: users.name,
        image: users.image,
      })
      .from(familyMembers)
      .leftJoin(users, eq(users.id, familyMembers.userId))
      .where(eq(familyMembers.familyId, familyId))
      .orderBy(asc(familyMembers.createdAt));

  const view = async (family: FamilyRow | undefined): Promise<FamilyView | undefined> =>
    family ? { ...family, members: await members(family.id) } : undefined;

  const familyOfUser = async (userId: string): Promise<FamilyView | undefined> => {
    const [row] = await db
      .select({ family: families })
      .from(familyMembers)
      .innerJoin(families, eq(families.id, familyMembers.familyId))
      .where(and(eq(familyMembers.userId, userId), eq(familyMembers.status, 'active')));
    return view(row?.family);
  };

  return {
    async findById(id: string): Promise<FamilyView | undefined> {
      const [row] = await db.select().from(families).where(eq(families.id, id));
      return view(row);
    },

    async findByVoucher(voucher: string): Promise<FamilyView | undefined> {
      const [row] = await db
        .select()
        .from(families)
        .where(eq(families.voucher, voucher.trim().toUpperCase()));
      return view(row);
    },

    /** The family the user belongs to (as admin or member), if any. */
    findForUser: familyOfUser,

    /** The active members of the user's family, the user included; just the user without one. */
    async householdOf(userId: string): Promise<string[]> {
      const family = await familyOfUser(userId);
      const members = family?.members.filter((member) => member.status === 'active' && member.userId);
      return members?.length ? members.map((member) => member.userId as string) : [userId];
    },

    async create(name: string, admin: { id: string; email: string }, voucher: string): Promise<FamilyView> {
      return db
        .transaction(async (tx) => {
          const [family] = await tx.insert(families).values({ name, adminId: admin.id, voucher }).returning();
          if (!family) throw new Error('family insert returned nothing');
          await tx.insert(familyMembers).values({
            familyId: family.id,
            userId: admin.id,
            email: admin.email,
            role: 'admin',
            status: 'active',
          });
          return family;
        })
        .then(async (family) => ({ ...family, members: await members(family.id) }));
    },

    async rename(id: string, name: string): Promise<void> {
      await db.update(families).set({ name }).where(eq(families.id, id));
    },

    async invite(familyId: string, email: string): Promise<void> {
      await db.insert(familyMembers).values({ familyId, email, status: 'pending', role: 'member' });
    },

    /** Turns a pending invitation for the e-mail into an active member, or adds one. */
    async join(familyId: string, user: { id: string; email: string }): Promise<void> {
      const [pending] = await db
        .update(familyMembers)
        .set({ userId: user.id, status: 'active' })
        .where(and(eq(familyMembers.familyId, familyId), eq(familyMembers.email, user.email)))
        .returning();
      if (!pending)
        await db
          .insert(familyMembers)
          .values({ familyId, userId: user.id, email: user.email, role: 'member', status: 'active' });
    },

    async removeMember(memberId: string): Promise<void> {
      await db.delete(familyMembers).where(eq(familyMembers.id, memberId));
    },

    /** Removes a member and replaces the voucher in one step, so the old voucher never lets them back. */
    async expelMember(familyId: string, memberId: string, voucher: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(familyMembers).where(eq(familyMembers.id, memberId));
        await tx.update(families).set({ voucher }).where(eq(families.id, familyId));
      });
    },

    async delete(id: string): Promise<void> {
      await db.delete(families).where(eq(families.id, id));
    },
  };
}

export type FamiliesRepository = ReturnType<typeof familiesRepository>;
