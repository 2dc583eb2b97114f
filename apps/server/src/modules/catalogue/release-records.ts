import { can, toShortLanguageCodes, type ZReleaseCreateRequest } from '@regal/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { auditLog, entries, releases, users } from '../../db/schema/index.ts';
import type { ReleaseRow } from '../../db/schema/releases.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-errors.ts';
import type { Lang } from '../../lib/messages/index.ts';
import { requireAccess } from '../../plugins/access.ts';
import { presentEditorRelease } from './catalogue.presenter.ts';
import type { Actor } from './entry-admin.service.ts';
import { sayIn } from './messages.ts';

type CreateInput = z.output<typeof ZReleaseCreateRequest>;

/** The release row's columns from the edit card's input (create and update). */
export function columnsOf(input: Omit<CreateInput, 'entry_id'>, previous: ReleaseRow | null) {
  return {
    fulltitle: input.fulltitle,
    title: input.title ?? null,
    type: input.type,
    subType: input.sub_type ?? null,
    group: input.group ?? null,
    size: input.size ?? null,
    ...(input.downloads !== undefined ? { downloads: input.downloads } : {}),
    quality: input.quality ?? null,
    videoStream: input.video_stream ?? null,
    videoCodec: input.video_codec ?? null,
    audioStream: input.audio_stream ?? null,
    bitrate: input.bitrate ?? null,
    // One canonical spelling, the catalogue's ("DE", "EN"), so chips match across entries (issue 23).
    lang: toShortLanguageCodes(input.lang),
    links: Object.fromEntries(
      Object.entries(input.links)
        .map(([host, list]) => [host.trim(), list.map((l) => l.trim()).filter(Boolean)] as const)
        .filter(([host, list]) => host && list.length),
    ),
    parts: input.parts ?? null,
    options: {
      ...(previous?.options ?? {}),
      season: input.options.season ?? null,
      episode: input.options.episode ?? null,
      episode_count_in_season: input.options.episode_count_in_season ?? null,
    },
  };
}

/** What every release write needs: the row, its owner check, the presented answer. */
export function createReleaseRecords(db: Database) {
  const records = {
    async load(id: number, lang: Lang) {
      const [row] = await db.select().from(releases).where(eq(releases.id, id));
      if (!row) throw notFound(sayIn(lang, 'releaseNotFound'));
      return row;
    },
    async usernameOf(id: number | null) {
      if (id === null) return null;
      const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
      return row?.username ?? null;
    },
    async present(id: number) {
      const [row] = await db
        .select({ release: releases, username: users.username })
        .from(releases)
        .leftJoin(users, eq(users.id, releases.userId))
        .where(eq(releases.id, id));
      if (!row) throw notFound();
      return presentEditorRelease(row.release, row.username);
    },
    async liveEntry(id: number, lang: Lang) {
      const [row] = await db
        .select({
          id: entries.id,
          title: entries.title,
          uid: entries.uid,
          slug: entries.slug,
          releasedAt: entries.releasedAt,
        })
        .from(entries)
        .where(and(eq(entries.id, id), isNull(entries.deletedAt)));
      if (!row) throw notFound(sayIn(lang, 'entryNotFound'));
      return row;
    },
    /** Binding to another user is for moderators (spec 02 §6); the user must exist. */
    async boundUser(actor: Actor, wanted: number | null | undefined, current: number | null, lang: Lang) {
      const target = wanted === undefined ? current : wanted;
      if (target !== current && !can(actor, 'entry.bindUser')) throw forbidden(sayIn(lang, 'bindOnlyMods'));
      if (target !== null && target !== current && !(await records.usernameOf(target))) {
        throw badRequest({ user_id: sayIn(lang, 'userNotFound') });
      }
      return target;
    },
    async lastEditor(id: number) {
      const [row] = await db
        .select({ name: auditLog.actorName })
        .from(auditLog)
        .where(and(eq(auditLog.itemType, 'release'), eq(auditLog.itemId, String(id))))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(1);
      return row?.name ?? '?';
    },
    own: (
      actor: Actor,
      row: ReleaseRow,
      lang: Lang,
      action: 'release.update' | 'release.forceDelete' | 'release.sendToTelegram' = 'release.update',
    ) => requireAccess(actor, action, row.userId ?? 0, sayIn(lang, 'releaseNotOwn')),
  };
  return records;
}
export type ReleaseRecords = ReturnType<typeof createReleaseRecords>;
