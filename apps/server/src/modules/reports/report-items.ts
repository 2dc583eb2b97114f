import type { ReportItemType } from '@regal/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries, releases } from '../../db/schema/index.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A reported release or entry as the report code sees it: what to call it, where it is, who sees it. */
export interface ReportItem {
  type: ReportItemType;
  id: number;
  label: string;
  link: string | null;
  visibility: string;
}

/** The reported items: found by uid (a new report) or id (the queue), and hidden, removed or shown again. */
export function createReportItems(db: Database) {
  return {
    /** Only an item visitors see can be reported. */
    async byUid(type: ReportItemType, uid: string): Promise<ReportItem | undefined> {
      if (type === 'release') {
        const [row] = await db
          .select({
            id: releases.id,
            label: releases.fulltitle,
            moderation: releases.moderation,
            entryUid: entries.uid,
            entrySlug: entries.slug,
          })
          .from(releases)
          .leftJoin(entries, eq(entries.id, releases.entryId))
          .where(and(eq(releases.uid, uid), isNull(releases.deletedAt), eq(releases.moderation, 'approved')));
        return (
          row && {
            type,
            id: row.id,
            label: row.label,
            visibility: row.moderation,
            link: row.entryUid ? `/detail/${row.entryUid}/${row.entrySlug}` : null,
          }
        );
      }
      const [row] = await db
        .select({ id: entries.id, label: entries.title, slug: entries.slug, uid: entries.uid })
        .from(entries)
        .where(and(eq(entries.uid, uid), eq(entries.active, true), isNull(entries.deletedAt)));
      return (
        row && {
          type,
          id: row.id,
          label: row.label,
          visibility: 'active',
          link: `/detail/${row.uid}/${row.slug}`,
        }
      );
    },

    /** `on`: the transaction a caller is in (PGlite has one connection: a read beside it would wait forever). */
    async byIds(
      keys: { type: ReportItemType; id: number }[],
      on: Pick<Database, 'select'> = db,
    ): Promise<Map<string, ReportItem>> {
      const found = new Map<string, ReportItem>();
      const releaseIds = keys.filter((k) => k.type === 'release').map((k) => k.id);
      const entryIds = keys.filter((k) => k.type === 'entry').map((k) => k.id);
      if (releaseIds.length > 0) {
        const rows = await on
          .select({
            id: releases.id,
            label: releases.fulltitle,
            moderation: releases.moderation,
            deletedAt: releases.deletedAt,
            entryUid: entries.uid,
            entrySlug: entries.slug,
          })
          .from(releases)
          .leftJoin(entries, eq(entries.id, releases.entryId))
          .where(inArray(releases.id, releaseIds));
        for (const r of rows)
          found.set(`release:${r.id}`, {
            type: 'release',
            id: r.id,
            label: r.label,
            link: r.entryUid ? `/detail/${r.entryUid}/${r.entrySlug}` : null,
            visibility: r.deletedAt ? 'removed' : r.moderation,
          });
      }
      if (entryIds.length > 0) {
        const rows = await on
          .select({
            id: entries.id,
            label: entries.title,
            uid: entries.uid,
            slug: entries.slug,
            active: entries.active,
            deletedAt: entries.deletedAt,
          })
          .from(entries)
          .where(inArray(entries.id, entryIds));
        for (const e of rows)
          found.set(`entry:${e.id}`, {
            type: 'entry',
            id: e.id,
            label: e.label,
            link: `/detail/${e.uid}/${e.slug}`,
            visibility: e.deletedAt ? 'removed' : e.active ? 'active' : 'hidden',
          });
      }
      return found;
    },

    /** Hides, removes or shows the item again; returns the visibility before. */
    async apply(
      tx: Tx,
      type: ReportItemType,
      id: number,
      effect: 'hide' | 'remove' | 'show',
      reason: string,
    ) {
      if (type === 'release') {
        const [before] = await tx
          .select({ moderation: releases.moderation })
          .from(releases)
          .where(eq(releases.id, id));
        // updated_at moves so the link checker's sync sees the release leave (or come back).
        if (effect === 'hide')
          await tx
            .update(releases)
            .set({ moderation: 'hidden', moderationReason: reason, updatedAt: sql`now()` })
            .where(eq(releases.id, id));
        else if (effect === 'remove')
          await tx.update(releases).set({ deletedAt: sql`now()` }).where(eq(releases.id, id));
        // Only a release hidden by a report comes back; pending or rejected uploads stay as they are.
        else
          await tx
            .update(releases)
            .set({ moderation: 'approved', moderationReason: null, updatedAt: sql`now()` })
            .where(and(eq(releases.id, id), eq(releases.moderation, 'hidden')));
        return before?.moderation ?? null;
      }
      const [before] = await tx.select({ active: entries.active }).from(entries).where(eq(entries.id, id));
      if (effect === 'hide') await tx.update(entries).set({ active: false }).where(eq(entries.id, id));
      else if (effect === 'remove')
        await tx.update(entries).set({ deletedAt: sql`now()` }).where(eq(entries.id, id));
      else await tx.update(entries).set({ active: true }).where(eq(entries.id, id));
      return before ? (before.active ? 'active' : 'hidden') : null;
    },
  };
}
export type ReportItems = ReturnType<typeof createReportItems>;
