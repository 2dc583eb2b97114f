import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Database } from '../client.ts';
import { users } from '../schema/index.ts';

/**
 * Creates the first admin on an installation without one. The password comes from ADMIN_PASSWORD
 * or is generated; a generated one is returned so main.ts can print it exactly once.
 */
export async function ensureAdminAccount(
  db: Database,
  email: string,
  configuredPassword: string,
): Promise<{ created: boolean; generatedPassword: string | null }> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (admin) return { created: false, generatedPassword: null };
  const password = configuredPassword || randomBytes(18).toString('base64url');
  // Several processes starting at once on a new database (decision 042) race to here: the first
  // insert wins, the others find its row and print nothing.
  const inserted = await db
    .insert(users)
    .values({
      username: 'admin',
      displayname: 'Admin',
      email,
      role: 'admin',
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) {
    const [raced] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (raced) return { created: false, generatedPassword: null };
    throw new Error(`No admin account, and a user "admin" or with ${email} exists that is not one.`);
  }
  return { created: true, generatedPassword: configuredPassword ? null : password };
}
