import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appTokens, sessions } from '../../db/schema/index.ts';
import { createSessionsRepository } from '../auth/sessions.repository.ts';

export const APP_TOKEN_METHOD = 'app_token';

export interface AppTokenListRow {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  scopes: string[] | null;
}

export interface NewAppToken {
  userId: number;
  name: string;
  tokenHash: string;
  now: Date;
  expiresAt: Date;
  ip: string | null;
  scopes: string[];
}

/** App tokens are sessions (method app_token) plus a name; both rows are written together. */
export function createAppTokensRepository(db: Database) {
  return {
    /** The user's tokens that still work: not revoked, not past their end. */
    listAlive(userId: number, now: Date): Promise<AppTokenListRow[]> {
      return db
        .select({
          id: appTokens.id,
          name: appTokens.name,
          createdAt: appTokens.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          expiresAt: sessions.expiresAt,
          scopes: sessions.scopes,
        })
        .from(appTokens)
        .innerJoin(sessions, eq(sessions.id, appTokens.sessionId))
        .where(and(eq(appTokens.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .orderBy(desc(appTokens.createdAt), desc(appTokens.id));
    },

    async create(input: NewAppToken): Promise<number> {
      return db.transaction(async (tx) => {
        const session = await createSessionsRepository(tx).insert({
          userId: input.userId,
          tokenHash: input.tokenHash,
          remember: true,
          method: APP_TOKEN_METHOD,
          now: input.now,
          expiresAt: input.expiresAt,
          // Scripts may run rarely: only the absolute end counts, not inactivity.
          idleTimeoutSeconds: Math.round((input.expiresAt.getTime() - input.now.getTime()) / 1000),
          userAgent: null,
          ip: input.ip,
          // Created from a session that passed 2FA; a script cannot answer a code challenge.
          twoFactorVerifiedAt: input.now,
          scopes: input.scopes,
        });
        const [row] = await tx
          .insert(appTokens)
          .values({ userId: input.userId, sessionId: session.id, name: input.name, createdAt: input.now })
          .returning({ id: appTokens.id });
        if (!row) throw new Error('app token insert returned nothing');
        return row.id;
      });
    },

    /** Ends the token's session and forgets its name; false when it is not the user's. */
    async clear(userId: number, id: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(appTokens)
          .where(and(eq(appTokens.id, id), eq(appTokens.userId, userId)))
          .returning({ sessionId: appTokens.sessionId });
        if (!row) return false;
        await createSessionsRepository(tx).revoke(userId, row.sessionId, now);
        return true;
      });
    },
  };
}
export type AppTokensRepository = ReturnType<typeof createAppTokensRepository>;
