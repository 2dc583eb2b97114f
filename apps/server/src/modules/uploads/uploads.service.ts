import {
  can,
  type ModerationState,
  type PolicySubject,
  parseReleaseName,
  slugify,
  toShortLanguageCodes,
  type Upload,
  type UploadCreate,
  type UploadDecide,
} from '@regal/shared';
import { and, eq, sql } from 'drizzle-orm';
import { entries, releases } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { diffFields, recordAudit } from '../../lib/audit.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { newUid } from '../../lib/ids.ts';
import { pagedOf } from '../../lib/paged.ts';
import { requireAccess } from '../../plugins/access.ts';
import type { Notifier } from '../notifications/notify.ts';
import type { ContributionGuard } from '../strikes/contribution-guard.ts';
import { onReleasePublished } from './publish.ts';
import { UPLOAD_SOURCE, type UploadJoinedRow, type UploadsRepository } from './uploads.repository.ts';

const DEFAULT_PER_PAGE = 25;

const STATE_OF: Record<UploadDecide['decision'], ModerationState> = {
  approve: 'approved',
  reject: 'rejected',
  postpone: 'postponed',
};

/** A link's hoster: the host name without `www.` and the top-level domain (`rapidgator`). */
export function hosterOf(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '');
  const parts = host.split('.');
  return (parts.length > 1 ? parts.slice(0, -1).join('.') : host).toLowerCase();
}

export function presentUpload(row: UploadJoinedRow): Upload {
  const r = row.release;
  return {
    id: r.id,
    uid: r.uid,
    fulltitle: r.fulltitle,
    type: r.type,
    quality: r.quality,
    lang: r.lang,
    season: r.options.season ?? null,
    episode: r.options.episode ?? null,
    hosts: [...new Set([...Object.keys(r.links), ...Object.keys(r.cryptedLinks)])].sort(),
    state: r.moderation as ModerationState,
    reason: r.moderationReason,
    moderated_by: row.moderatorName,
    moderated_at: r.moderatedAt?.toISOString() ?? null,
    user: row.username,
    entry:
      r.entryId !== null && row.entryUid && row.entrySlug && row.entryTitle
        ? {
            id: r.entryId,
            uid: row.entryUid,
            slug: row.entrySlug,
            title: row.entryTitle,
            proposed: row.entryActive === false,
          }
        : null,
    created_at: r.createdAt.toISOString(),
  };
}

