import type { DashboardEntryListQuery, EntryBulkAction } from '@regal/shared';
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  actors,
  auditLog,
  entries,
  entryActors,
  entryRatings,
  releases,
  users,
} from '../../db/schema/index.ts';
import { rowsOf } from '../search/sql-rows.ts';

/**
 * The outer entry's id, always qualified: in a single-table select Drizzle renders `entries.id` as a
 * bare "id", which inside the subqueries below would mean the release's id.
 */
const outerEntryId = sql.raw('"entries"."id"');
/** Live releases of an entry (the releases column). */
const releasesCount = sql<number>`(select count(*)::int from ${releases} r where r.entry_id = ${outerEntryId} and r.deleted_at is null)`;
const hasRelease = sql`exists (select 1 from ${releases} r where r.entry_id = ${outerEntryId} and r.deleted_at is null)`;
const foldedTitle = sql`regal_fold(${entries.title})`;
/** Stored generated column of migration 0015 (folded title | type | year), not in the Drizzle schema. */
const duplicateKey = sql`${entries}.duplicate_key`;
/** No uploaded cover and no poster: the generated SVG stands in (the "no image" queue). */
const hasImage = sql<boolean>`(${entries.cover} is not null or jsonb_array_length(coalesce(${entries.options}->'posters', '[]'::jsonb)) > 0)`;

/**
 * The duplicate candidates: live, not marked "no duplicate", and their key occurs more than once among
 * such entries (a group over the partial index `entries_duplicate_key_idx`).
 */
export const isDuplicate = sql`(${entries.deletedAt} is null and ${entries.noDuplicate} is not true and ${duplicateKey} in (
  select d.duplicate_key from ${entries} d
  where d.deleted_at is null and d.no_duplicate is not true
  group by d.duplicate_key having count(*) > 1))`;

/** Where-clause of each dashboard list (spec 01 §2 routes). */
export function listCondition(list: DashboardEntryListQuery['list'], userId: number): SQL | undefined {
  switch (list) {
    case 'all':
      return isNull(entries.deletedAt);
    case 'deleted':
      return isNotNull(entries.deletedAt);
    case 'duplicated':
      return isDuplicate;
    case 'noimage':
      return and(isNull(entries.deletedAt), sql`not ${hasImage}`);
    case 'norelease':
      return and(isNull(entries.deletedAt), sql`not ${hasRelease}`);
    case 'myapps':
      return and(isNull(entries.deletedAt), eq(entries.userId, userId));
    case 'notverified':
      return and(isNull(entries.deletedAt), isNull(entries.verifiedAt));
  }
}

