import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { socialSignIns } from '../db/schema.ts';

/** `state`: between start and callback; `ticket`: between callback and the sign-up's second step. */
export type SocialStepKind = 'state' | 'ticket';
export type SocialStepRow = typeof socialSignIns.$inferSelect;

export interface SocialStepValues {
  provider: string;
  nonce?: string;
  codeVerifier?: string;
  subject?: string;
  email?: string | null;
  name?: string | null;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The steps of a sign-in through an identity provider (decision 490). Only the SHA-256 of a state or
 * ticket is stored, and taking one is a single UPDATE: it works once, in whichever process.
 */
export function socialSignInsRepository(db: Executor) {
  return {
    async open(kind: SocialStepKind, token: string, ttlMinutes: number, values: SocialStepValues) {
      const now = new Date();
      // Expired steps of anyone are dropped on the way: the table stays as small as the traffic.
      await db.delete(socialSignIns).where(lt(socialSignIns.expiresAt, now));
      await db.insert(socialSignIns).values({
        kind,
        tokenHash: digest(token),
        expiresAt: new Date(now.getTime() + ttlMinutes * 60_000),
        ...values,
      });
    },

    /** The open, unexpired step for `token`, marked used; undefined when unknown, used or expired. */
    async take(kind: SocialStepKind, token: string): Promise<SocialStepRow | undefined> {
      const [row] = await db
        .update(socialSignIns)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(socialSignIns.kind, kind),
            eq(socialSignIns.tokenHash, digest(token)),
            isNull(socialSignIns.usedAt),
            gt(socialSignIns.expiresAt, new Date()),
          ),
        )
        .returning();
      return row;
    },
  };
}

export type SocialSignInsRepository = ReturnType<typeof socialSignInsRepository>;
