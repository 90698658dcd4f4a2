import { and, asc, eq, inArray, isNull, not, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { tasks, userConfigs } from '../db/schema.ts';
import type { UserconfigRow } from './userconfigs.ts';

export type TaskRow = typeof tasks.$inferSelect;
export type SystemTask = { id: string; title: string; description: string };

/** Where a task stands for one person: in no list yet (`new`) or in one of the three lists. */
export type TaskPlace = 'new' | 'accepted' | 'rejected' | 'done';
type Listed = Exclude<TaskPlace, 'new'>;
const LIST_KEY = { accepted: 'tasksAccepted', rejected: 'tasksRejected', done: 'tasksDone' } as const;
const LIST_COLUMN = {
  accepted: userConfigs.tasksAccepted,
  rejected: userConfigs.tasksRejected,
  done: userConfigs.tasksDone,
} as const;

/**
 * Tasks the user may see: the editorial suggestions (no owner), the ones suggested from their own
 * numbers (decision 480) and their own.
 */
const visibleTo = (userId: string) =>
  or(
    and(isNull(tasks.userId), or(isNull(tasks.suggestedFor), eq(tasks.suggestedFor, userId))),
    eq(tasks.userId, userId),
  );

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

    /**
     * The suggestions from a person's numbers as they stand now: current ones written (their text
     * follows the numbers), earlier ones dropped unless the person placed them in a list (`keep`).
     */
    async syncSuggestions(userId: string, current: SystemTask[], keep: string[]): Promise<void> {
      if (current.length > 0)
        await db
          .insert(tasks)
          .values(current.map((task) => ({ ...task, userId: null, suggestedFor: userId })))
          .onConflictDoUpdate({
            target: tasks.id,
            set: { title: sql`excluded.title`, description: sql`excluded.description` },
            setWhere: eq(tasks.suggestedFor, userId),
          });
      const kept = [...current.map((task) => task.id), ...keep];
      await db
        .delete(tasks)
        .where(and(eq(tasks.suggestedFor, userId), kept.length > 0 ? notInArray(tasks.id, kept) : undefined));
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

    /**
     * One task's move in the person's lists (decision 009), in one statement: it happens only while
     * the task is still at `from`, so a tab that was not reloaded cannot undo another's move, and two
     * racing moves of the same task cannot both apply. Nothing comes back when the task was elsewhere.
     */
    async moveInLists(
      userId: string,
      id: string,
      from: TaskPlace,
      to: Listed,
    ): Promise<UserconfigRow | undefined> {
      const inList = (place: Listed) => sql`${id}::text = any(${LIST_COLUMN[place]})`;
      const stillThere =
        from === 'new'
          ? not(or(inList('accepted'), inList('rejected'), inList('done')) as SQL)
          : inList(from);
      const change: Partial<Record<(typeof LIST_KEY)[Listed], SQL>> = {
        [LIST_KEY[to]]: sql`array_append(${LIST_COLUMN[to]}, ${id}::text)`,
      };
      if (from !== 'new') change[LIST_KEY[from]] = sql`array_remove(${LIST_COLUMN[from]}, ${id}::text)`;
      const [row] = await db
        .update(userConfigs)
        .set(change)
        .where(and(eq(userConfigs.userId, userId), stillThere))
        .returning();
      return row;
    },
  };
}
