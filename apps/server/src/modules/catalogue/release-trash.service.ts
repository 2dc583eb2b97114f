import { canOnAll, type PolicySubject } from '@regal/shared';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries, releases, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { Lang } from '../../lib/messages/index.ts';
import { likeEscape, pagedOf } from '../../lib/paged.ts';
import { presentEditorRelease } from './catalogue.presenter.ts';
import type { Actor } from './entry-admin.service.ts';
import { sayIn } from './messages.ts';
import type { ReleaseRecords } from './release-records.ts';

/** The release trash: trash and delete for good, restore, and the trash list. */
export function createReleaseTrashService(db: Database, records: ReleaseRecords) {
  return {
    /** Trash (soft delete) or, with force, delete trashed releases for good. */
    async remove(actor: Actor, ids: number[], force: boolean, lang: Lang) {
      const unique = [...new Set(ids)];
      const rows = await db.select().from(releases).where(inArray(releases.id, unique));
      if (rows.length !== unique.length) throw notFound(sayIn(lang, 'releaseNotFound'));
      for (const row of rows) records.own(actor, row, lang, force ? 'release.forceDelete' : 'release.update');
      if (force && rows.some((r) => r.deletedAt === null))
        throw conflict(sayIn(lang, 'releaseForceOnlyTrashed'));
      await db.transaction(async (tx) => {
        if (force) await tx.delete(releases).where(inArray(releases.id, unique));
        else
          await tx
            .update(releases)
            .set({ deletedAt: new Date(), version: sql`${releases.version} + 1` })
            .where(and(inArray(releases.id, unique), isNull(releases.deletedAt)));
        for (const row of rows) {
          if (!force && row.deletedAt) continue;
          await recordAudit(tx, {
            actor,
            action: force ? 'release.forceDelete' : 'release.delete',
            itemType: 'release',
            itemId: row.id,
            itemLabel: row.fulltitle,
            changes: force
              ? {}
              : {
                  deleted_at: { from: null, to: new Date().toISOString() },
                  entry_id: { from: row.entryId, to: row.entryId },
                },
          });
        }
      });
      return sayIn(lang, force ? 'releaseForceDeleted' : 'releaseTrashed', { count: rows.length });
    },
    async restore(actor: Actor, id: number, lang: Lang) {
      const row = await records.load(id, lang);
      records.own(actor, row, lang);
      if (!row.deletedAt) throw conflict(sayIn(lang, 'releaseNotTrashed'));
      await db.transaction(async (tx) => {
        await tx
          .update(releases)
          .set({ deletedAt: null, version: sql`${releases.version} + 1`, updatedAt: new Date() })
          .where(eq(releases.id, id));
        await recordAudit(tx, {
          actor,
          action: 'release.restore',
          itemType: 'release',
          itemId: id,
          itemLabel: row.fulltitle,
          changes: {
            deleted_at: { from: row.deletedAt?.toISOString() ?? null, to: null },
            entry_id: { from: row.entryId, to: row.entryId },
          },
        });
      });
      return records.present(id);
    },
    /** `dashboard/release/deleted`: trashed releases (own ones for upper). */
    async trash(actor: PolicySubject, q: { search?: string | undefined; page: number; per_page: number }) {
      const all = canOnAll(actor, 'release.update');
      const text = q.search?.trim();
      const where = and(
        isNotNull(releases.deletedAt),
        all ? undefined : eq(releases.userId, actor.id),
        text ? sql`${releases.fulltitle} ilike ${`%${likeEscape(text)}%`}` : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            release: releases,
            username: users.username,
            entryTitle: entries.title,
            entryId: entries.id,
          })
          .from(releases)
          .leftJoin(users, eq(users.id, releases.userId))
          .leftJoin(entries, eq(entries.id, releases.entryId))
          .where(where)
          .orderBy(desc(releases.deletedAt), desc(releases.id))
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page),
        db.select({ n: count() }).from(releases).where(where),
      ]);
      const data = rows.map((r) => ({
        ...presentEditorRelease(r.release, r.username),
        entry: r.entryId !== null && r.entryTitle !== null ? { id: r.entryId, title: r.entryTitle } : null,
      }));
      return pagedOf(data, total?.n ?? 0, q.page, q.per_page);
    },
  };
}
