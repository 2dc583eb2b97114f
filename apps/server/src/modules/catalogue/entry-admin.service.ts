import {
  can,
  type DashboardEntryListQuery,
  type EntryBulkAction,
  type EntryInputParsed,
  type PolicySubject,
  slugify,
  toShortLanguageCodes,
} from '@regal/shared';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { actors, type EntryOptions, entries, entryActors, releases } from '../../db/schema/index.ts';
import { diffFields, recordAudit } from '../../lib/audit.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { newUid } from '../../lib/ids.ts';
import type { Lang } from '../../lib/messages/index.ts';
import { requireAccess } from '../../plugins/access.ts';
import { presentAllApps, presentEditorEntry, presentListRow } from './catalogue.presenter.ts';
import type { EntryAdminRepository } from './entry-admin.repository.ts';
import { sayIn } from './messages.ts';

export interface Actor extends PolicySubject {
  username: string;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Columns an entry input sets (actors and the version are handled apart). */
function columnsOf(input: EntryInputParsed, previousOptions: EntryOptions) {
  const o = input.options;
  const options: EntryOptions = {
    ...previousOptions,
    ...(o.imdb_id !== undefined ? { imdb_id: o.imdb_id || null } : {}),
    ...(o.tmdb_id !== undefined ? { tmdb_id: o.tmdb_id || null } : {}),
    ...(o.igdb_id !== undefined ? { igdb_id: o.igdb_id || null } : {}),
    ...(o.source !== undefined ? { source: o.source || null } : {}),
    ...(o.posters ? { posters: o.posters } : {}),
    ...(o.backdrops
      ? { backdrops: o.backdrops.map((b) => ({ cdn: false, url: b.link, link: b.link })) }
      : {}),
    ...(o.images ? { images: o.images } : {}),
    ...(o.disable_actors !== undefined ? { disable_actors: o.disable_actors } : {}),
  };
  return {
    title: input.title,
    slug: slugify(input.title) || 'eintrag',
    originalTitle: input.original_title ?? null,
    subtitle: input.subtitle ?? null,
    fulltitle: input.fulltitle ?? null,
    description: input.description,
    active: input.active,
    type: input.type,
    subType: input.sub_type ?? null,
    // One canonical spelling, the catalogue's ("DE", "EN"), so chips match across entries (issue 23).
    lang: toShortLanguageCodes(input.lang),
    fsk: input.fsk ?? null,
    rating: input.rating ?? null,
    time: input.time ?? null,
    genre: [...new Set(input.genre)],
    tags: input.tags,
    cover: input.cover ?? null,
    trailer: input.trailer ?? null,
    releasedAt: input.released_at ?? null,
    verifiedAt: input.verified_at ? new Date(input.verified_at) : null,
    options,
  };
}

/** Replaces the entry's cast in order, creating each person once (by slug). */
async function replaceActors(
  tx: Tx,
  entryId: number,
  cast: { name: string; image?: string | null | undefined }[],
) {
  await tx.delete(entryActors).where(eq(entryActors.entryId, entryId));
  const seen = new Set<number>();
  for (const [position, person] of cast.entries()) {
    const slug = slugify(person.name) || `actor-${newUid(6).toLowerCase()}`;
    const [row] = await tx
      .insert(actors)
      .values({ name: person.name, slug, image: person.image ?? null })
      .onConflictDoUpdate({
        target: actors.slug,
        set: person.image ? { image: person.image } : { name: person.name },
      })
      .returning({ id: actors.id });
    if (!row || seen.has(row.id)) continue;
    seen.add(row.id);
    await tx.insert(entryActors).values({ entryId, actorId: row.id, position });
  }
}

const castNames = (cast: { name: string }[]) => cast.map((a) => a.name);

export function createEntryAdminService(db: Database, repo: EntryAdminRepository) {
  async function loadEditor(id: number) {
    const row = await repo.find(id);
    if (!row) return null;
    return presentEditorEntry(row);
  }

  async function checkBinding(
    actor: Actor,
    input: EntryInputParsed,
    lang: Lang,
    current: { userId: number | null; noDuplicate: boolean | null } | null,
  ) {
    const wantsUser = input.user_id === undefined ? (current?.userId ?? null) : input.user_id;
    const changesUser = current
      ? wantsUser !== current.userId
      : input.user_id !== undefined && input.user_id !== actor.id;
    const changesFlag = input.no_duplicate !== (current?.noDuplicate === true);
    if ((changesUser || changesFlag) && !can(actor, 'entry.bindUser')) {
      throw forbidden(sayIn(lang, 'bindOnlyMods'));
    }
    if (wantsUser !== null && changesUser && !(await repo.userExists(wantsUser))) {
      throw badRequest({ user_id: sayIn(lang, 'userNotFound') });
    }
    return wantsUser;
  }

  return {
    async list(actor: Actor, query: DashboardEntryListQuery) {
      const { rows, total, totalEstimated } = await repo.list(query, actor.id);
      const showStats = can(actor, 'entry.viewStats');
      const lastPage = Math.max(1, Math.ceil(total / query.per_page));
      const from = rows.length ? (query.page - 1) * query.per_page + 1 : null;
      return {
        data: rows.map((r) => presentListRow(r, showStats)),
        current_page: query.page,
        last_page: lastPage,
        per_page: query.per_page,
        from,
        to: from === null ? null : from + rows.length - 1,
        total,
        // above 10,000 matches the total is the planner's estimate (decision 020)
        ...(totalEstimated ? { total_estimated: true } : {}),
      };
    },

    async allApps(q: {
      search?: string | undefined;
      sortBy: 'updated' | 'created' | 'title';
      sortOrder: 'asc' | 'desc';
      page: number;
      per_page: number;
    }) {
      const { rows, total } = await repo.allApps({ ...q, search: q.search, perPage: q.per_page });
      const from = rows.length ? (q.page - 1) * q.per_page + 1 : null;
      return {
        items: {
          data: rows.map(presentAllApps),
          current_page: q.page,
          last_page: Math.max(1, Math.ceil(total / q.per_page)),
          per_page: q.per_page,
          from,
          to: from === null ? null : from + rows.length - 1,
          total,
        },
      };
    },

    async get(id: number, lang: Lang) {
      const item = await loadEditor(id);
      if (!item) throw notFound(sayIn(lang, 'entryNotFound'));
      return item;
    },

    async create(actor: Actor, input: EntryInputParsed, lang: Lang) {
      const userId = await checkBinding(actor, input, lang, null);
      const id = await db.transaction(async (tx) => {
        const values = {
          ...columnsOf(input, {}),
          uid: newUid(),
          noDuplicate: input.no_duplicate,
          userId: userId ?? actor.id,
        };
        const [row] = await tx.insert(entries).values(values).returning();
        if (!row) throw new Error('entry insert returned nothing');
        if (input.actors?.length) await replaceActors(tx, row.id, input.actors);
        await recordAudit(tx, {
          actor,
          action: 'entry.create',
          itemType: 'entry',
          itemId: row.id,
          itemLabel: row.title,
          changes: diffFields(null, {
            ...values,
            ...(input.actors ? { actors: castNames(input.actors) } : {}),
          }),
        });
        return row.id;
      });
      return (
        (await loadEditor(id)) ??
        (() => {
          throw notFound();
        })()
      );
    },

    async update(actor: Actor, input: EntryInputParsed & { id: number; version: number }, lang: Lang) {
      const current = await repo.find(input.id);
      if (!current) throw notFound(sayIn(lang, 'entryNotFound'));
      requireAccess(actor, 'entry.update', current.entry.userId, sayIn(lang, 'entryNotOwn'));
      const userId = await checkBinding(actor, input, lang, current.entry);
      const written = await db.transaction(async (tx) => {
        const values = {
          ...columnsOf(input, current.entry.options),
          noDuplicate: input.no_duplicate,
          userId,
        };
        // The version check and the write are one statement: two editors cannot both pass it.
        const [row] = await tx
          .update(entries)
          .set({ ...values, version: input.version + 1, updatedAt: new Date() })
          .where(and(eq(entries.id, input.id), eq(entries.version, input.version)))
          .returning({ id: entries.id });
        // Nothing was written; the 409 is thrown outside (PGlite has one connection).
        if (!row) return false;
        const before: Record<string, unknown> = { ...current.entry, actors: castNames(current.actors) };
        const after: Record<string, unknown> = {
          ...values,
          ...(input.actors ? { actors: castNames(input.actors) } : {}),
        };
        if (input.actors) await replaceActors(tx, input.id, input.actors);
        await recordAudit(tx, {
          actor,
          action: 'entry.update',
          itemType: 'entry',
          itemId: input.id,
          itemLabel: input.title,
          changes: diffFields(before, after),
        });
        return true;
      });
      if (!written)
        throw conflict(sayIn(lang, 'entryStale', { user: (await repo.lastEditor(input.id)) ?? '?' }));
      return (
        (await loadEditor(input.id)) ??
        (() => {
          throw notFound();
        })()
      );
    },

    async bulk(actor: Actor, action: EntryBulkAction, ids: number[], lang: Lang) {
      const unique = [...new Set(ids)];
      if (unique.length > 1) requireAccess(actor, 'entry.bulk', undefined, sayIn(lang, 'bulkOnlyAdmins'));
      if (action === 'forceDelete') requireAccess(actor, 'entry.forceDelete');
      const rows = await repo.rowsForBulk(unique);
      if (rows.length === 0) throw notFound(sayIn(lang, 'entryNotFound'));
      const found = rows.map((r) => r.id);
      await db.transaction(async (tx) => {
        if (action === 'forceDelete') {
          // Only trashed entries go for good; their releases lose the entry (kept for the trash).
          const trashed = rows.filter((r) => r.deletedAt !== null).map((r) => r.id);
          if (trashed.length) {
            await tx
              .update(releases)
              .set({ deletedAt: new Date() })
              .where(inArray(releases.entryId, trashed));
            await tx.delete(entries).where(and(inArray(entries.id, trashed), isNotNull(entries.deletedAt)));
          }
          for (const r of rows.filter((x) => x.deletedAt !== null)) {
            await recordAudit(tx, {
              actor,
              action: 'entry.forceDelete',
              itemType: 'entry',
              itemId: r.id,
              itemLabel: r.title,
            });
          }
          return;
        }
        const change = repo.bulkChange(action);
        await tx
          .update(entries)
          .set({ ...change, updatedAt: new Date(), version: sql`${entries.version} + 1` })
          .where(inArray(entries.id, found));
        for (const r of rows) {
          await recordAudit(tx, {
            actor,
            action: `entry.${action}`,
            itemType: 'entry',
            itemId: r.id,
            itemLabel: r.title,
            changes: diffFields(r as unknown as Record<string, unknown>, change as Record<string, unknown>),
          });
        }
      });
      const count = action === 'forceDelete' ? rows.filter((r) => r.deletedAt !== null).length : rows.length;
      return { count };
    },
  };
}
export type EntryAdminService = ReturnType<typeof createEntryAdminService>;
