import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries, favorites } from '../../db/schema/index.ts';
import { entryCardColumns } from '../entries/entries.repository.ts';

export function createFavoritesRepository(db: Database) {
  return {
    async ids(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: favorites.entryId })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(desc(favorites.createdAt));
      return rows.map((row) => row.id);
    },

    async entryExists(entryId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: entries.id })
        .from(entries)
        .where(and(eq(entries.id, entryId), eq(entries.active, true), isNull(entries.deletedAt)));
      return row !== undefined;
    },

    /** Adds or removes the favorite; true when the entry is a favorite afterwards. */
    async toggle(userId: number, entryId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(favorites)
          .where(and(eq(favorites.userId, userId), eq(favorites.entryId, entryId)))
          .returning({ id: favorites.entryId });
        if (removed.length > 0) return false;
        await tx.insert(favorites).values({ userId, entryId }).onConflictDoNothing();
        return true;
      });
    },

    async page(userId: number, page: number, perPage: number) {
      const where = and(eq(favorites.userId, userId), eq(entries.active, true), isNull(entries.deletedAt));
      const [rows, [total]] = await Promise.all([
        db
          .select(entryCardColumns)
          .from(favorites)
          .innerJoin(entries, eq(entries.id, favorites.entryId))
          .where(where)
          .orderBy(desc(favorites.createdAt), desc(entries.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ n: count() })
          .from(favorites)
          .innerJoin(entries, eq(entries.id, favorites.entryId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
