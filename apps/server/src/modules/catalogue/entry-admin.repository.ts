import type { DashboardEntryListQuery, EntryBulkAction } from '@regal/shared';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  actors,
  auditLog,
  entries,
  entryActors,
  entryDuplicateKeys,
  entryRatings,
  users,
} from '../../db/schema/index.ts';
import { rowsOf } from '../search/sql-rows.ts';

/**
 * Live releases of an entry (the releases column): kept on the row by triggers on `releases`
 * (migration 0024, decision 020) instead of counted per row and request.
 */
const releasesCount = entries.liveReleases;
const foldedTitle = sql`regal_fold(${entries.title})`;
/** Stored generated column of migration 0015 (folded title | type | year), not in the Drizzle schema. */
const duplicateKey = sql`${entries}.duplicate_key`;
/** No uploaded cover and no poster: the generated SVG stands in (the "no image" queue). */
const hasImage = sql<boolean>`(${entries.cover} is not null or jsonb_array_length(coalesce(${entries.options}->'posters', '[]'::jsonb)) > 0)`;

/**
 * The duplicate candidates: live, not marked "no duplicate", and their key occurs more than once among
 * such entries — the groups come from `entry_duplicate_keys` (kept by a trigger, migration 0024), the
 * entries from the partial index `entries_duplicate_key_idx` (key, id).
 */
export const isDuplicate = sql`(${entries.deletedAt} is null and ${entries.noDuplicate} is not true and ${duplicateKey} in (
  select k.duplicate_key from ${entryDuplicateKeys} k where k.entries > 1))`;

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
      return and(isNull(entries.deletedAt), eq(entries.liveReleases, 0));
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

interface ListTotal {
  total: number;
  /** the planner's estimate, not a count (above EXACT_COUNT_LIMIT) */
  estimated: boolean;
}

export function createEntryAdminRepository(db: Database) {
  /**
   * The total of a list: exact up to EXACT_COUNT_LIMIT (a capped scan), else the planner's row
   * estimate, flagged — counting 100,000 live entries exactly costs more than the page itself
   * (decision 020).
   */
  async function totalOf(where: SQL | undefined): Promise<ListTotal> {
    const [capped] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${entries} where ${where ?? sql`true`} limit ${EXACT_COUNT_LIMIT + 1}) as x`,
    );
    const exact = Number(capped?.n ?? 0);
    if (exact <= EXACT_COUNT_LIMIT) return { total: exact, estimated: false };
    const [plan] = await rowsOf<{ 'QUERY PLAN': unknown }>(
      db,
      sql`explain (format json) select 1 from ${entries} where ${where ?? sql`true`}`,
    );
    const raw = plan?.['QUERY PLAN'];
    const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
    return { total: Math.max(exact, Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? exact)), estimated: true };
  }

  /** The whole duplicates queue, exactly, from the kept group sizes (no entry row read). */
  async function duplicatesTotal(): Promise<ListTotal> {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${entryDuplicateKeys.entries}), 0)::int` })
      .from(entryDuplicateKeys)
      .where(gt(entryDuplicateKeys.entries, 1));
    return { total: Number(row?.n ?? 0), estimated: false };
  }

  /** One page of a dashboard list with its total (decision 020 for the query shapes). */
  async function list(query: DashboardEntryListQuery, userId: number) {
    const searching = Boolean(query.search?.trim());
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
    // The page's ids first (an index-only walk past the offset), then only the shown rows are read
    // and joined: projecting every skipped row cost more than the page itself at page 40.
    const page = db
      .select({
        id: entries.id,
        // A text search reads every match from the trigram index anyway (bitmap scan, then a
        // sort): counting them in the same pass saves the second scan. Without a text the page is
        // an index walk that stops after it, so the total is asked separately.
        total: (searching ? sql<number>`count(*) over ()` : sql<number>`null::bigint`).as('total'),
      })
      .from(entries)
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .as('page');
    const rowsQuery = db
      .select({
        entry: entries,
        releasesCount,
        // kept by the reviews module with every review change (decision 016)
        reviewsCount: sql<number>`coalesce(${entryRatings.reviewsCount}, 0)`,
        hasImage,
        username: users.username,
        total: page.total,
      })
      .from(page)
      .innerJoin(entries, eq(entries.id, page.id))
      .leftJoin(users, eq(users.id, entries.userId))
      .leftJoin(entryRatings, eq(entryRatings.entryId, entries.id))
      .orderBy(...order);
    const wholeDuplicatesQueue = query.list === 'duplicated' && !searching && !query.type && !query.status;
    const separateTotal = searching ? undefined : wholeDuplicatesQueue ? duplicatesTotal() : totalOf(where);
    const [rows, separate] = await Promise.all([rowsQuery, separateTotal]);
    let total = separate;
    if (!total) {
      const first = rows[0];
      // Past the last page the window has no row to report the count on: count once more.
      total =
        first !== undefined
          ? { total: Number(first.total), estimated: false }
          : query.page === 1
            ? { total: 0, estimated: false }
            : await totalOf(where);
    }
    return { rows, total: total.total, totalEstimated: total.estimated };
  }

  return {
    list,

    /** The re-assign panel's entry search: the live list's page and total (same query shapes). */
    async allApps(q: {
      search?: string;
      sortBy: 'updated' | 'created' | 'title';
      sortOrder: 'asc' | 'desc';
      page: number;
      perPage: number;
    }) {
      const { rows, total } = await list(
        {
          list: 'all',
          search: q.search,
          sortBy: q.sortBy,
          sortOrder: q.sortOrder,
          page: q.page,
          per_page: q.perPage,
        },
        0,
      );
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
