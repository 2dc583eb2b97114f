import {
  type ActorSearchPage,
  defaultPerPage,
  ENTRY_PAGE_SIZE,
  type SearchQuery,
  type SearchResult,
} from '@regal/shared';
import { pagedOf } from '../../lib/paged.ts';
import { presentEntryCard } from '../entries/entries.presenter.ts';
import { oneRowPerName } from '../entries/mirrors.ts';
import type { CryptRewriteSettings } from '../filecrypt/crypt-link-rewrite.ts';
import type { RequestsRepository } from '../requests/requests.repository.ts';
import type { ActorSearchRepository } from './actor-search.repository.ts';
import type { EntrySearchRepository } from './entry-search.repository.ts';
import type { MatchKey } from './newest-of-matches.ts';
import type { ReleaseSearchRepository } from './release-search.repository.ts';
import {
  presentActorHit,
  presentReleaseHit,
  presentRequestItem,
  presentZeroDayItem,
} from './search.presenter.ts';
import {
  entryTypesOf,
  genresOf,
  ratingsOf,
  releaseTypesOf,
  requireReleaseName,
  yearsOf,
  zeroDaySectionsOf,
} from './search-filters.ts';
import { type Viewer, viewerIsMod } from './viewer.ts';

export interface SearchRepositories {
  entries: EntrySearchRepository;
  releases: ReleaseSearchRepository;
  actors: ActorSearchRepository;
  requests: RequestsRepository;
}

/**
 * Which entries' newest release can change an entry search's answer, for the answer cache's tags:
 * the ones named (EntrySearchResult.tieReach), or the matches of a key (EntrySearchResult.matchKey).
 */
export type NewestDependence = { entries: readonly number[] } | { matches: MatchKey };
/** Hears an entry search's NewestDependence; not called when any entry's newest release can change it. */
export type NewestDependenceListener = (dependence: NewestDependence) => void;

/** `cryptRewrite`: the operator's crypt-link host rewrite, applied to every release shown. */
export function createSearchService(repos: SearchRepositories, cryptRewrite: CryptRewriteSettings) {
  return {
    async search(
      query: SearchQuery,
      viewer: Viewer | null,
      onNewestDependence?: NewestDependenceListener,
    ): Promise<SearchResult> {
      const perPage = query.per_page ?? defaultPerPage(query.mode);
      const { page, text } = query;
      const sortBy = query.sortBy ?? (text && query.mode === 'entries' ? 'relevance' : 'latest');

      if (query.mode === 'entries') {
        const { rows, total, estimated, tieReach, matchKey } = await repos.entries.search({
          text,
          types: entryTypesOf(query),
          genres: genresOf(query),
          years: yearsOf(query),
          ratings: ratingsOf(query),
          sortBy,
          sortOrder: query.sortOrder,
          page,
          perPage,
        });
        if (tieReach) onNewestDependence?.({ entries: tieReach });
        else if (matchKey) onNewestDependence?.({ matches: matchKey });
        const paged = pagedOf(rows.map(presentEntryCard), total, page, perPage);
        return { mode: 'entries', ...paged, total_estimated: estimated };
      }

      if (query.mode === 'req') {
        const { rows, total } = await repos.requests.list(text, page, perPage, {
          byVotes: query.sortBy === 'votes',
          viewerId: viewer?.id ?? null,
        });
        const showUser = viewerIsMod(viewer);
        const data = rows.map((row) => presentRequestItem(row, showUser, cryptRewrite));
        return { mode: 'req', ...pagedOf(data, total, page, perPage) };
      }

      requireReleaseName(text);
      const zeroDay = query.mode === '0day';
      const { rows, total, estimated } = await repos.releases.search({
        text,
        types: zeroDay ? null : releaseTypesOf(query),
        sections: zeroDay ? zeroDaySectionsOf(query) : null,
        zeroDay,
        source: query.source ?? null,
        sortBy,
        sortOrder: query.sortOrder,
        page,
        perPage,
      });
      // Mirrors of one name are one hit (issue 36).
      const hits = oneRowPerName(rows, (row) => row.release.fulltitle);
      if (zeroDay) {
        const paged = pagedOf(
          hits.map((row) => presentZeroDayItem(row, cryptRewrite)),
          total,
          page,
          perPage,
        );
        return { mode: '0day', ...paged, total_estimated: estimated };
      }
      const data = hits.map((row) => presentReleaseHit(row.release, row.username, row.entry, cryptRewrite));
      return { mode: 'releases', ...pagedOf(data, total, page, perPage), total_estimated: estimated };
    },

    async actors(text: string, page: number): Promise<ActorSearchPage> {
      const { rows, total } = await repos.actors.search(text, page, ENTRY_PAGE_SIZE);
      return pagedOf(rows.map(presentActorHit), total, page, ENTRY_PAGE_SIZE);
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
