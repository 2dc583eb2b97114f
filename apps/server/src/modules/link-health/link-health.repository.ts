import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries, type LinkCheckRow, linkChecks, linkSync, releases } from '../../db/schema/index.ts';
import { checkerIdFor } from '../../integrations/hosters/checkers.ts';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface LinkListRow extends LinkCheckRow {
  releaseUid: string;
  release: string;
  entryUid: string | null;
  entry: string | null;
}

/** Every (hoster, url) pair of a release's `links` map (hoster → list of URLs). */
export function linksOf(links: Record<string, unknown>): { hoster: string; url: string }[] {
  const pairs: { hoster: string; url: string }[] = [];
  for (const [hoster, urls] of Object.entries(links ?? {})) {
    if (!Array.isArray(urls)) continue;
    for (const url of urls) if (typeof url === 'string' && url.length > 0) pairs.push({ hoster, url });
  }
  return pairs;
}

export interface SyncRow {
  id: number;
  links: Record<string, unknown>;
  deletedAt: Date | null;
  moderation: string;
}

const listColumns = {
  releaseUid: releases.uid,
  release: releases.fulltitle,
  entryUid: entries.uid,
  entry: entries.title,
};

export function createLinkHealthRepository(db: Database) {
  /**
   * Brings the link rows of these releases in line with their `links` (new rows are due now). Only
   * releases visitors can see are checked (decision 024): a pending upload's links are fetched once
   * a moderator approved it, so an unreviewed upload cannot make the server call anything.
   */
  async function syncReleases(tx: Executor, rows: SyncRow[]) {
    if (rows.length === 0) return;
    const wanted = rows.flatMap((r) =>
      r.deletedAt || r.moderation !== 'approved'
        ? []
        : linksOf(r.links).map((l) => ({ releaseId: r.id, ...l, checker: checkerIdFor(l.url) })),
    );
    if (wanted.length > 0) await tx.insert(linkChecks).values(wanted).onConflictDoNothing();
    const ids = rows.map((r) => r.id);
    // Rows whose URL left the release (or whose release is in the trash) go.
    await tx.execute(sql`
      DELETE FROM link_checks l
       WHERE l.release_id = ANY(${sql.param(ids)}::int[])
         AND NOT EXISTS (
           SELECT 1 FROM unnest(${sql.param(wanted.map((w) => w.releaseId))}::int[], ${sql.param(wanted.map((w) => w.url))}::text[]) AS w(rid, url)
            WHERE w.rid = l.release_id AND w.url = l.url)`);
  }

  return {
    syncReleases: (rows: Parameters<typeof syncReleases>[1]) => syncReleases(db, rows),

    /** One step of the release → link rows sync, in (updated_at, id) order; returns releases seen. */
    async syncStep(limit: number): Promise<number> {
      return db.transaction(async (tx) => {
        const [cursor] = await tx.select().from(linkSync).where(eq(linkSync.id, 1)).for('update');
        const since = cursor?.syncedUntil ?? new Date(0);
        const sinceId = cursor?.syncedId ?? 0;
        const rows = await tx
          .select({
            id: releases.id,
            links: releases.links,
            deletedAt: releases.deletedAt,
            moderation: releases.moderation,
            updatedAt: releases.updatedAt,
          })
          .from(releases)
          .where(
            sql`(${releases.updatedAt}, ${releases.id}) > (${since.toISOString()}::timestamptz, ${sinceId})`,
          )
          .orderBy(asc(releases.updatedAt), asc(releases.id))
          .limit(limit);
        const last = rows[rows.length - 1];
        if (!last) return 0;
        await syncReleases(tx, rows);
        await tx
          .insert(linkSync)
          .values({ id: 1, syncedUntil: last.updatedAt, syncedId: last.id })
          .onConflictDoUpdate({
            target: linkSync.id,
            set: { syncedUntil: last.updatedAt, syncedId: last.id },
          });
        return rows.length;
      });
    },

    /** Checkers with links due now. */
    async dueCheckers(now: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ checker: linkChecks.checker })
        .from(linkChecks)
        .where(lte(linkChecks.nextCheckAt, now));
      return rows.map((r) => r.checker);
    },

    /**
     * Takes up to `limit` due links of a checker for one run: their next check moves `leaseMs` ahead,
     * so a run that dies leaves them due again later, and a second worker skips them.
     */
    async claimDue(checker: string, limit: number, leaseMs: number): Promise<LinkCheckRow[]> {
      const result = await db.execute(sql`
        UPDATE link_checks SET next_check_at = now() + ${sql.raw(String(Math.ceil(leaseMs / 1000)))} * interval '1 second'
         WHERE id IN (
           SELECT id FROM link_checks
            WHERE checker = ${checker} AND next_check_at <= now()
            ORDER BY next_check_at, id
            LIMIT ${limit}
            FOR UPDATE SKIP LOCKED)
        RETURNING id`);
      const ids = (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
      if (ids.length === 0) return [];
      return db.select().from(linkChecks).where(inArray(linkChecks.id, ids)).orderBy(asc(linkChecks.id));
    },

    async saveStatus(
      id: number,
      status: { state: LinkCheckRow['state']; streak: number; reason: string; nextCheckAt: Date },
      now: Date,
    ) {
      await db
        .update(linkChecks)
        .set({ ...status, checkedAt: now })
        .where(eq(linkChecks.id, id));
    },

    /** The links of a release's hoster, for its status image. */
    async hosterLinks(releaseUid: string, hoster: string) {
      return db
        .select({ state: linkChecks.state, streak: linkChecks.streak })
        .from(linkChecks)
        .innerJoin(releases, eq(releases.id, linkChecks.releaseId))
        .where(and(eq(releases.uid, releaseUid), eq(linkChecks.hoster, hoster)));
    },

    async list(
      filter: {
        state: 'dead' | 'offline' | 'unknown' | 'all';
        search?: string | undefined;
        deadAfter: number;
      },
      page: number,
      perPage: number,
    ) {
      const where: (SQL | undefined)[] = [];
      if (filter.state === 'dead')
        where.push(and(eq(linkChecks.state, 'offline'), gte(linkChecks.streak, filter.deadAfter)));
      else if (filter.state !== 'all') where.push(eq(linkChecks.state, filter.state));
      if (filter.search) {
        const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(
          or(ilike(releases.fulltitle, like), ilike(entries.title, like), ilike(linkChecks.url, like)),
        );
      }
      const condition = and(...where);
      const rows = await db
        .select({ link: linkChecks, ...listColumns })
        .from(linkChecks)
        .innerJoin(releases, eq(releases.id, linkChecks.releaseId))
        .leftJoin(entries, eq(entries.id, releases.entryId))
        .where(condition)
        .orderBy(desc(linkChecks.checkedAt), asc(linkChecks.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(linkChecks)
        .innerJoin(releases, eq(releases.id, linkChecks.releaseId))
        .leftJoin(entries, eq(entries.id, releases.entryId))
        .where(condition);
      return { rows: rows.map((r) => ({ ...r.link, ...pick(r) })), total: Number(count?.n ?? 0) };
    },

    async entryByUid(uid: string) {
      const [row] = await db
        .select({ id: entries.id, uid: entries.uid, title: entries.title, active: entries.active })
        .from(entries)
        .where(eq(entries.uid, uid));
      return row ?? null;
    },

    async releaseByUid(uid: string) {
      const [row] = await db
        .select({
          id: releases.id,
          links: releases.links,
          deletedAt: releases.deletedAt,
          moderation: releases.moderation,
          entryId: releases.entryId,
        })
        .from(releases)
        .where(eq(releases.uid, uid));
      return row ?? null;
    },

    async releasesOfEntry(entryId: number) {
      return db
        .select({
          id: releases.id,
          links: releases.links,
          deletedAt: releases.deletedAt,
          moderation: releases.moderation,
        })
        .from(releases)
        .where(eq(releases.entryId, entryId));
    },

    async linksOfEntry(entryId: number): Promise<LinkListRow[]> {
      const rows = await db
        .select({ link: linkChecks, ...listColumns })
        .from(linkChecks)
        .innerJoin(releases, eq(releases.id, linkChecks.releaseId))
        .leftJoin(entries, eq(entries.id, releases.entryId))
        .where(eq(releases.entryId, entryId))
        .orderBy(asc(releases.fulltitle), asc(linkChecks.hoster), asc(linkChecks.id));
      return rows.map((r) => ({ ...r.link, ...pick(r) }));
    },

    /** Makes these links due now; returns their checkers. */
    async markDue(releaseIds: number[]): Promise<{ links: number; checkers: string[] }> {
      if (releaseIds.length === 0) return { links: 0, checkers: [] };
      const rows = await db
        .update(linkChecks)
        .set({ nextCheckAt: new Date() })
        .where(inArray(linkChecks.releaseId, releaseIds))
        .returning({ checker: linkChecks.checker });
      return { links: rows.length, checkers: [...new Set(rows.map((r) => r.checker))] };
    },

    /** Entries (still shown) of these links whose every link of every live release is dead. */
    async entriesAllDead(linkIds: number[], deadAfter: number) {
      if (linkIds.length === 0) return [];
      const result = await db.execute(sql`
        SELECT e.id, e.uid, e.title FROM entries e
         WHERE e.active AND e.deleted_at IS NULL
           AND e.id IN (SELECT r.entry_id FROM link_checks l JOIN releases r ON r.id = l.release_id
                         WHERE l.id = ANY(${sql.param(linkIds)}::int[]))
           AND EXISTS (SELECT 1 FROM link_checks l JOIN releases r ON r.id = l.release_id
                        WHERE r.entry_id = e.id AND r.deleted_at IS NULL)
           AND NOT EXISTS (SELECT 1 FROM link_checks l JOIN releases r ON r.id = l.release_id
                            WHERE r.entry_id = e.id AND r.deleted_at IS NULL
                              AND NOT (l.state = 'offline' AND l.streak >= ${deadAfter}))`);
      return (result as unknown as { rows: { id: number; uid: string; title: string }[] }).rows;
    },

    /** Entries the link check hid (and nobody touched since) of these links that have an online link again. */
    async entriesAliveAgain(linkIds: number[]) {
      if (linkIds.length === 0) return [];
      const result = await db.execute(sql`
        SELECT e.id, e.uid, e.title FROM entries e
         WHERE e.link_hidden_at IS NOT NULL AND NOT e.active AND e.deleted_at IS NULL
           AND e.id IN (SELECT r.entry_id FROM link_checks l JOIN releases r ON r.id = l.release_id
                         WHERE l.id = ANY(${sql.param(linkIds)}::int[]))
           AND EXISTS (SELECT 1 FROM link_checks l JOIN releases r ON r.id = l.release_id
                        WHERE r.entry_id = e.id AND r.deleted_at IS NULL AND l.state = 'online')`);
      return (result as unknown as { rows: { id: number; uid: string; title: string }[] }).rows;
    },

    /** Hidden by the link check: the mark lets the check alone show it again (migration 0034). */
    async hideEntry(tx: Executor, entryId: number) {
      const now = new Date();
      await tx
        .update(entries)
        .set({ active: false, linkHiddenAt: now, updatedAt: now })
        .where(eq(entries.id, entryId));
    },

    /** Shows an entry the link check hid; false when staff or a report changed it meanwhile. */
    async showLinkHiddenEntry(tx: Executor, entryId: number): Promise<boolean> {
      const rows = await tx
        .update(entries)
        .set({ active: true, linkHiddenAt: null, updatedAt: new Date() })
        .where(and(eq(entries.id, entryId), isNotNull(entries.linkHiddenAt), eq(entries.active, false)))
        .returning({ id: entries.id });
      return rows.length > 0;
    },
  };
}

const pick = (r: { releaseUid: string; release: string; entryUid: string | null; entry: string | null }) => ({
  releaseUid: r.releaseUid,
  release: r.release,
  entryUid: r.entryUid,
  entry: r.entry,
});

export type LinkHealthRepository = ReturnType<typeof createLinkHealthRepository>;
