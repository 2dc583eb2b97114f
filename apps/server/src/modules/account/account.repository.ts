import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type UserLocation, type UserRow, type UserSettings, users } from '../../db/schema/index.ts';

export interface ProfilePatch {
  displayname?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  mobile?: string | null;
  settings?: UserSettings;
  location?: UserLocation;
}

/** The account area's SQL: the signed-in user's own row, nothing else. */
export function createAccountRepository(db: Database) {
  return {
    async findUser(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async updateProfile(id: number, patch: ProfilePatch): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`user ${id} vanished during a profile update`);
      return row;
    },

    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },

    /**
     * Points the user at a new avatar and answers the one it replaced, read on the locked row in
     * the same transaction: of two uploads at once each learns the file the other (or the old row)
     * held, so every replaced file is known to exactly one upload and none is orphaned (issue 19).
     */
    async swapAvatar(id: number, avatar: string): Promise<{ user: UserRow; previous: string | null }> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ avatar: users.avatar })
          .from(users)
          .where(eq(users.id, id))
          .for('no key update');
        if (!current) throw new Error(`user ${id} vanished during an avatar update`);
        const [row] = await tx
          .update(users)
          .set({ avatar, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        if (!row) throw new Error(`user ${id} vanished during an avatar update`);
        return { user: row, previous: current.avatar };
      });
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
