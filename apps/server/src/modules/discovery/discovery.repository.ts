import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries, pages } from '../../db/schema/index.ts';
import { visibleEntry } from '../entries/entries.repository.ts';
import { rowsOf } from '../search/sql-rows.ts';

/** When an entry last changed for a reader: a staff edit or its newest release. */
const lastmod = sql<Date>`greatest(${entries.updatedAt}, ${entries.lastReleaseAt})`.mapWith(
  (value: string | Date) => new Date(value),
);

const feedColumns = {
  id: entries.id,
  uid: entries.uid,
  slug: entries.slug,
  title: entries.title,
  type: entries.type,
  subType: entries.subType,
  description: entries.description,
  cover: entries.cover,
  releasedAt: entries.releasedAt,
  createdAt: entries.createdAt,
  lastmod,
};

export interface EntryFile {
  firstId: number;
  lastId: number;
  urls: number;
  lastmod: Date;
}

interface EntryFileRow extends Record<string, unknown> {
  first_id: number;
  last_id: number;
  urls: number;
  lastmod: string | Date;
}

export function createDiscoveryRepository(db: Database) {
  const selectFeed = () => db.select(feedColumns).from(entries);
  return {
    /**
     * The sitemap's entry files: visible entries in id order, cut every `perFile`, each with its id
     * range and newest change. One pass over the primary key; a file is then read by its id range.
     */
    async entryFiles(perFile: number): Promise<EntryFile[]> {
      const rows = await rowsOf<EntryFileRow>(
        db,
        sql`
        select min(id)::int as first_id, max(id)::int as last_id, count(*)::int as urls, max(lastmod) as lastmod
        from (
          select ${entries.id} as id, greatest(${entries.updatedAt}, ${entries.lastReleaseAt}) as lastmod,
                 (row_number() over (order by ${entries.id}) - 1) / ${perFile} as file
          from ${entries}
          where ${visibleEntry}
        ) numbered
        group by file
        order by file`,
      );
      return rows.map((row) => ({
        firstId: row.first_id,
        lastId: row.last_id,
        urls: row.urls,
        lastmod: new Date(row.lastmod),
      }));
    },

    /** One sitemap file's entries (keyset: an id range on the primary key, at most `limit`). */
    async entriesBetween(firstId: number, lastId: number, limit: number) {
      return db
        .select({ uid: entries.uid, slug: entries.slug, lastmod })
        .from(entries)
        .where(and(visibleEntry, gte(entries.id, firstId), lte(entries.id, lastId)))
        .orderBy(asc(entries.id))
        .limit(limit);
    },

    async contentPages() {
      return db.select({ slug: pages.slug, updatedAt: pages.updatedAt }).from(pages).orderBy(asc(pages.slug));
    },

    /** The newest visible entries (by their newest release, like the "latest" listing), of one type or all. */
    async newest(limit: number, type?: string) {
      const where: SQL | undefined = type ? and(visibleEntry, eq(entries.type, type)) : visibleEntry;
      return selectFeed()
        .where(where)
        .orderBy(sql`${entries.lastReleaseAt} desc nulls last`, desc(entries.id))
        .limit(limit);
    },

    /** Feed rows of the given entries, in the given order (a search's hits). */
    async byIds(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await selectFeed().where(and(visibleEntry, inArray(entries.id, ids)));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** The newest live release names of each entry, at most `perEntry` each. */
    async releaseNames(entryIds: number[], perEntry: number): Promise<Map<number, string[]>> {
      const names = new Map<number, string[]>();
      if (entryIds.length === 0) return names;
      const rows = await rowsOf<{ entry_id: number; fulltitle: string }>(
        db,
        sql`
        select entry_id, fulltitle from (
          select r.entry_id, r.fulltitle,
                 row_number() over (partition by r.entry_id order by r.created_at desc, r.id desc) as n
          from releases r
          where r.entry_id in (${sql.join(
            entryIds.map((id) => sql`${id}`),
            sql`, `,
          )})
            and r.deleted_at is null and r.moderation = 'approved'
        ) ranked
        where n <= ${perEntry}
        order by entry_id, n`,
      );
      for (const row of rows) {
        const list = names.get(row.entry_id) ?? [];
        list.push(row.fulltitle);
        names.set(row.entry_id, list);
      }
      return names;
    },
  };
}
export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
export type FeedRow = Awaited<ReturnType<DiscoveryRepository['newest']>>[number];
