import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { oneTimeCodes } from '../db/schema.ts';

export type CodePurpose = 'activation' | 'recovery' | 'company';
export type CodeRow = typeof oneTimeCodes.$inferSelect;

const digest = (code: string) => createHash('sha256').update(code).digest('hex');

/** Only the SHA-256 of a code is stored; consuming is one UPDATE, so a code works exactly once. */
export function codesRepository(db: Executor) {
  return {
    async issue(
      purpose: CodePurpose,
      code: string,
      ttlMinutes: number,
      owner: { userId?: string; companyId?: string },
    ): Promise<void> {
      const expiresAt = new Date(Date.now() + ttlMinutes * 60_000);
      await db.insert(oneTimeCodes).values({ purpose, codeHash: digest(code), expiresAt, ...owner });
    },

    async consume(purpose: CodePurpose, code: string, userId?: string): Promise<CodeRow | undefined> {
      const [row] = await db
        .update(oneTimeCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(oneTimeCodes.purpose, purpose),
            eq(oneTimeCodes.codeHash, digest(code)),
            isNull(oneTimeCodes.usedAt),
            gt(oneTimeCodes.expiresAt, new Date()),
            userId ? eq(oneTimeCodes.userId, userId) : undefined,
          ),
        )
        .returning();
      return row;
    },

    /** Invalidates the codes still open for a user, e.g. before sending a new one. */
    async retire(purpose: CodePurpose, userId: string): Promise<void> {
      await db
        .update(oneTimeCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(oneTimeCodes.purpose, purpose),
            eq(oneTimeCodes.userId, userId),
            isNull(oneTimeCodes.usedAt),
          ),
        );
    },
  };
}

export type CodesRepository = ReturnType<typeof codesRepository>;
