import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type UserWalletRow, userWallets } from '../../db/schema/index.ts';

export function createWalletsRepository(db: Database) {
  return {
    list(userId: number): Promise<UserWalletRow[]> {
      return db
        .select()
        .from(userWallets)
        .where(eq(userWallets.userId, userId))
        .orderBy(asc(userWallets.method));
    },

    /** One address per method: saving again replaces it. */
    async upsert(userId: number, method: string, address: string): Promise<void> {
      const now = new Date();
      await db
        .insert(userWallets)
        .values({ userId, method, address, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [userWallets.userId, userWallets.method],
          set: { address, updatedAt: now },
        });
    },

    async remove(userId: number, method: string): Promise<boolean> {
      const rows = await db
        .delete(userWallets)
        .where(and(eq(userWallets.userId, userId), eq(userWallets.method, method)))
        .returning({ method: userWallets.method });
      return rows.length > 0;
    },
  };
}
export type WalletsRepository = ReturnType<typeof createWalletsRepository>;
