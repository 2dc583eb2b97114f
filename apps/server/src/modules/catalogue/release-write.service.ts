import {
  canOnAll,
  type PolicySubject,
  type ZReleaseCreateRequest,
  type ZReleaseCryptedLinksRequest,
  type ZReleaseUpdateRequest,
} from '@regal/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { entries, releases, users } from '../../db/schema/index.ts';
import { diffFields, recordAudit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { newUid } from '../../lib/ids.ts';
import type { Lang } from '../../lib/messages/index.ts';
import { requireAccess } from '../../plugins/access.ts';
import { onReleasePublished } from '../uploads/publish.ts';
import { presentEditorRelease } from './catalogue.presenter.ts';
import type { Actor } from './entry-admin.service.ts';
import { sayIn } from './messages.ts';
import { columnsOf, type ReleaseRecords } from './release-records.ts';

type CreateInput = z.output<typeof ZReleaseCreateRequest>;
type UpdateInput = z.output<typeof ZReleaseUpdateRequest>;
type CryptedInput = z.output<typeof ZReleaseCryptedLinksRequest>;

/** The edit card's writes: an entry's release list, create, update, crypted links, re-assign. */
export function createReleaseWriteService(db: Database, records: ReleaseRecords) {
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
      const entry = await records.liveEntry(input.entry_id, lang);
      const userId = (await records.boundUser(actor, input.user_id, actor.id, lang)) ?? actor.id;
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
      return records.present(id);
    },
    async update(actor: Actor, input: UpdateInput, lang: Lang) {
      const current = await records.load(input.id, lang);
      records.own(actor, current, lang);
      if (current.deletedAt) throw conflict(sayIn(lang, 'releaseTrashedNoEdit'));
      const userId = await records.boundUser(actor, input.user_id, current.userId, lang);
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
      if (!written) throw conflict(sayIn(lang, 'releaseStale', { user: await records.lastEditor(input.id) }));
      return records.present(input.id);
    },
    /** Admin only (route access): only rows with host and link are kept, a status image only beside them. */
    async updateCryptedLinks(actor: Actor, input: CryptedInput, lang: Lang) {
      const current = await records.load(input.id, lang);
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
      return records.present(current.id);
    },
    async reassign(actor: Actor, id: number, entryId: number, lang: Lang) {
      const row = await records.load(id, lang);
      records.own(actor, row, lang);
      const target = await records.liveEntry(entryId, lang);
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
  };
}
