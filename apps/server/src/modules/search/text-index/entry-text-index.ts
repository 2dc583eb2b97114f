import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { type Built, readIndex } from './index-build.ts';
import { type RankedPage, type RankedPageRequest, rankedPageOf } from './ranked-page.ts';

/**
 * The visible entries' search vectors and folded titles in memory, so the common search — a text,
 * relevance order, at most a type filter — is matched and ranked in process instead of by
 * PostgreSQL (decision 003, "The match in process"). It orders exactly like rankedEntryIds: exact
 * title, title prefix, ts_rank, trigram similarity, newest, id. The database stays the truth: the
 * index answers only while it was built at the catalogue version this process knows (or later);
 * otherwise the caller asks SQL and a rebuild starts, at most one per `minRebuildMs`.
 */

export type { RankedPage, RankedPageRequest };

export interface EntryTextIndexOptions {
  version: { current(): number };
  minRebuildMs: number;
  log?: FastifyBaseLogger;
}

export function createEntryTextIndex(db: Database, options: EntryTextIndexOptions) {
  let built: Built | null = null;
  let building: Promise<void> | null = null;
  let lastStart = Number.NEGATIVE_INFINITY;

  function refresh(): Promise<void> {
    if (!building) {
      lastStart = Date.now();
      building = readIndex(db)
        .then((index) => {
          built = index;
        })
        .finally(() => {
          building = null;
        });
    }
    return building;
  }

  function fresh(): Built | null {
    if (built && built.version >= options.version.current()) return built;
    if (!building && Date.now() - lastStart >= options.minRebuildMs)
      refresh().catch((error: unknown) => options.log?.warn({ err: error }, 'search index build failed'));
    return null;
  }

  return {
    /** The page, or null when the index cannot answer it now (stale, too broad, an odd query). */
    rankedPage(request: RankedPageRequest): RankedPage | null {
      const index = fresh();
      return index ? rankedPageOf(index, request) : null;
    },
    /** Reads the catalogue now (tests, and the first build). */
    refresh,
    /** The version the index was built at; -1 before the first build. */
    builtVersion: (): number => built?.version ?? -1,
  };
}
export type EntryTextIndex = ReturnType<typeof createEntryTextIndex>;
