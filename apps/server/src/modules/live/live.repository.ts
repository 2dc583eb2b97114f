import { and, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries, releases, users } from '../../db/schema/index.ts';
import { entryCardColumns } from '../entries/entries.repository.ts';

/** A release counts when it is live and its entry (if any) is visible. */
const releaseVisible = and(
  isNull(releases.deletedAt),
  // Uploads waiting for a moderator, rejected or hidden releases stay out of the feed.
  eq(releases.moderation, 'approved'),
  or(isNull(releases.entryId), and(eq(entries.active, true), isNull(entries.deletedAt))),
);

export function createLiveRepository(db: Database) {
  const selectWithEntry = () =>
    db
      .select({ release: releases, username: users.username, entry: entryCardColumns })
      .from(releases)
      .leftJoin(entries, eq(entries.id, releases.entryId))
      .leftJoin(users, eq(users.id, releases.userId));

  return {
    /** Ids of the newest visible releases (the pool the live feed draws from). */
    async recentIds(pool: number): Promise<number[]> {
      const rows = await db
        .select({ id: releases.id })
        .from(releases)
        .leftJoin(entries, eq(entries.id, releases.entryId))
        .where(releaseVisible)
        .orderBy(desc(releases.createdAt), desc(releases.id))
        .limit(pool);
      return rows.map((row) => row.id);
    },

    async byIds(ids: number[]) {
      if (ids.length === 0) return [];
      return selectWithEntry().where(inArray(releases.id, ids));
    },

    async newest(page: number, perPage: number, type?: string) {
      const where: SQL | undefined = and(releaseVisible, type ? eq(releases.type, type) : undefined);
      const [rows, totals] = await Promise.all([
        selectWithEntry()
          .where(where)
          .orderBy(desc(releases.createdAt), desc(releases.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ total: count() })
          .from(releases)
          .leftJoin(entries, eq(entries.id, releases.entryId))
          .where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },
  };
}
export type LiveRepository = ReturnType<typeof createLiveRepository>;
export type ReleaseWithEntryRow = Awaited<ReturnType<LiveRepository['byIds']>>[number];
