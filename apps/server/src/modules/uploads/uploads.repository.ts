import { and, asc, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { entries, releases, users } from '../../db/schema/index.ts';

/** Releases submitted through the upload form carry this source. */
export const UPLOAD_SOURCE = 'upload';

const moderator = alias(users, 'moderator');

export function createUploadsRepository(db: Database) {
  const base = () =>
    db
      .select({
        release: releases,
        username: users.username,
        moderatorName: moderator.username,
        entryUid: entries.uid,
        entrySlug: entries.slug,
        entryTitle: entries.title,
        entryActive: entries.active,
        entryUserId: entries.userId,
      })
      .from(releases)
      .leftJoin(users, eq(users.id, releases.userId))
      .leftJoin(moderator, eq(moderator.id, releases.moderatedBy))
      .leftJoin(entries, eq(entries.id, releases.entryId));

  return {
    db,

    async page(where: SQL[], order: 'asc' | 'desc', page: number, perPage: number) {
      const all = and(eq(releases.source, UPLOAD_SOURCE), isNull(releases.deletedAt), ...where);
      const dir = order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        base()
          .where(all)
          .orderBy(dir(releases.createdAt), dir(releases.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(releases).where(all),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async byId(id: number) {
      const [row] = await base().where(
        and(eq(releases.id, id), eq(releases.source, UPLOAD_SOURCE), isNull(releases.deletedAt)),
      );
      return row;
    },

    async visibleEntry(id: number) {
      const [row] = await db
        .select({ id: entries.id, type: entries.type, title: entries.title })
        .from(entries)
        .where(and(eq(entries.id, id), eq(entries.active, true), isNull(entries.deletedAt)));
      return row;
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
export type UploadJoinedRow = NonNullable<Awaited<ReturnType<UploadsRepository['byId']>>>;
