import {
  can,
  canOnAll,
  formatBytes,
  type PolicySubject,
  toShortLanguageCodes,
  type ZReleaseCreateRequest,
  type ZReleaseCryptedLinksRequest,
  type ZReleaseUpdateRequest,
} from '@regal/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { auditLog, entries, releases, users } from '../../db/schema/index.ts';
import type { ReleaseRow } from '../../db/schema/releases.ts';
import {
  escapeTelegramHtml,
  type TelegramClient,
  TelegramRejectedError,
  TelegramUnconfiguredError,
} from '../../integrations/telegram/client.ts';
import { diffFields, recordAudit } from '../../lib/audit.ts';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  serviceUnavailable,
} from '../../lib/http-errors.ts';
import { newUid } from '../../lib/ids.ts';
import type { Lang } from '../../lib/messages/index.ts';
import { requireAccess } from '../../plugins/access.ts';
import { onReleasePublished } from '../uploads/publish.ts';
import { presentEditorRelease } from './catalogue.presenter.ts';
import type { Actor } from './entry-admin.service.ts';
import { sayIn } from './messages.ts';

type CreateInput = z.output<typeof ZReleaseCreateRequest>;
type UpdateInput = z.output<typeof ZReleaseUpdateRequest>;
type CryptedInput = z.output<typeof ZReleaseCryptedLinksRequest>;

