import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema/index.ts';
import { authContextFor } from './auth.module.ts';
import { openSecret } from './secret-box.ts';
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

/**
 * A code of the previous 30-second step is accepted only while the clock stays in the current
 * step. A test that sends one first waits out the last seconds of a step, so a slow machine
 * crossing the boundary between generating and checking cannot turn a good code into a wrong one.
 */
export async function awayFromTotpStepEnd(marginMs = 3000): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/**
 * For API tests: switches 2FA on as the account page does (decision 043) — activate, then confirm
 * with a code. The confirming code is the previous time step's, so the current code is still
 * unused for the test's own login challenge. The session must be re-authenticated (decision 013).
 */
export async function switchTwoFactorOn(
  app: FastifyInstance,
  db: Database,
  userId: number,
  token: string,
): Promise<{ recoveryCodes: string[] }> {
  const headers = { authorization: `Bearer ${token}` };
  const activated = await app.inject({ method: 'POST', url: '/api/auth/user/2fa/activate', headers });
  if (activated.statusCode !== 200) throw new Error(`2FA activate answered ${activated.statusCode}`);
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  const appKey = authContextFor(db)?.appKey;
  if (!row?.twoFactorSecret || !appKey) throw new Error('no pending 2FA secret');
  await awayFromTotpStepEnd();
  const key = await generate({
    secret: openSecret(appKey, row.twoFactorSecret),
    epoch: Math.floor(Date.now() / 1000) - 30,
  });
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/auth/user/2fa/verify',
    headers,
    payload: { key },
  });
  if (confirmed.statusCode !== 200) throw new Error(`2FA confirm answered ${confirmed.statusCode}`);
  return { recoveryCodes: activated.json().recovery_codes as string[] };
}
