import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { promotionalCodes } from '../db/schema.ts';

export type PromotionalCodeRow = typeof promotionalCodes.$inferSelect;
export type NewPromotionalCode = typeof promotionalCodes.$inferInsert;

/** Codes are stored and looked up upper-cased and trimmed: 'bemvindo20 ' is BEMVINDO20. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

export function promotionalCodesRepository(db: Executor) {
  return {
    async list(): Promise<PromotionalCodeRow[]> {
      return db.select().from(promotionalCodes).orderBy(asc(promotionalCodes.code));
    },
    async find(id: string): Promise<PromotionalCodeRow | undefined> {
      const [row] = await db.select().from(promotionalCodes).where(eq(promotionalCodes.id, id));
      return row;
    },
    async findByCode(code: string): Promise<PromotionalCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(promotionalCodes)
        .where(eq(promotionalCodes.code, normaliseCode(code)));
      return row;
    },
    async create(values: NewPromotionalCode): Promise<PromotionalCodeRow> {
      const [row] = await db
        .insert(promotionalCodes)
        .values({ ...values, code: normaliseCode(values.code) })
        .returning();
      if (!row) throw new Error('promotional code insert returned nothing');
      return row;
    },
    async update(id: string, patch: Partial<NewPromotionalCode>): Promise<PromotionalCodeRow | undefined> {
      const values = patch.code === undefined ? patch : { ...patch, code: normaliseCode(patch.code) };
      const [row] = await db
        .update(promotionalCodes)
        .set(values)
        .where(eq(promotionalCodes.id, id))
        .returning();
      return row;
    },
    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(promotionalCodes).where(eq(promotionalCodes.id, id)).returning();
      return rows.length > 0;
    },
    /**
     * Takes one use of an active, unexpired code that has uses left, in one guarded UPDATE: parallel
     * checkouts can never take more uses than `max_uses` (decision 436). Undefined when none is left.
     */
    async claim(id: string, now: Date = new Date()): Promise<PromotionalCodeRow | undefined> {
      const [row] = await db
        .update(promotionalCodes)
        .set({ uses: sql`${promotionalCodes.uses} + 1` })
        .where(
          and(
            eq(promotionalCodes.id, id),
            eq(promotionalCodes.active, true),
            or(isNull(promotionalCodes.expireAt), gt(promotionalCodes.expireAt, now)),
            or(isNull(promotionalCodes.maxUses), lt(promotionalCodes.uses, promotionalCodes.maxUses)),
          ),
        )
        .returning();
      return row;
    },
    /** Gives a use back when the checkout that took it failed at the gateway. */
    async release(id: string): Promise<void> {
      await db
        .update(promotionalCodes)
        .set({ uses: sql`greatest(${promotionalCodes.uses} - 1, 0)` })
        .where(eq(promotionalCodes.id, id));
    },
  };
}
