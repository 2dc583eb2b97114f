import type { LinkedIdentityList } from '@regal/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { oauthAccounts, type SessionRow, type UserRow, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { AuthContext } from './auth-context.ts';
import { spendOutstandingTokens } from './credential-change.ts';
import { requireFreshAuth } from './reauth.ts';
import { createAuthUsersRepository } from './users.repository.ts';

export const IDENTITY_NOT_FOUND = 'This connection does not exist (any more).';
export const LAST_WAY_IN =
  'This is your only way to sign in. Set a password first (“Forgot password” on the login page), then disconnect it.';

async function identitiesOf(db: Pick<Database, 'select'>, userId: number) {
  return db
    .select()
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userId, userId))
    .orderBy(asc(oauthAccounts.createdAt), asc(oauthAccounts.id));
}

/** The provider accounts that sign in as this user (issue 32), for the account area. */
export async function listLinkedIdentities(ctx: AuthContext, user: UserRow): Promise<LinkedIdentityList> {
  const current = await createAuthUsersRepository(ctx.db).findById(user.id);
  return {
    items: (await identitiesOf(ctx.db, user.id)).map((row) => ({
      id: row.id,
      provider: row.provider,
      linked_at: row.createdAt.toISOString(),
    })),
    has_password: Boolean(current?.passwordHash),
  };
}

/**
 * Disconnects one of my provider accounts (fresh re-auth, like linking). Never the last way in:
 * an account without a password keeps at least one provider, or nobody could sign in to it. The
 * check and the delete run in one transaction under the user's row lock.
 */
export async function unlinkIdentity(
  ctx: AuthContext,
  user: UserRow,
  session: SessionRow,
  id: number,
): Promise<LinkedIdentityList> {
  requireFreshAuth(session);
  await ctx.db.transaction(async (tx) => {
    // The user's row lock serialises unlinks of one account, so two at once cannot both pass.
    const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    const links = await identitiesOf(tx, user.id);
    const row = links.find((link) => link.id === id);
    if (!current || !row) throw notFound(IDENTITY_NOT_FOUND);
    if (!current.passwordHash && links.length === 1) throw badRequest({ provider: LAST_WAY_IN });
    await tx.delete(oauthAccounts).where(eq(oauthAccounts.id, id));
    const now = new Date();
    await spendOutstandingTokens(tx, user.id, now);
    await recordAudit(tx, {
      actor: { id: user.id, username: user.username },
      action: 'account.providerUnlinked',
      itemType: 'member',
      itemId: user.id,
      itemLabel: user.username,
      changes: { provider: { from: row.provider, to: null } },
    });
  });
  return listLinkedIdentities(ctx, user);
}
