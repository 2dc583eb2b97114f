import { lastPageOf, type Paged, RELEASE_SEARCH_PAGE_SIZE, type ReleaseWithEntry } from '@regal/shared';
import { presentEntryCard, presentRelease } from '../entries/entries.presenter.ts';
import { oneRowPerName } from '../entries/mirrors.ts';
import type { CryptRewriteSettings } from '../filecrypt/crypt-link-rewrite.ts';
import type { LiveRepository, ReleaseWithEntryRow } from './live.repository.ts';

/** The live feed draws from this many newest releases, so "random" still means "recent". */
export const LIVE_FEED_POOL = 200;

function present(row: ReleaseWithEntryRow, cryptRewrite: CryptRewriteSettings): ReleaseWithEntry {
  return {
    release: presentRelease(row.release, row.username, cryptRewrite),
    // A left join gives an object of nulls for entry-less releases.
    entry: row.entry?.uid ? presentEntryCard(row.entry) : null,
  };
}

function sample<T>(items: T[], size: number, random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, size);
}

export function createLiveService(
  repo: LiveRepository,
  cryptRewrite: CryptRewriteSettings,
  random: () => number = Math.random,
) {
  return {
    /** `test/live`: a random pick of recent releases, one per slot; each call draws anew. */
    async feed(slots: number): Promise<ReleaseWithEntry[]> {
      const ids = sample(await repo.recentIds(LIVE_FEED_POOL), slots, random);
      const rows = await repo.byIds(ids);
      const byId = new Map(rows.map((row) => [row.release.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [present(row, cryptRewrite)] : [];
      });
    },

    /** The warez mode: newest releases first, 50 a page, optionally of one type. */
    async newest(page: number, type?: string): Promise<Paged<ReleaseWithEntry>> {
      const perPage = RELEASE_SEARCH_PAGE_SIZE;
      const { rows: uploads, total } = await repo.newest(page, perPage, type);
      // Mirrors of one name are one row (issue 36).
      const rows = oneRowPerName(uploads, (row) => row.release.fulltitle);
      const from = rows.length > 0 ? (page - 1) * perPage + 1 : null;
      return {
        data: rows.map((row) => present(row, cryptRewrite)),
        current_page: page,
        last_page: lastPageOf(total, perPage),
        per_page: perPage,
        from,
        to: from === null ? null : from + rows.length - 1,
        total,
      };
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
