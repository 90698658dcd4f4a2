import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { tasks } from '../db/schema.ts';

export type TaskRow = typeof tasks.$inferSelect;
export type SystemTask = { id: string; title: string; description: string };

/** Tasks the user may see: the system-suggested ones (no owner) and their own. */
const visibleTo = (userId: string) => or(isNull(tasks.userId), eq(tasks.userId, userId));

export function tasksRepository(db: Executor) {
  return {
    /**
     * Idempotent: system tasks have fixed ids, so every start (and every process) may run it.
     * Their creation times follow the list, so they are listed in the order written.
     */
    async seedSystem(list: SystemTask[]): Promise<void> {
      const start = Date.UTC(2026, 0, 1);
      await db
        .insert(tasks)
        .values(
          list.map((task, index) => ({ ...task, userId: null, createdAt: new Date(start + index * 1000) })),
        )
        .onConflictDoNothing({ target: tasks.id });
    },

    listVisible(userId: string): Promise<TaskRow[]> {
      return db.select().from(tasks).where(visibleTo(userId)).orderBy(asc(tasks.createdAt), asc(tasks.id));
    },

    async visibleIds(userId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(inArray(tasks.id, ids), visibleTo(userId)));
      return new Set(rows.map((row) => row.id));
    },

    async findById(id: string): Promise<TaskRow | undefined> {
      const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
      return row;
    },

    async create(values: { userId: string; title: string; description: string }): Promise<TaskRow> {
      const [row] = await db.insert(tasks).values(values).returning();
      if (!row) throw new Error('task insert returned nothing');
      return row;
    },

    async update(id: string, change: { title?: string; description?: string }): Promise<TaskRow | undefined> {
      const [row] = await db.update(tasks).set(change).where(eq(tasks.id, id)).returning();
      return row;
    },

    async delete(id: string): Promise<void> {
      await db.delete(tasks).where(eq(tasks.id, id));
    },
  };
}