function searchCondition(search: string | undefined, exact: boolean | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  if (/^\d{1,10}$/.test(text))
    return sql`(${entries.id} = ${Number(text)} or ${foldedTitle} like '%' || regal_fold(${text}) || '%')`;
  if (exact) return sql`${foldedTitle} = regal_fold(${text})`;
  // The trigram index on regal_fold(title) serves the substring match.
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${foldedTitle} like regal_fold(${pattern}) or ${entries.uid} = ${text})`;
}

const sortColumns = {
  updated: entries.updatedAt,
  created: entries.createdAt,
  title: foldedTitle,
  released: entries.releasedAt,
  downloads: entries.downloads,
  views: entries.views,
  releases: releasesCount,
  id: entries.id,
} as const;

/** Above this many matches a list shows the planner's estimate instead of an exact count. */
export const EXACT_COUNT_LIMIT = 10_000;

export function createEntryAdminRepository(db: Database) {
  /**
   * The total of a list: exact up to EXACT_COUNT_LIMIT (a capped scan), else the planner's row
   * estimate — counting 100,000 live entries exactly would cost more than the page itself.
   */
  async function totalOf(where: SQL | undefined): Promise<number> {
    const [capped] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${entries} where ${where ?? sql`true`} limit ${EXACT_COUNT_LIMIT + 1}) as x`,
    );
    const exact = Number(capped?.n ?? 0);
    if (exact <= EXACT_COUNT_LIMIT) return exact;
    const [plan] = await rowsOf<{ 'QUERY PLAN': unknown }>(
      db,
      sql`explain (format json) select 1 from ${entries} where ${where ?? sql`true`}`,
    );
    const raw = plan?.['QUERY PLAN'];
    const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
    return Math.max(exact, Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? exact));
  }

  return {
    async list(query: DashboardEntryListQuery, userId: number) {
      const where = and(
        listCondition(query.list, userId),
        searchCondition(query.search, query.exact),
        query.type ? eq(entries.type, query.type) : undefined,
        query.status ? eq(entries.active, query.status === 'active') : undefined,
      );
      const direction = query.sortOrder === 'asc' ? asc : desc;
      // Duplicates are read as groups: same key next to each other.
      const order =
        query.list === 'duplicated' && query.sortBy === 'updated'
          ? [asc(sql`${duplicateKey}`), asc(entries.id)]
          : [direction(sortColumns[query.sortBy]), direction(entries.id)];
      const [rows, total] = await Promise.all([
        db
          .select({
            entry: entries,
            releasesCount,
            // kept by the reviews module with every review change (decision 016)
            reviewsCount: sql<number>`coalesce(${entryRatings.reviewsCount}, 0)`,
            hasImage,
            username: users.username,
          })
          .from(entries)
          .leftJoin(users, eq(users.id, entries.userId))
          .leftJoin(entryRatings, eq(entryRatings.entryId, entries.id))
          .where(where)
          .orderBy(...order)
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        totalOf(where),
      ]);
      return { rows, total };
    },

    async allApps(q: {
      search?: string;
      sortBy: 'updated' | 'created' | 'title';
      sortOrder: 'asc' | 'desc';
      page: number;
      perPage: number;
    }) {
      const where = and(isNull(entries.deletedAt), searchCondition(q.search, false));
      const column =
        q.sortBy === 'title' ? foldedTitle : q.sortBy === 'created' ? entries.createdAt : entries.updatedAt;
      const direction = q.sortOrder === 'asc' ? asc : desc;
      const [rows, total] = await Promise.all([
        db
          .select({ entry: entries, releasesCount })
          .from(entries)
          .where(where)
          .orderBy(direction(column), direction(entries.id))
          .limit(q.perPage)
          .offset((q.page - 1) * q.perPage),
        totalOf(where),
      ]);
      return { rows, total };
    },

    async find(id: number) {
      const [row] = await db
        .select({ entry: entries, releasesCount, username: users.username })
        .from(entries)
        .leftJoin(users, eq(users.id, entries.userId))
        .where(eq(entries.id, id));
      if (!row) return null;
      const cast = await db
        .select({ id: actors.id, name: actors.name, image: actors.image })
        .from(entryActors)
        .innerJoin(actors, eq(actors.id, entryActors.actorId))
        .where(eq(entryActors.entryId, id))
        .orderBy(asc(entryActors.position));
      return { ...row, actors: cast };
    },

    /** Who changed the item last (for the stale-edit message). */
    async lastEditor(id: number) {
      const [row] = await db
        .select({ name: auditLog.actorName })
        .from(auditLog)
        .where(and(eq(auditLog.itemType, 'entry'), eq(auditLog.itemId, String(id))))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(1);
      return row?.name ?? null;
    },

    async userExists(id: number) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      return row !== undefined;
    },

    async usernameOf(id: number | null) {
      if (id === null) return null;
      const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
      return row?.username ?? null;
    },

    async rowsForBulk(ids: number[]) {
      return db
        .select({
          id: entries.id,
          title: entries.title,
          userId: entries.userId,
          active: entries.active,
          deletedAt: entries.deletedAt,
          noDuplicate: entries.noDuplicate,
        })
        .from(entries)
        .where(inArray(entries.id, ids));
    },

    bulkChange(action: Exclude<EntryBulkAction, 'forceDelete'>): Partial<typeof entries.$inferInsert> {
      const now = new Date();
      switch (action) {
        case 'activate':
          return { active: true };
        case 'disable':
          return { active: false };
        case 'delete':
          return { deletedAt: now };
        case 'restore':
          return { deletedAt: null };
        case 'notDuplicate':
          return { noDuplicate: true };
      }
    },
  };
}
export type EntryAdminRepository = ReturnType<typeof createEntryAdminRepository>;
