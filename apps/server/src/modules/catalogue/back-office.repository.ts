import type { AuditRowDto } from '@regal/shared';
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type AuditRow,
  auditLog,
  entries,
  filecryptContainers,
  releaseDownloadDays,
  releases,
  users,
} from '../../db/schema/index.ts';
import { isDuplicate, listCondition } from './entry-admin.repository.ts';

export function presentAudit(row: AuditRow): AuditRowDto {
  return {
    id: row.id,
    actor: row.actorName,
    action: row.action,
    item_type: row.itemType,
    item_id: row.itemId,
    item_label: row.itemLabel,
    changes: row.changes,
    created_at: row.createdAt.toISOString(),
  };
}

const DAYS = 30;

/** Reads behind the dashboard home, lookups, history and my containers. */
export function createBackOfficeRepository(db: Database) {
  const countWhere = async (where: ReturnType<typeof and>) =>
    (await db.select({ n: count() }).from(entries).where(where))[0]?.n ?? 0;
  return {
    async assignableUsers() {
      return db
        .select({ id: users.id, username: users.username, role: users.role })
        .from(users)
        .where(
          and(eq(users.active, true), inArray(users.role, ['admin', 'org.admin', 'mod', 'upper', 'dev'])),
        )
        .orderBy(users.username)
        .limit(1000);
    },

    /** The history of an entry: its own rows and those of the releases that were ever on it. */
    async history(type: 'entry' | 'release', id: number) {
      const ownRows = and(eq(auditLog.itemType, type), eq(auditLog.itemId, String(id)));
      const where =
        type === 'entry'
          ? sql`(${ownRows}) or (${auditLog.itemType} = 'release' and ${auditLog.itemId} in (select r.id::text from ${releases} r where r.entry_id = ${id}))`
          : ownRows;
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(200);
      return rows.map(presentAudit);
    },

    async home(userId: number) {
      const [days, queues, recent] = await Promise.all([
        db.execute(sql`
          select to_char(d.day, 'YYYY-MM-DD') as day,
            (select count(*)::int from ${entries} e where e.created_at >= d.day and e.created_at < d.day + 1) as entries,
            (select count(*)::int from ${releases} r where r.created_at >= d.day and r.created_at < d.day + 1) as releases,
            (select coalesce(sum(x.count), 0)::int from ${releaseDownloadDays} x where x.day = d.day) as downloads
          from (select current_date - n as day from generate_series(0, ${DAYS - 1}) as n) as d
          order by d.day`),
        Promise.all([
          countWhere(listCondition('notverified', userId)),
          countWhere(isDuplicate),
          countWhere(listCondition('noimage', userId)),
          countWhere(listCondition('norelease', userId)),
          countWhere(isNotNull(entries.deletedAt)),
          db
            .select({ n: count() })
            .from(releases)
            .where(isNotNull(releases.deletedAt))
            .then((r) => r[0]?.n ?? 0),
        ]),
        db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(12),
      ]);
      const dayRows = ((days as { rows?: unknown }).rows ?? days) as {
        day: string;
        entries: number;
        releases: number;
        downloads: number;
      }[];
      const [notverified, duplicated, noimage, norelease, deleted, releasesDeleted] = queues;
      return {
        days: dayRows.map((d) => ({
          day: d.day,
          entries: Number(d.entries),
          releases: Number(d.releases),
          downloads: Number(d.downloads),
        })),
        queues: { notverified, duplicated, noimage, norelease, deleted, releases_deleted: releasesDeleted },
        recent: recent.map(presentAudit),
      };
    },

    async myContainers(userId: number, page: number) {
      const perPage = 50;
      const where = eq(filecryptContainers.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(filecryptContainers)
          .where(where)
          .orderBy(desc(filecryptContainers.createdAt), desc(filecryptContainers.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(filecryptContainers).where(where),
      ]);
      const n = total?.n ?? 0;
      const from = rows.length ? (page - 1) * perPage + 1 : null;
      return {
        data: rows.map((r) => ({
          id: r.id,
          name: r.name,
          link: r.link,
          links_count: r.linksCount,
          created_at: r.createdAt.toISOString(),
        })),
        current_page: page,
        last_page: Math.max(1, Math.ceil(n / perPage)),
        per_page: perPage,
        from,
        to: from === null ? null : from + rows.length - 1,
        total: n,
      };
    },
  };
}
export type BackOfficeRepository = ReturnType<typeof createBackOfficeRepository>;
