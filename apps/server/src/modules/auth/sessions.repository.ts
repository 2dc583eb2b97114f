import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type SessionRow, sessions, type UserRow, users } from '../../db/schema/index.ts';
import { newUid } from '../../lib/ids.ts';

export interface NewSession {
  userId: number;
  tokenHash: string;
  remember: boolean;
  method: string;
  now: Date;
  expiresAt: Date;
  idleTimeoutSeconds: number;
  userAgent: string | null;
  ip: string | null;
  twoFactorVerifiedAt: Date | null;
  /** App tokens only: what the token may do (null for login sessions). */
  scopes?: string[] | null;
  /** A re-auth stamp (decision 013); logins and app tokens start without one. */
  reauthenticatedAt?: Date | null;
}

export function createSessionsRepository(db: Database) {
  return {
    async insert(input: NewSession): Promise<SessionRow> {
      const [row] = await db
        .insert(sessions)
        .values({
          id: newUid(16),
          userId: input.userId,
          tokenHash: input.tokenHash,
          remember: input.remember,
          method: input.method,
          createdAt: input.now,
          lastUsedAt: input.now,
          expiresAt: input.expiresAt,
          idleTimeoutSeconds: input.idleTimeoutSeconds,
          userAgent: input.userAgent?.slice(0, 500) ?? null,
          ip: input.ip,
          twoFactorVerifiedAt: input.twoFactorVerifiedAt,
          scopes: input.scopes ?? null,
          reauthenticatedAt: input.reauthenticatedAt ?? null,
        })
        .returning();
      if (!row) throw new Error('session insert returned nothing');
      return row;
    },

    async findByTokenHash(tokenHash: string): Promise<{ session: SessionRow; user: UserRow } | null> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    async touch(id: string, now: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
    },

    /** "Last online" of the member lists; the caller throttles it (plugins/auth.ts). */
    async touchUser(userId: number, now: Date): Promise<void> {
      await db.update(users).set({ lastOnlineAt: now }).where(eq(users.id, userId));
    },

    async markTwoFactorVerified(id: string, now: Date): Promise<void> {
      await db.update(sessions).set({ twoFactorVerifiedAt: now }).where(eq(sessions.id, id));
    },

    async markReauthenticated(id: string, now: Date): Promise<void> {
      await db.update(sessions).set({ reauthenticatedAt: now }).where(eq(sessions.id, id));
    },

    /** Revokes one of the user's sessions; false when it is not theirs or already ended. */
    async revoke(userId: number, id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    async revokeAllOfUser(userId: number, now: Date, exceptId?: string): Promise<void> {
      const open = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(exceptId ? and(open, ne(sessions.id, exceptId)) : open);
    },

    /** The user's sessions that have not been revoked and are inside their absolute lifetime. */
    listOpen(userId: number, now: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastUsedAt));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
