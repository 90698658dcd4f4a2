import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { profiles } from '../db/schema.ts';

export type ProfileRow = typeof profiles.$inferSelect;
/** The diagnosis answers kept in the profile's `data` column. */
export interface ProfileData {
  hasSavings?: boolean;
}

export function profilesRepository(db: Executor) {
  return {
    listFor(userId: string): Promise<ProfileRow[]> {
      return db
        .select()
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .orderBy(asc(profiles.createdAt), asc(profiles.id));
    },

    async findById(id: string): Promise<ProfileRow | undefined> {
      const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
      return row;
    },

    async create(userId: string, data: ProfileData): Promise<ProfileRow> {
      const [row] = await db.insert(profiles).values({ userId, data }).returning();
      if (!row) throw new Error('profile insert returned nothing');
      return row;
    },

    async update(id: string, data: ProfileData): Promise<ProfileRow | undefined> {
      const [row] = await db.update(profiles).set({ data }).where(eq(profiles.id, id)).returning();
      return row;
    },

    async delete(id: string): Promise<void> {
      await db.delete(profiles).where(eq(profiles.id, id));
    },
  };
}
