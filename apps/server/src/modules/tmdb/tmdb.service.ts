import { parseReleaseName } from '@regal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TmdbClient, TmdbKind, TmdbTitle } from '../../integrations/tmdb/client.ts';

export interface CleanTitle {
  name: string;
  year: number | null;
  source: 'tmdb' | 'parser';
}

/** Which TMDB search fits a catalogue type; music, games and digital media have no TMDB entry. */
function tmdbKindOf(type: string | undefined, parsedKind: string): TmdbKind | null {
  switch (type) {
    case 'movie':
    case 'doku':
      return 'movie';
    case 'series':
    case 'anime':
      return 'tv';
    case undefined:
    case '':
      return parsedKind === 'episode' ? 'tv' : parsedKind === 'movie' ? 'movie' : null;
    default:
      return null;
  }
}

/** TMDB ranks by relevance; among its hits we prefer the one from the release's year. */
function bestMatch(hits: TmdbTitle[], year: number | null): TmdbTitle | undefined {
  return hits.find((hit) => year !== null && hit.year === year) ?? hits[0];
}

/**
 * `tmdb/clean`: the release-name parser finds title and year; with a TMDB key the title is
 * replaced by TMDB's (German) name of the best match. TMDB trouble falls back to the parser, so
 * the dashboard's title field always gets an answer.
 */
export function createTmdbService(client: TmdbClient | null, log?: FastifyBaseLogger) {
  return {
    async clean(fulltitle: string, type?: string): Promise<CleanTitle> {
      const parsed = parseReleaseName(fulltitle, type ? { type } : undefined);
      const fromParser: CleanTitle = { name: parsed.title, year: parsed.year, source: 'parser' };
      const kind = tmdbKindOf(type, parsed.type);
      if (!client || !kind || parsed.title === '') return fromParser;
      try {
        const match = bestMatch(await client.search(kind, parsed.title, parsed.year), parsed.year);
        return match ? { name: match.name, year: match.year ?? parsed.year, source: 'tmdb' } : fromParser;
      } catch (error) {
        log?.warn({ err: error }, 'TMDB lookup failed; answering from the parser');
        return fromParser;
      }
    },
  };
}
export type TmdbService = ReturnType<typeof createTmdbService>;
