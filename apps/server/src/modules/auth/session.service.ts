import type { SessionRow, UserRow } from '../../db/schema/index.ts';
import type { AuthContext, ClientInfo } from './auth-context.ts';
import { sessionLifetime } from './session-lifetime.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { newOpaqueToken, sha256Hex } from './tokens.ts';

export interface OpenSessionOptions {
  remember: boolean;
  /** 'password' or 'oauth:<provider>'. */
  method: string;
  client: ClientInfo;
  /** OAuth logins skip the code challenge only when the account has no 2FA. */
  twoFactorVerified?: boolean;
}

/**
 * Opens a session: a fresh 256-bit token for the client, only its hash for us. A new token at
 * every login, so a token seen before the login (fixation) is worthless.
 */
export async function openSession(
  ctx: Pick<AuthContext, 'db' | 'config'>,
  user: UserRow,
  options: OpenSessionOptions,
): Promise<{ token: string; session: SessionRow }> {
  const now = new Date();
  const token = newOpaqueToken();
  const lifetime = sessionLifetime(ctx.config, options.remember, now);
  const twoFactorDone = !user.twoFactorEnabledAt || options.twoFactorVerified === true;
  // No re-auth stamp at login: sensitive changes always ask again (POST /api/auth/user/reauth),
  // so a bearer token taken from a fresh session cannot switch 2FA or mint app tokens (decision 013).
  const session = await createSessionsRepository(ctx.db).insert({
    userId: user.id,
    tokenHash: sha256Hex(token),
    remember: options.remember,
    method: options.method,
    now,
    expiresAt: lifetime.expiresAt,
    idleTimeoutSeconds: lifetime.idleTimeoutSeconds,
    userAgent: options.client.userAgent,
    ip: options.client.ip,
    twoFactorVerifiedAt: twoFactorDone ? now : null,
  });
  return { token, session };
}
