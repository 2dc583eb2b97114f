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
 * otherwise the caller asks SQL and a rebuild starts as soon as the pace allows (rebuildAllowedAt).
 */

export type { RankedPage, RankedPageRequest };

export interface RebuildPace {
  /**
   * Least time from the end of one build to the start of the next; Infinity: build only when
   * `refresh` is called (tests).
   */
  minRebuildMs: number;
  /**
   * Most of one core's time rebuilding may take while the catalogue keeps changing: after a build of
   * d ms the next waits d × (1 / share − 1).
   */
  buildShare: number;
}

export interface EntryTextIndexOptions extends RebuildPace {
  version: { current(): number };
  log?: FastifyBaseLogger;
  now?: () => number;
}

/**
 * When the next build may start. The wait scales with what a build costs here: a small or fast
 * catalogue is current again a second after a write, a large one on a slow machine spends at most
 * `buildShare` of a core on rebuilds however often it is written to (a fixed 30 s left searches in
 * SQL for half a minute after every write).
 */
export function rebuildAllowedAt(lastEnd: number, lastDurationMs: number, pace: RebuildPace): number {
  const share = Math.min(1, Math.max(0.01, pace.buildShare));
  return lastEnd + Math.max(pace.minRebuildMs, lastDurationMs * (1 / share - 1));
}

export function createEntryTextIndex(db: Database, options: EntryTextIndexOptions) {
  const now = options.now ?? Date.now;
  let built: Built | null = null;
  let building: Promise<void> | null = null;
  // Before the first build: no wait.
  let nextAllowed = Number.NEGATIVE_INFINITY;

  function refresh(): Promise<void> {
    if (!building) {
      const started = now();
      building = readIndex(db)
        .then((index) => {
          built = index;
        })
        .finally(() => {
          const ended = now();
          nextAllowed = rebuildAllowedAt(ended, ended - started, options);
          building = null;
        });
    }
    return building;
  }

  function fresh(): Built | null {
    if (built && built.version >= options.version.current()) return built;
    if (!building && now() >= nextAllowed)
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