function columnsOf(input: Omit<CreateInput, 'entry_id'>, previous: ReleaseRow | null) {
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

export function createReleaseAdminService(
  db: Database,
  deps: { telegram: TelegramClient; publicUrl: string },
) {
  async function load(id: number, lang: Lang) {
    const [row] = await db.select().from(releases).where(eq(releases.id, id));
    if (!row) throw notFound(sayIn(lang, 'releaseNotFound'));
    return row;
  }
  async function usernameOf(id: number | null) {
    if (id === null) return null;
    const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
    return row?.username ?? null;
  }
  async function present(id: number) {
    const [row] = await db
      .select({ release: releases, username: users.username })
      .from(releases)
      .leftJoin(users, eq(users.id, releases.userId))
      .where(eq(releases.id, id));
    if (!row) throw notFound();
    return presentEditorRelease(row.release, row.username);
  }
  async function liveEntry(id: number, lang: Lang) {
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
  }
  /** Binding to another user is for moderators (spec 02 §6); the user must exist. */
  async function boundUser(
    actor: Actor,
    wanted: number | null | undefined,
    current: number | null,
    lang: Lang,
  ) {
    const target = wanted === undefined ? current : wanted;
    if (target !== current && !can(actor, 'entry.bindUser')) throw forbidden(sayIn(lang, 'bindOnlyMods'));
    if (target !== null && target !== current && !(await usernameOf(target))) {
      throw badRequest({ user_id: sayIn(lang, 'userNotFound') });
    }
    return target;
  }
  async function lastEditor(id: number) {
    const [row] = await db
      .select({ name: auditLog.actorName })
      .from(auditLog)
      .where(and(eq(auditLog.itemType, 'release'), eq(auditLog.itemId, String(id))))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1);
    return row?.name ?? '?';
  }
  const own = (
    actor: Actor,
    row: ReleaseRow,
    lang: Lang,
    action: 'release.update' | 'release.forceDelete' | 'release.sendToTelegram' = 'release.update',
  ) => requireAccess(actor, action, row.userId ?? 0, sayIn(lang, 'releaseNotOwn'));

  return {
    /** The releases card list of an entry: every release for moderators, own ones for the rest. */
    async ofEntry(actor: PolicySubject, entryId: number, lang: Lang) {
      const [entry] = await db.select({ id: entries.id }).from(entries).where(eq(entries.id, entryId));
      if (!entry) throw notFound(sayIn(lang, 'entryNotFound'));
      const all = canOnAll(actor, 'release.update');
      const rows = await db
        .select({ release: releases, username: users.username })
        .from(releases)
        .leftJoin(users, eq(users.id, releases.userId))
        .where(and(eq(releases.entryId, entryId), all ? undefined : eq(releases.userId, actor.id)))
        .orderBy(asc(sql`${releases.deletedAt} is not null`), desc(releases.createdAt), desc(releases.id));
      return {
        items: rows.map((r) => presentEditorRelease(r.release, r.username)),
        message: !all && rows.length === 0 ? sayIn(lang, 'noReleases') : null,
      };
    },

    async create(actor: Actor, input: CreateInput, lang: Lang) {
      const entry = await liveEntry(input.entry_id, lang);
      const userId = (await boundUser(actor, input.user_id, actor.id, lang)) ?? actor.id;
      const id = await db.transaction(async (tx) => {
        const values = {
          ...columnsOf(input, null),
          uid: newUid(),
          entryId: entry.id,
          userId,
          source: 'manual',
        };
        const [row] = await tx.insert(releases).values(values).returning();
        if (!row) throw new Error('release insert returned nothing');
        // Fans of the entry hear of the new release (issue 12); the entry's state stays the staff's.
        await onReleasePublished(tx, row, { activateEntry: false });
        await recordAudit(tx, {
          actor,
          action: 'release.create',
          itemType: 'release',
          itemId: row.id,
          itemLabel: row.fulltitle,
          changes: diffFields(null, { entry_id: entry.id, ...values }),
        });
        return row.id;
      });
      return present(id);
    },

    async update(actor: Actor, input: UpdateInput, lang: Lang) {
      const current = await load(input.id, lang);
      own(actor, current, lang);
      if (current.deletedAt) throw conflict(sayIn(lang, 'releaseTrashedNoEdit'));
      const userId = await boundUser(actor, input.user_id, current.userId, lang);
      const written = await db.transaction(async (tx) => {
        const values = { ...columnsOf(input, current), userId };
        const [row] = await tx
          .update(releases)
          .set({ ...values, version: input.version + 1, updatedAt: new Date() })
          .where(and(eq(releases.id, input.id), eq(releases.version, input.version)))
          .returning({ id: releases.id });
        // Nothing was written; the 409 is thrown outside (PGlite has one connection).
        if (!row) return false;
        await recordAudit(tx, {
          actor,
          action: 'release.update',
          itemType: 'release',
          itemId: input.id,
          itemLabel: input.fulltitle,
          changes: diffFields(current, values),
        });
        return true;
      });
      if (!written) throw conflict(sayIn(lang, 'releaseStale', { user: await lastEditor(input.id) }));
      return present(input.id);
    },

    /** Admin only (route access): only rows with host and link are kept, a status image only beside them. */
    async updateCryptedLinks(actor: Actor, input: CryptedInput, lang: Lang) {
      const current = await load(input.id, lang);
      // The same call as every release write, with the owner (admins today; the policy decides).
      requireAccess(actor, 'release.editCryptedLinks', current.userId ?? 0, sayIn(lang, 'releaseNotOwn'));
      const crypted: Record<string, string> = {};
      for (const [host, link] of Object.entries(input.crypted_links)) {
        if (host.trim() && link.trim()) crypted[host.trim()] = link.trim();
      }
      const check: Record<string, string> = {};
      for (const [host, image] of Object.entries(input.options.check)) {
        if (crypted[host.trim()] && image.trim()) check[host.trim()] = image.trim();
      }
      await db.transaction(async (tx) => {
        await tx
          .update(releases)
          .set({
            cryptedLinks: crypted,
            options: { ...current.options, check },
            version: sql`${releases.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(releases.id, current.id));
        await recordAudit(tx, {
          actor,
          action: 'release.editCryptedLinks',
          itemType: 'release',
          itemId: current.id,
          itemLabel: current.fulltitle,
          changes: diffFields(
            { crypted_links: current.cryptedLinks, check: current.options.check ?? {} },
            { crypted_links: crypted, check },
          ),
        });
      });
      return present(current.id);
    },

    /** Trash (soft delete) or, with force, delete trashed releases for good. */
    async remove(actor: Actor, ids: number[], force: boolean, lang: Lang) {
      const unique = [...new Set(ids)];
      const rows = await db.select().from(releases).where(inArray(releases.id, unique));
      if (rows.length !== unique.length) throw notFound(sayIn(lang, 'releaseNotFound'));
      for (const row of rows) own(actor, row, lang, force ? 'release.forceDelete' : 'release.update');
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
      const row = await load(id, lang);
      own(actor, row, lang);
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
      return present(id);
    },

    async reassign(actor: Actor, id: number, entryId: number, lang: Lang) {
      const row = await load(id, lang);
      own(actor, row, lang);
      const target = await liveEntry(entryId, lang);
      if (row.entryId === target.id) throw conflict(sayIn(lang, 'alreadyAssigned', { title: target.title }));
      await db.transaction(async (tx) => {
        await tx
          .update(releases)
          .set({ entryId: target.id, version: sql`${releases.version} + 1`, updatedAt: new Date() })
          .where(eq(releases.id, id));
        await tx
          .update(entries)
          .set({
            lastReleaseAt: sql`greatest(coalesce(${entries.lastReleaseAt}, ${row.createdAt}), ${row.createdAt})`,
          })
          .where(eq(entries.id, target.id));
        await recordAudit(tx, {
          actor,
          action: 'release.reassign',
          itemType: 'release',
          itemId: id,
          itemLabel: row.fulltitle,
          changes: { entry_id: { from: row.entryId, to: target.id } },
        });
      });
      return { success: true, message: sayIn(lang, 'assigned'), entry_id: target.id };
    },

    async sendToTelegram(actor: Actor, id: number, lang: Lang) {
      const row = await load(id, lang);
      own(actor, row, lang, 'release.sendToTelegram');
      if (row.deletedAt) throw conflict(sayIn(lang, 'releaseTrashedNoEdit'));
      const [entry] = row.entryId
        ? await db
            .select({
              title: entries.title,
              uid: entries.uid,
              slug: entries.slug,
              releasedAt: entries.releasedAt,
            })
            .from(entries)
            .where(eq(entries.id, row.entryId))
        : [];
      const lines = [`<b>${escapeTelegramHtml(row.fulltitle)}</b>`];
      if (entry)
        lines.push(
          `${escapeTelegramHtml(entry.title)}${entry.releasedAt ? ` (${entry.releasedAt.slice(0, 4)})` : ''}`,
        );
      const facts = [
        row.size ? formatBytes(row.size) : null,
        row.lang.length ? row.lang.map((l) => l.toUpperCase()).join(', ') : null,
        row.quality,
      ].filter(Boolean);
      if (facts.length) lines.push(escapeTelegramHtml(facts.join(' · ')));
      if (entry) lines.push(`${deps.publicUrl.replace(/\/$/, '')}/detail/${entry.uid}/${entry.slug}`);
      try {
        await deps.telegram.sendMessage(lines.join('\n'));
      } catch (error) {
        if (error instanceof TelegramUnconfiguredError)
          throw serviceUnavailable(sayIn(lang, 'telegramUnconfigured'));
        if (error instanceof TelegramRejectedError)
          throw new HttpError(502, sayIn(lang, 'telegramFailed', { reason: error.description }));
        throw new HttpError(502, sayIn(lang, 'telegramUnreachable'));
      }
      await recordAudit(db, {
        actor,
        action: 'release.sendToTelegram',
        itemType: 'release',
        itemId: id,
        itemLabel: row.fulltitle,
      });
      return {
        message: sayIn(lang, 'telegramSent', { title: row.fulltitle }),
        release: { fulltitle: row.fulltitle },
      };
    },

    /** `dashboard/release/deleted`: trashed releases (own ones for upper). */
    async trash(actor: PolicySubject, q: { search?: string | undefined; page: number; per_page: number }) {
      const all = canOnAll(actor, 'release.update');
      const text = q.search?.trim();
      const where = and(
        isNotNull(releases.deletedAt),
        all ? undefined : eq(releases.userId, actor.id),
        text
          ? sql`${releases.fulltitle} ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
          : undefined,
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
      const totalCount = total?.n ?? 0;
      const from = rows.length ? (q.page - 1) * q.per_page + 1 : null;
      return {
        data: rows.map((r) => ({
          ...presentEditorRelease(r.release, r.username),
          entry: r.entryId !== null && r.entryTitle !== null ? { id: r.entryId, title: r.entryTitle } : null,
        })),
        current_page: q.page,
        last_page: Math.max(1, Math.ceil(totalCount / q.per_page)),
        per_page: q.per_page,
        from,
        to: from === null ? null : from + rows.length - 1,
        total: totalCount,
      };
    },
  };
}
export type ReleaseAdminService = ReturnType<typeof createReleaseAdminService>;