export function createUploadsService(
  repo: UploadsRepository,
  notifier: Notifier,
  contributions: ContributionGuard,
) {
  const { db } = repo;

  return {
    async list(
      subject: PolicySubject,
      scope: 'my' | 'queue',
      query: {
        page?: number | undefined;
        per_page?: number | undefined;
        state?: ModerationState | undefined;
      },
    ) {
      const page = query.page ?? 1;
      const perPage = query.per_page ?? DEFAULT_PER_PAGE;
      const where = [];
      if (scope === 'my') where.push(eq(releases.userId, subject.id));
      else requireAccess(subject, 'upload.moderate');
      const state = query.state ?? (scope === 'queue' ? 'pending' : undefined);
      if (state) where.push(eq(releases.moderation, state));
      // The queue works oldest first; a user sees their newest upload first.
      const { rows, total } = await repo.page(where, scope === 'queue' ? 'asc' : 'desc', page, perPage);
      return { items: pagedOf(rows.map(presentUpload), total, page, perPage) };
    },

    /** A verified user's upload waits for a moderator; trusted roles (upper, mod, admin) publish. */
    async create(actor: Actor, input: UploadCreate): Promise<Upload> {
      requireAccess(actor, 'upload.create');
      await contributions.assertMayContribute(actor.id);
      const trusted = can(actor, 'upload.publish');
      let entry: { id: number; type: string } | undefined;
      if (input.entry_id !== undefined) {
        entry = await repo.visibleEntry(input.entry_id);
        if (!entry) throw badRequest({ entry_id: 'Diesen Eintrag gibt es nicht.' });
      }
      const type = entry?.type ?? input.new_entry?.type ?? 'movie';
      const parsed = parseReleaseName(input.fulltitle, { type });
      const links: Record<string, string[]> = {};
      for (const url of input.links ?? []) {
        const host = hosterOf(url);
        links[host] = [...(links[host] ?? []), url];
      }
      const cryptedLinks: Record<string, string> = input.container
        ? { [hosterOf(input.container)]: input.container }
        : {};

      const id = await db.transaction(async (tx) => {
        let entryId = entry?.id;
        if (entryId === undefined && input.new_entry) {
          // A proposed entry stays hidden until its first upload is approved (entry/notverified).
          const [created] = await tx
            .insert(entries)
            .values({
              uid: newUid(),
              title: input.new_entry.title,
              slug: slugify(input.new_entry.title),
              type: input.new_entry.type,
              description: '',
              active: false,
              userId: actor.id,
            })
            .returning({ id: entries.id });
          entryId = created?.id;
        }
        const [row] = await tx
          .insert(releases)
          .values({
            uid: newUid(),
            entryId: entryId ?? null,
            fulltitle: input.fulltitle,
            title: parsed.title || null,
            type,
            group: parsed.group,
            quality: parsed.resolution,
            videoStream: parsed.source,
            videoCodec: parsed.codec,
            audioStream: parsed.audio,
            lang: toShortLanguageCodes(parsed.languages),
            source: UPLOAD_SOURCE,
            userId: actor.id,
            links,
            cryptedLinks,
            options: { season: parsed.season, episode: parsed.episode },
            moderation: trusted ? 'approved' : 'pending',
            moderatedBy: trusted ? actor.id : null,
            moderatedAt: trusted ? sql`now()` : null,
          })
          .returning();
        if (!row) throw new Error('upload insert returned nothing');
        if (trusted) await onReleasePublished(tx, row);
        return row.id;
      });
      if (trusted) notifier.kick();
      const saved = await repo.byId(id);
      if (!saved) throw notFound();
      return presentUpload(saved);
    },

    /**
     * Approve, reject or postpone. The moderator sends the state they saw; if someone decided in
     * the meantime the answer is 409 naming who ("already decided by …"), and nothing changes.
     */
    async decide(actor: Actor, input: UploadDecide): Promise<Upload> {
      requireAccess(actor, 'upload.moderate');
      const row = await repo.byId(input.id);
      if (!row) throw notFound();
      const current = row.release.moderation as ModerationState;
      if (current !== input.expected_state)
        throw conflict(`Bereits entschieden von ${row.moderatorName ?? 'jemand anderem'}.`);
      if (current !== 'pending' && current !== 'postponed')
        throw conflict('Dieser Upload wartet nicht auf eine Entscheidung.');
      const reason = input.reason?.trim() || null;
      if (input.decision !== 'approve' && (!reason || reason.length < 3))
        throw badRequest({ reason: 'Bitte gib eine Begründung an.' });
      const next = STATE_OF[input.decision];

      await db.transaction(async (tx) => {
        const updated = await tx
          .update(releases)
          .set({
            moderation: next,
            moderationReason: reason,
            moderatedBy: actor.id,
            moderatedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(releases.id, row.release.id), eq(releases.moderation, current)))
          .returning();
        const release = updated[0];
        // Someone else's decision committed between our read and this write.
        if (!release) throw conflict('Bereits entschieden von jemand anderem.');
        if (next === 'approved') await onReleasePublished(tx, release);
        await recordAudit(tx, {
          actor,
          action: 'upload.moderate',
          itemType: 'release',
          itemId: release.uid,
          itemLabel: release.fulltitle,
          changes: diffFields(
            { moderation: current, reason: row.release.moderationReason },
            { moderation: next, reason },
          ),
        });
        if (release.userId !== null && release.userId !== actor.id)
          await notifier.notify(tx, {
            userId: release.userId,
            kind: 'upload.decided',
            title: release.fulltitle,
            link: '/myUploads',
            data: { state: next, reason },
          });
      });
      notifier.kick();
      const saved = await repo.byId(input.id);
      if (!saved) throw notFound();
      return presentUpload(saved);
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
