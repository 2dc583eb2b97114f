import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { openSession } from './session.service.ts';

/**
 * For API tests of every feature: a real session for a user, as a login would open it.
 * `const headers = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'mod' }));`
 */
export async function sessionTokenFor(
  db: Database,
  user: UserRow,
  options: { remember?: boolean; twoFactorVerified?: boolean } = {},
): Promise<string> {
  const { token } = await openSession({ db, config: loadConfig({ NODE_ENV: 'test' }) }, user, {
    remember: options.remember ?? false,
    method: 'password',
    client: { ip: '127.0.0.1', userAgent: 'test' },
    twoFactorVerified: options.twoFactorVerified ?? true,
  });
  return token;
}

export async function authHeaders(db: Database, user: UserRow): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await sessionTokenFor(db, user)}` };
}
