import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  emailChangeTokens,
  loginUnlockTokens,
  oauthHandovers,
  oauthStates,
  passwordResetTokens,
} from '../../db/schema/index.ts';

/**
 * Every credential change (password, e-mail, 2FA on or off, a provider linked or unlinked) ends
 * every mailed or pending way into the account that was issued before it (issue 32): reset links,
 * unlock links and e-mail change links are spent, and OAuth flows in flight for the user (a link
 * being connected, a login hand-over waiting for its page) are dropped. A link mailed to an old
 * address, or a flow an attacker started, must not outlive the change that was meant to shut them
 * out. Called inside the change's own transaction, so the change and the spending commit together.
 */
export async function spendOutstandingTokens(
  tx: Pick<Database, 'update' | 'delete'>,
  userId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await tx
    .update(loginUnlockTokens)
    .set({ usedAt: now })
    .where(and(eq(loginUnlockTokens.userId, userId), isNull(loginUnlockTokens.usedAt)));
  await tx
    .update(emailChangeTokens)
    .set({ usedAt: now })
    .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
  await tx.delete(oauthStates).where(eq(oauthStates.linkUserId, userId));
  await tx.delete(oauthHandovers).where(eq(oauthHandovers.userId, userId));
}
