import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries, releaseDownloadDays, releaseDownloadHits, releases } from '../../db/schema/index.ts';

export function createDownloadsRepository(db: Database) {
  return {
    async findLiveRelease(id: number): Promise<{ id: number; entryId: number | null } | null> {
      const [row] = await db
        .select({ id: releases.id, entryId: releases.entryId })
        .from(releases)
        .where(and(eq(releases.id, id), isNull(releases.deletedAt), eq(releases.moderation, 'approved')));
      return row ?? null;
    },

    /**
     * Records the client's hit and, only when it is the client's first within the window, counts
     * a download on the release and its entry. One transaction, so a hit never stays without its
     * count or the other way round. Returns whether it counted.
     */
    async countOnce(
      release: { id: number; entryId: number | null },
      clientHash: string,
      now: Date,
      windowStart: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const fresh = await tx
          .insert(releaseDownloadHits)
          .values({ releaseId: release.id, clientHash, countedAt: now })
          .onConflictDoUpdate({
            target: [releaseDownloadHits.releaseId, releaseDownloadHits.clientHash],
            set: { countedAt: now },
            setWhere: lt(releaseDownloadHits.countedAt, windowStart),
          })
          .returning({ releaseId: releaseDownloadHits.releaseId });
        if (fresh.length === 0) return false;
        await tx
          .update(releases)
          .set({ downloads: sql`${releases.downloads} + 1` })
          .where(eq(releases.id, release.id));
        // Per-day counter for the dashboard's 30-day chart (hits are swept, this stays).
        await tx
          .insert(releaseDownloadDays)
          .values({ day: sql`current_date`, releaseId: release.id, count: 1 })
          .onConflictDoUpdate({
            target: [releaseDownloadDays.day, releaseDownloadDays.releaseId],
            set: { count: sql`${releaseDownloadDays.count} + 1` },
          });
        if (release.entryId !== null) {
          await tx
            .update(entries)
            .set({ downloads: sql`${entries.downloads} + 1` })
            .where(eq(entries.id, release.entryId));
        }
        return true;
      });
    },

    /** Drops hits older than the window: they no longer block anything. */
    async sweep(windowStart: Date): Promise<void> {
      await db.delete(releaseDownloadHits).where(lt(releaseDownloadHits.countedAt, windowStart));
    },
  };
}
export type DownloadsRepository = ReturnType<typeof createDownloadsRepository>;
