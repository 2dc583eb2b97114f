import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginUnlockTokens } from '../../db/schema/index.ts';

/** Unlock links (decision 040): only the token's SHA-256 is kept; each works once, until it expires. */
export function createUnlockTokensRepository(db: Pick<Database, 'insert' | 'update'>) {
  return {
    async insert(userId: number, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
      await db.insert(loginUnlockTokens).values({ userId, tokenHash, createdAt: now, expiresAt });
    },

    /** Spends the token in one statement (two clicks at once cannot both succeed); its user or null. */
    async consume(tokenHash: string, now: Date): Promise<number | null> {
      const [row] = await db
        .update(loginUnlockTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(loginUnlockTokens.tokenHash, tokenHash),
            isNull(loginUnlockTokens.usedAt),
            gt(loginUnlockTokens.expiresAt, now),
          ),
        )
        .returning({ userId: loginUnlockTokens.userId });
      return row?.userId ?? null;
    },
  };
}
