import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { openSession } from './session.service.ts';
import { createSessionsRepository } from './sessions.repository.ts';

/**
 * For API tests of every feature: a real session for a user, as a login would open it, and by
 * default already re-authenticated (decision 013), as if the user had just confirmed the password;
 * `fresh: false` gives a plain login's session for tests of the re-auth rule.
 * `const headers = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'mod' }));`
 */
export async function sessionTokenFor(
  db: Database,
  user: UserRow,
  options: { remember?: boolean; twoFactorVerified?: boolean; fresh?: boolean } = {},
): Promise<string> {
  const { token, session } = await openSession({ db, config: loadConfig({ NODE_ENV: 'test' }) }, user, {
    remember: options.remember ?? false,
    method: 'password',
    client: { ip: '127.0.0.1', userAgent: 'test' },
    twoFactorVerified: options.twoFactorVerified ?? true,
  });
  if (options.fresh ?? true) await createSessionsRepository(db).markReauthenticated(session.id, new Date());
  return token;
}

export async function authHeaders(db: Database, user: UserRow): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await sessionTokenFor(db, user)}` };
}
