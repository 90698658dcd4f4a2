import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { categories, linkedTransactions, transactionSeries, transactions } from '../db/schema.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;

const visibleTo = (userId: string) => or(isNull(categories.userId), eq(categories.userId, userId));

export function categoriesRepository(db: Executor) {
  return {
    /** The default catalogue and the user's own subcategories. */
    listFor(userId: string): Promise<CategoryRow[]> {
      return db
        .select()
        .from(categories)
        .where(visibleTo(userId))
        .orderBy(asc(categories.group), asc(categories.name));
    },

    async findVisible(id: string, userId: string): Promise<CategoryRow | undefined> {
      const [row] = await db
        .select()
        .from(categories)
        .where(and(eq(categories.id, id), visibleTo(userId)));
      return row;
    },

    async findByCode(code: string): Promise<CategoryRow | undefined> {
      const [row] = await db.select().from(categories).where(eq(categories.code, code));
      return row;
    },

    /**
     * The ids with every subcategory under them, whoever made it: a card of the report sums a family
     * member's subcategory with its parent (audit AB5). Rows stay limited by the caller's scope.
     */
    async withSubcategories(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const children = await db
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.parentId, ids));
      return [...new Set([...ids, ...children.map((child) => child.id)])];
    },

    /** The person's own subcategories under one parent: the names a new or renamed one must not repeat. */
    siblings(userId: string, parentId: string): Promise<CategoryRow[]> {
      return db
        .select()
        .from(categories)
        .where(and(eq(categories.userId, userId), eq(categories.parentId, parentId)));
    },

    async create(values: NewCategory): Promise<CategoryRow> {
      const [row] = await db.insert(categories).values(values).returning();
      if (!row) throw new Error('category insert returned nothing');
      return row;
    },

    async update(id: string, change: Partial<NewCategory>): Promise<CategoryRow | undefined> {
      const [row] = await db.update(categories).set(change).where(eq(categories.id, id)).returning();
      return row;
    },

    /**
     * Its transactions move to the parent category, so no amount loses its category; so do the
     * templates of its series and its linked items, or the rows they make later would have none.
     */
    async delete(category: CategoryRow): Promise<void> {
      const toParent = { categoryId: category.parentId };
      await db.update(transactions).set(toParent).where(eq(transactions.categoryId, category.id));
      await db.update(transactionSeries).set(toParent).where(eq(transactionSeries.categoryId, category.id));
      await db.update(linkedTransactions).set(toParent).where(eq(linkedTransactions.categoryId, category.id));
      await db.delete(categories).where(eq(categories.id, category.id));
    },
  };
}

export type CategoriesRepository = ReturnType<typeof categoriesRepository>;
