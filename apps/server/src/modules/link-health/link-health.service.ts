import type { BadgeState, CheckLinksBody, DeadLinksQuery, EntryLinks, LinkItem, Paged } from '@regal/shared';
import { lastPageOf } from '@regal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { HosterClient } from '../../integrations/hosters/client.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-errors.ts';
import { hosterState } from './badge.ts';
import { createLinkHealthRepository, type LinkListRow, type SyncRow } from './link-health.repository.ts';
import { isDead, nextStatus } from './schedule.ts';

export interface LinkHealthSettings {
  deadAfter: number;
  hideDeadEntries: boolean;
}

/** Links one `links.check` run takes (hosts of a run are asked side by side); a run that took a full batch queues the next one. */
export const CHECK_RUN_LIMIT = 300;
/** A claimed link is due again after this if its run dies (process killed mid-check). */
export const CLAIM_LEASE_MS = 15 * 60_000;
/** Releases one sync step reads. */
export const SYNC_STEP = 2_000;

function present(row: LinkListRow, deadAfter: number): LinkItem {
  return {
    id: row.id,
    release_uid: row.releaseUid,
    release: row.release,
    entry_uid: row.entryUid,
    entry: row.entry,
    hoster: row.hoster,
    checker: row.checker,
    url: row.url,
    state: row.state,
    dead: isDead(row, deadAfter),
    reason: row.reason,
    checked_at: row.checkedAt ? row.checkedAt.toISOString() : null,
    next_check_at: row.nextCheckAt.toISOString(),
  };
}

/** Link health: the sync of link rows, the checks (jobs), status images and the staff lists. */
export function createLinkHealthService(db: Database, settings: LinkHealthSettings, log?: FastifyBaseLogger) {
  const repo = createLinkHealthRepository(db);

  return {
    /** The `links.schedule` run: sync link rows of changed releases, then the checkers with due links. */
    async scheduleTick(): Promise<{ synced: number; dueCheckers: string[]; more: boolean }> {
      let synced = 0;
      let step = 0;
      // A few steps per run: a large import is worked off over several runs, not in one long one.
      for (let i = 0; i < 5; i++) {
        step = await repo.syncStep(SYNC_STEP);
        synced += step;
        if (step < SYNC_STEP) break;
      }
      return { synced, dueCheckers: await repo.dueCheckers(new Date()), more: step === SYNC_STEP };
    },

    /** The `links.check` run for one checker: claim due links, ask the hoster, store what it said. */
    async checkDue(
      checker: string,
      hosters: HosterClient,
      signal?: AbortSignal,
    ): Promise<{ checked: number; more: boolean }> {
      const links = await repo.claimDue(checker, CHECK_RUN_LIMIT, CLAIM_LEASE_MS);
      if (links.length === 0) return { checked: 0, more: false };
      // Each verdict is stored as it comes: a run killed half-way keeps what it learnt.
      await hosters.checkEach(
        checker,
        links.map((l) => l.url),
        async (index, verdict) => {
          const link = links[index];
          if (!link) return;
          const now = new Date();
          await repo.saveStatus(link.id, nextStatus(link, verdict, settings.deadAfter, now), now);
        },
        signal,
      );
      if (settings.hideDeadEntries) {
        await hideDeadEntries(links.map((l) => l.id));
        await showEntriesAliveAgain(links.map((l) => l.id));
      }
      return { checked: links.length, more: links.length === CHECK_RUN_LIMIT && !signal?.aborted };
    },

    async badgeState(releaseUid: string, hoster: string): Promise<BadgeState> {
      const links = await repo.hosterLinks(releaseUid, hoster);
      return hosterState(links.map((l) => ({ state: l.state, dead: isDead(l, settings.deadAfter) })));
    },

    async list(query: DeadLinksQuery): Promise<Paged<LinkItem>> {
      const { rows, total } = await repo.list(
        { state: query.state, search: query.search, deadAfter: settings.deadAfter },
        query.page,
        query.per_page,
      );
      const from = rows.length > 0 ? (query.page - 1) * query.per_page + 1 : null;
      return {
        data: rows.map((row) => present(row, settings.deadAfter)),
        current_page: query.page,
        last_page: lastPageOf(total, query.per_page),
        per_page: query.per_page,
        from,
        to: from === null ? null : from + rows.length - 1,
        total,
      };
    },

    async entryLinks(uid: string): Promise<EntryLinks> {
      const entry = await repo.entryByUid(uid);
      if (!entry) throw notFound('Eintrag nicht gefunden.');
      const links = await repo.linksOfEntry(entry.id);
      return {
        entry_uid: entry.uid,
        title: entry.title,
        active: entry.active,
        links: links.map((row) => present(row, settings.deadAfter)),
      };
    },

    /** "Check now": the links become due at once; returns the checkers to wake. */
    async markDue(
      body: CheckLinksBody,
      actor: AuditActor | null,
    ): Promise<{ links: number; checkers: string[] }> {
      let releases: SyncRow[];
      if (body.release_uid) {
        const release = await repo.releaseByUid(body.release_uid);
        if (!release) throw notFound('Release nicht gefunden.');
        releases = [release];
      } else {
        const entry = await repo.entryByUid(body.entry_uid ?? '');
        if (!entry) throw notFound('Eintrag nicht gefunden.');
        releases = await repo.releasesOfEntry(entry.id);
      }
      // Links added a moment ago may not have rows yet: sync these releases first.
      await repo.syncReleases(releases);
      const due = await repo.markDue(releases.map((r) => r.id));
      await recordAudit(db, {
        actor,
        action: 'links.check',
        itemType: body.release_uid ? 'release' : 'entry',
        itemId: body.release_uid ?? body.entry_uid ?? null,
        changes: { links: { from: null, to: due.links } },
      });
      return due;
    },
  };

  /** LINK_HIDE_DEAD_ENTRIES: an entry whose every mirror is dead leaves the catalogue (audited). */
  async function hideDeadEntries(linkIds: number[]) {
    const dead = await repo.entriesAllDead(linkIds, settings.deadAfter);
    for (const entry of dead) {
      await db.transaction(async (tx) => {
        await repo.hideEntry(tx, entry.id);
        await recordAudit(tx, {
          actor: null,
          action: 'entry.autoHide',
          itemType: 'entry',
          itemId: entry.uid,
          itemLabel: entry.title,
          changes: { active: { from: true, to: false } },
        });
      });
      log?.info({ entry: entry.uid }, 'entry hidden: every link is dead');
    }
  }

  /**
   * The way back: an entry the check hid shows again once one of its links is online. Entries hidden
   * by staff or by a takedown report carry no mark (or lost it when they were touched) and stay hidden.
   */
  async function showEntriesAliveAgain(linkIds: number[]) {
    const alive = await repo.entriesAliveAgain(linkIds);
    for (const entry of alive) {
      const shown = await db.transaction(async (tx) => {
        if (!(await repo.showLinkHiddenEntry(tx, entry.id))) return false;
        await recordAudit(tx, {
          actor: null,
          action: 'entry.autoShow',
          itemType: 'entry',
          itemId: entry.uid,
          itemLabel: entry.title,
          changes: { active: { from: false, to: true } },
        });
        return true;
      });
      if (shown) log?.info({ entry: entry.uid }, 'entry shown again: a link is online');
    }
  }
}

export type LinkHealthService = ReturnType<typeof createLinkHealthService>;
