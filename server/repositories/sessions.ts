import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;

export function sessionsRepository(db: Executor) {
  return {
    async create(userId: string, actingUserId: string, expiresAt: Date): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values({ userId, actingUserId, expiresAt }).returning();
      if (!row) throw new Error('session insert returned nothing');
      return row;
    },

    /** The session only while it is neither revoked nor expired, with whether its signer is active. */
    async findLive(id: string): Promise<(SessionRow & { actorActive: boolean }) | undefined> {
      const [row] = await db
        .select({ session: sessions, actorActive: users.active })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
      return row ? { ...row.session, actorActive: row.actorActive } : undefined;
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

    /** Every live token `userId` signed in with to act for `actingUserId` (a planner's, for one client). */
    async revokeActingFor(userId: string, actingUserId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, userId),
            eq(sessions.actingUserId, actingUserId),
            isNull(sessions.revokedAt),
          ),
        );
    },

    async purgeExpired(before: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, before));
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
