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

    async setAvatar(id: number, avatar: string | null): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ avatar, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new Error(`user ${id} vanished during an avatar update`);
      return row;
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
