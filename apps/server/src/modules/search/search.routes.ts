import {
  SEARCH_MODES,
  type SearchMode,
  type SearchQuery,
  ZActorSearchPage,
  ZActorSearchQuery,
  ZErrorResponse,
  ZSearchQuery,
  ZSearchResult,
} from '@regal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cardPage, entryIdTag, sortTag } from '../entries/answer-tags.ts';
import { matchKeyTags } from './newest-of-matches.ts';
import type { NewestDependence, SearchService } from './search.service.ts';
import { viewerOf } from './viewer.ts';

const SEARCH_DESCRIPTION = `One endpoint for every search mask, chosen by \`mode\` (${SEARCH_MODES.join(', ')}):
- \`entries\` (default): entry cards, 21 a page. \`q\` (or \`search\`) runs the German full-text and trigram
  search (exact titles first). \`types\` / \`selectedTypes\` (comma list, default \`movie,series\`, \`all\` for every
  type), \`genres\` / \`selectedGenres\`, \`years\` (\`2010\` or \`1990-1999\`), \`ratings\` (\`7\` = at least 7, \`6-8\`).
- \`releases\`: release names, 50 a page; every word of \`q\` must appear in the name. \`types\` filters the
  release type, \`source\` the release source (\`scene\` for the sceneBOT).
- \`req\`: the REQ list, 50 a page; the requesting user only for moderators.
- \`0day\`: 0day releases, 50 a page; \`types\` are the sections movie, bluray, tv, doku, abooks, ebooks, music, game, appz.
\`sortBy\`: relevance (default with a text), latest (default), recently_added, recently_updated, released, name,
rating, and the older year, created, trends (views), popular (downloads); \`sortOrder\` asc or desc.
Totals stop counting at 10,000.`;

/**
 * The masks whose answer is the same for everyone of a visibility class. The REQ list marks the
 * caller's own votes, so it is never shared; anything not named here (the REQ list however it is
 * spelled, a repeated or unknown mode) is left out of the shared cache rather than guessed at.
 */
const SHARED_MODES: ReadonlySet<string> = new Set<SearchMode>(['entries', 'releases', '0day']);

function sharedMask(query: URLSearchParams): boolean {
  return query.getAll('mode').every((mode) => SHARED_MODES.has(mode));
}

/** Each entry search's NewestDependence, from the handler to the cache's tag function. */
const newestDependences = new WeakMap<FastifyRequest, NewestDependence>();

/**
 * What a relevance page's order depends on: its tied entries, else nothing (whole), else the newest
 * among its matches, else every newest.
 */
function relevanceOrderTags(request: FastifyRequest, whole: boolean): string[] {
  const newest = newestDependences.get(request);
  if (newest && 'entries' in newest) return newest.entries.map(entryIdTag);
  if (whole) return [];
  return newest ? matchKeyTags(newest.matches) : sortTag('relevance');
}

/**
 * An entry search's tags (decision 050): which entries it holds (any type: a write that changes an
 * entry's titles, type, visibility or filters names `list`), its order, a rating filter, and the
 * entries it shows. Release, REQ and 0day searches depend on everything.
 *
 * A text search in relevance order breaks its ties by the newest release (`by:latest`), which every
 * new release moves: a release every second dropped every title search. Only the entries tied with
 * what the page reaches can move on it: the title index names them (`newestDependences`), and each one's
 * `e:<id>` replaces `by:latest`. When the page shows every match, its own cards are those entries. When
 * the ties are too many to name, the page names what its matches hold (newest-of-matches.ts).
 */
function entrySearchTags(request: FastifyRequest, body: Buffer): string[] | null {
  const query = request.query as SearchQuery;
  if (query.mode !== 'entries') return null;
  const page = cardPage(body);
  if (!page) return null;
  const sortBy = query.sortBy ?? (query.text ? 'relevance' : 'latest');
  const order = sortBy === 'relevance' ? relevanceOrderTags(request, page.whole) : sortTag(sortBy);
  const rated = query.ratings && query.ratings.length > 0 ? ['by:rating'] : [];
  return ['list', ...order, ...rated, ...page.tags];
}

export function searchRoutes(service: SearchService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/start/search',
      {
        // The REQ list marks the caller's own votes: per person, so not from the shared cache.
        config: {
          access: 'public',
          answerCache: { when: (_request, query) => sharedMask(query), tags: entrySearchTags },
        },
        schema: {
          tags: ['search'],
          summary: 'Search entries, release names, the REQ list or 0day releases',
          description: SEARCH_DESCRIPTION,
          querystring: ZSearchQuery,
          response: { 200: ZSearchResult, 400: ZErrorResponse },
        },
      },
      async (request) =>
        service.search(request.query, viewerOf(request), (newest) => newestDependences.set(request, newest)),
    );

    app.get(
      '/search/actors',
      {
        config: { access: 'public', answerCache: true },
        schema: {
          tags: ['search'],
          summary: 'People by name, with how many entries credit them (21 a page)',
          querystring: ZActorSearchQuery,
          response: { 200: ZActorSearchPage, 400: ZErrorResponse },
        },
      },
      async (request) => service.actors(request.query.q, request.query.page),
    );
  };
}
