import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { firstDateOfMonth } from '../../src/lib/dates.ts';
import type { Executor } from '../db/client.ts';
import { budgets } from '../db/schema.ts';
import type { BudgetLine } from '../domain/budget-lines.ts';
import { fromCents, toCents, toDecimalString } from '../domain/money.ts';
import type { Cents, MonthKey } from '../domain/types.ts';
import { lockPerson } from './users.ts';

type BudgetRow = typeof budgets.$inferSelect;

/** A stored line: the domain line with its amount as a 2-decimal JSON number (exact numeric in jsonb). */
type StoredLine = Omit<BudgetLine, 'value'> & { value: number };

export interface StoredBudget {
  id: string;
  userId: string;
  month: MonthKey;
  lines: BudgetLine[];
  accumulated: Cents;
  createdAt: Date;
  updatedAt: Date;
}

function fromRow(row: BudgetRow): StoredBudget {
  return {
    id: row.id,
    userId: row.userId,
    month: row.month.slice(0, 7),
    lines: (row.lines as StoredLine[]).map((line) => ({ ...line, value: toCents(line.value) })),
    accumulated: toCents(row.accumulated),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const toStored = (lines: readonly BudgetLine[]): StoredLine[] =>
  lines.map((line) => ({ ...line, value: fromCents(line.value) }));

export function budgetsRepository(db: Executor) {
  /** Budgets of some users whose month lies between two months (inclusive), oldest first. */
  async function listBetween(userIds: string[], first: MonthKey, last: MonthKey): Promise<StoredBudget[]> {
    if (userIds.length === 0) return [];
    const rows = await db
      .select()
      .from(budgets)
      .where(
        and(
          inArray(budgets.userId, userIds),
          gte(budgets.month, firstDateOfMonth(first)),
          lte(budgets.month, firstDateOfMonth(last)),
        ),
      )
      .orderBy(asc(budgets.month), asc(budgets.userId));
    return rows.map(fromRow);
  }

  return {
    listBetween,

    /** The user's latest budget before a month: the plan 'fill' copies. */
    async latestBefore(userId: string, month: MonthKey): Promise<StoredBudget | undefined> {
      const [row] = await db
        .select()
        .from(budgets)
        .where(and(eq(budgets.userId, userId), sql`${budgets.month} < ${firstDateOfMonth(month)}`))
        .orderBy(sql`${budgets.month} desc`)
        .limit(1);
      return row ? fromRow(row) : undefined;
    },

    async findById(id: string): Promise<StoredBudget | undefined> {
      const [row] = await db.select().from(budgets).where(eq(budgets.id, id));
      return row ? fromRow(row) : undefined;
    },

    /** Creates the months that do not exist yet; an existing month is left as it is. Answers those created. */
    async insertMissing(
      userId: string,
      months: Array<{ month: MonthKey; lines: BudgetLine[]; accumulated: Cents }>,
    ): Promise<StoredBudget[]> {
      if (months.length === 0) return [];
      const rows = await db
        .insert(budgets)
        .values(
          months.map((budget) => ({
            userId,
            month: firstDateOfMonth(budget.month),
            lines: toStored(budget.lines),
            accumulated: toDecimalString(budget.accumulated),
          })),
        )
        .onConflictDoNothing({ target: [budgets.userId, budgets.month] })
        .returning();
      return rows.map(fromRow);
    },

    /** The person's budgets, any month, that plan a category; locked until the transaction ends. */
    async planning(userId: string, categoryId: string): Promise<StoredBudget[]> {
      const rows = await db
        .select()
        .from(budgets)
        .where(
          and(
            eq(budgets.userId, userId),
            sql`${budgets.lines} @> ${JSON.stringify([{ category: categoryId }])}::jsonb`,
          ),
        )
        .orderBy(asc(budgets.month))
        .for('update');
      return rows.map(fromRow);
    },

    async saveLines(id: string, lines: readonly BudgetLine[]): Promise<void> {
      await db
        .update(budgets)
        .set({ lines: toStored(lines), updatedAt: new Date() })
        .where(eq(budgets.id, id));
    },

    async saveAccumulated(id: string, accumulated: Cents): Promise<void> {
      await db
        .update(budgets)
        .set({ accumulated: toDecimalString(accumulated), updatedAt: new Date() })
        .where(eq(budgets.id, id));
    },

    /**
     * Holds the user's budgets of a run of months until the transaction ends (one writer at a time),
     * the person's row first, so the months not stored yet are held too.
     */
    async lockBetween(userId: string, first: MonthKey, last: MonthKey): Promise<void> {
      // A month not stored yet has no row of its own to lock (audit Y1).
      await lockPerson(db, userId);
      await db
        .select({ id: budgets.id })
        .from(budgets)
        .where(
          and(
            eq(budgets.userId, userId),
            gte(budgets.month, firstDateOfMonth(first)),
            lte(budgets.month, firstDateOfMonth(last)),
          ),
        )
        .for('update');
    },

    async deleteBetween(userId: string, first: MonthKey, last: MonthKey): Promise<void> {
      await db
        .delete(budgets)
        .where(
          and(
            eq(budgets.userId, userId),
            gte(budgets.month, firstDateOfMonth(first)),
            lte(budgets.month, firstDateOfMonth(last)),
          ),
        );
    },

    /**
     * Planned expenses of each user's budget for a month, in cents: every line but revenues, investments
     * included, as the balance summary and the budget chart read them (decisions 210, 488).
     */
    async plannedExpenses(userIds: string[], month: MonthKey): Promise<Map<string, Cents>> {
      const rows = await listBetween(userIds, month, month);
      return new Map(
        rows.map((budget) => [
          budget.userId,
          budget.lines
            .filter((line) => line.type !== 'revenues')
            .reduce((total, line) => total + line.value, 0),
        ]),
      );
    },
  };
}

export type BudgetsRepository = ReturnType<typeof budgetsRepository>;
