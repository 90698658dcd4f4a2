import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { userConfigs } from '../db/schema.ts';

export type UserconfigRow = typeof userConfigs.$inferSelect;
export interface TaskLists {
  tasksAccepted: string[];
  tasksRejected: string[];
  tasksDone: string[];
}

export function userconfigsRepository(db: Executor) {
  const findFor = async (userId: string): Promise<UserconfigRow | undefined> => {
    const [row] = await db.select().from(userConfigs).where(eq(userConfigs.userId, userId));
    return row;
  };
  return {
    findFor,

    /** One configuration per user (unique user_id): created on first use, two racing calls get the same row. */
    async ensureFor(userId: string): Promise<UserconfigRow> {
      await db.insert(userConfigs).values({ userId }).onConflictDoNothing({ target: userConfigs.userId });
      const row = await findFor(userId);
      if (!row) throw new Error('user config upsert returned nothing');
      return row;
    },

    async findById(id: string): Promise<UserconfigRow | undefined> {
      const [row] = await db.select().from(userConfigs).where(eq(userConfigs.id, id));
      return row;
    },

    async update(id: string, lists: TaskLists): Promise<UserconfigRow | undefined> {
      const [row] = await db.update(userConfigs).set(lists).where(eq(userConfigs.id, id)).returning();
      return row;
    },

    async delete(id: string): Promise<void> {
      await db.delete(userConfigs).where(eq(userConfigs.id, id));
    },
  };
}
