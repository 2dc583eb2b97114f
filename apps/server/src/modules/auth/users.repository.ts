import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  oauthAccounts,
  passwordResetTokens,
  recoveryCodes,
  type UserRow,
  users,
} from '../../db/schema/index.ts';

type NewUser = typeof users.$inferInsert;

/** The SQL the auth services need on users and their one-time secrets. */
export function createAuthUsersRepository(db: Database) {
  return {
    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** Login accepts the username or the e-mail address, both case-insensitive. */
    async findByLogin(login: string): Promise<UserRow | null> {
      const value = login.toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(or(sql`lower(${users.username}) = ${value}`, sql`lower(${users.email}) = ${value}`))
        .limit(1);
      return row ?? null;
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row ?? null;
    },

    async usernameTaken(username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
        .limit(1);
      return row !== undefined;
    },

    /** Inserts a user; null when the e-mail or username was taken in the meantime. */
    async insert(values: NewUser): Promise<UserRow | null> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async update(id: number, values: Partial<NewUser>): Promise<void> {
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    /**
     * Accepts a TOTP time step once: only when it is newer than the last accepted one, in one
     * statement, so two requests with the same code cannot both pass.
     */
    async claimTwoFactorStep(id: number, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ twoFactorLastStep: step })
        .where(and(eq(users.id, id), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async replaceRecoveryCodes(userId: number, hashes: string[], now: Date): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      if (hashes.length > 0)
        await db
          .insert(recoveryCodes)
          .values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
    },

    async consumeRecoveryCode(userId: number, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },

    async insertResetToken(userId: number, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
      await db.insert(passwordResetTokens).values({ userId, tokenHash, createdAt: now, expiresAt });
    },

    /** Uses a reset token up (single use); the owner's id, or null when unknown, used or expired. */
    async consumeResetToken(tokenHash: string, now: Date): Promise<number | null> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId ?? null;
    },

    /** A new reset link replaces the older ones (issue 32): only the newest mailed link works. */
    async spendAllResetTokens(userId: number, now: Date): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },

    async findOAuthLink(provider: string, providerUserId: string): Promise<number | null> {
      const [row] = await db
        .select({ userId: oauthAccounts.userId })
        .from(oauthAccounts)
        .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)))
        .limit(1);
      return row?.userId ?? null;
    },

    async linkOAuth(provider: string, providerUserId: string, userId: number, now: Date): Promise<void> {
      await db
        .insert(oauthAccounts)
        .values({ provider, providerUserId, userId, createdAt: now })
        .onConflictDoNothing();
    },
  };
}
export type AuthUsersRepository = ReturnType<typeof createAuthUsersRepository>;
