import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginKnownClients } from '../../db/schema/index.ts';

/**
 * Smart lockout (issue 19): the addresses an account has logged in from. Stored as a keyed hash
 * (HMAC with the app key), so the table is no list of the users' addresses.
 */
export function clientHashOf(appKey: Buffer, ip: string): string {
  return createHmac('sha256', appKey).update(`login-client|${ip}`).digest('hex');
}

export function createKnownClientsRepository(db: Pick<Database, 'select' | 'insert'>) {
  return {
    async isKnown(userId: number, clientHash: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: loginKnownClients.userId })
        .from(loginKnownClients)
        .where(and(eq(loginKnownClients.userId, userId), eq(loginKnownClients.clientHash, clientHash)))
        .limit(1);
      return row !== undefined;
    },

    async remember(userId: number, clientHash: string, now: Date): Promise<void> {
      await db
        .insert(loginKnownClients)
        .values({ userId, clientHash, firstSeenAt: now, lastSeenAt: now })
        .onConflictDoUpdate({
          target: [loginKnownClients.userId, loginKnownClients.clientHash],
          set: { lastSeenAt: sql`excluded.last_seen_at` },
        });
    },
  };
}
