import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { sessions } from '../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

export function sessionsRepository(db: Executor) {
  return {
    async create(userId: string, actingUserId: string, expiresAt: Date): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values({ userId, actingUserId, expiresAt }).returning();
      if (!row) throw new Error('session insert returned nothing');
      return row;
    },

    /** The session only while it is neither revoked nor expired. */
    async findLive(id: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
      return row;
    },

    async revoke(id: string): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id));
    },

    /** Every token a user signed in with or that acts for them, except `keep`. */
    async revokeAllFor(userId: string, keep?: string): Promise<void> {
      const whose = or(eq(sessions.userId, userId), eq(sessions.actingUserId, userId));
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(whose, isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined));
    },

    async purgeExpired(before: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, before));
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
