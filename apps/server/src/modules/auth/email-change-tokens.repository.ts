import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailChangeTokens } from '../../db/schema/index.ts';

export type EmailChangeTokenRow = typeof emailChangeTokens.$inferSelect;

/**
 * Pending e-mail changes (decision 044): only the token's SHA-256 is kept; each works once, until
 * it expires, and only the newest request of a user is open.
 */
export function createEmailChangeTokensRepository(db: Pick<Database, 'insert' | 'update' | 'select'>) {
  return {
    async insert(values: {
      userId: number;
      newEmail: string;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(emailChangeTokens).values(values);
    },

    async findByHash(tokenHash: string): Promise<EmailChangeTokenRow | null> {
      const [row] = await db
        .select()
        .from(emailChangeTokens)
        .where(eq(emailChangeTokens.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /** Spends the token in one statement (two clicks at once cannot both succeed); false when already spent. */
    async spend(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(emailChangeTokens)
        .set({ usedAt: now })
        .where(and(eq(emailChangeTokens.id, id), isNull(emailChangeTokens.usedAt)))
        .returning({ id: emailChangeTokens.id });
      return rows.length > 0;
    },

    /** A newer request, a confirmed change or a new password closes every open link of the user. */
    async spendAllOfUser(userId: number, now: Date): Promise<void> {
      await db
        .update(emailChangeTokens)
        .set({ usedAt: now })
        .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
    },
  };
}
