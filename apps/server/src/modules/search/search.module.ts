import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { CatalogueVersion } from '../../lib/catalogue-version.ts';
import type { CryptRewriteSettings } from '../filecrypt/crypt-link-rewrite.ts';
import { createRequestsRepository } from '../requests/requests.repository.ts';
import { createActorSearchRepository } from './actor-search.repository.ts';
import { benchStaticRoutes } from './bench-static.routes.ts';
import { createEntryCardCache, type EntryCardCache } from './entry-card-cache.ts';
import { createEntrySearchRepository } from './entry-search.repository.ts';
import { derivedNewestTags } from './newest-of-matches.ts';
import { createReleaseSearchRepository } from './release-search.repository.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService } from './search.service.ts';
import { createEntryTextIndex, type EntryTextIndex } from './text-index/entry-text-index.ts';

/**
 * How soon the in-process text index is rebuilt after the catalogue moved (decision 003, "The match
 * in process"): until then its searches run in SQL. At least a second after the last build, and at
 * most a quarter of one core spent rebuilding a catalogue that keeps changing.
 */
const INDEX_REBUILD_PACE = { minRebuildMs: 1_000, buildShare: 0.25 };

/** The search service on one database (the API's routes and the search feed use the same). */
export function createSearchServiceFor(
  db: Database,
  cryptRewrite: CryptRewriteSettings,
  inProcess: { textIndex?: EntryTextIndex; cards?: EntryCardCache } = {},
) {
  return createSearchService(
    {
      entries: createEntrySearchRepository(db, inProcess),
      releases: createReleaseSearchRepository(db),
      actors: createActorSearchRepository(db),
      requests: createRequestsRepository(db),
    },
    cryptRewrite,
  );
}

/**
 * The title index is read once the server listens, in the background (the build yields to requests
 * between pages), not by the first search after a start: until it is built every search goes to
 * SQL, where a made-up text's misspelling fallback costs PostgreSQL ~5 ms (issue 34: a client
 * searching made-up texts right after a start took half the machine). Not for `app.inject` alone
 * (tests), which never listens.
 */
export function readIndexOnListen(app: FastifyInstance, index: Pick<EntryTextIndex, 'refresh'>): void {
  app.addHook('onListen', async () => {
    index.refresh().catch((error: unknown) => app.log.warn({ err: error }, 'search index build failed'));
  });
}

/** Search masks, actor search and the REQ list, wired to one database (the bot request: modules/requests). */
export function searchModule(
  db: Database,
  options: {
    benchRoutes: boolean;
    cryptRewrite: CryptRewriteSettings;
    /** null: no in-process index (SEARCH_INDEX=off), every search in SQL. */
    catalogue: CatalogueVersion | null;
  },
): FastifyPluginAsyncZod {
  return async (app) => {
    const textIndex = options.catalogue
      ? createEntryTextIndex(db, {
          version: options.catalogue,
          ...INDEX_REBUILD_PACE,
          log: app.log,
        })
      : undefined;
    if (textIndex) {
      readIndexOnListen(app, textIndex);
      app.metrics.gauge(
        'regal_title_index_answering',
        'Title searches come from the in-process index (1), or from SQL while it builds or catches up (0)',
        [],
        async () => [{ labels: {}, value: textIndex.answering() ? 1 : 0 }],
      );
    }
    // A moved `by:latest` drops the title searches keyed by what their matches hold only when one of
    // its entries holds it; without the index nothing says what an entry holds, so every one goes.
    app.answerCache.deriveTags((tags) => derivedNewestTags(tags, (id) => textIndex?.wordsOf(id) ?? null));
    const cards = options.catalogue ? createEntryCardCache(options.catalogue) : undefined;
    const service = createSearchServiceFor(db, options.cryptRewrite, { textIndex, cards });
    await app.register(searchRoutes(service));
    if (options.benchRoutes)
      await app.register(
        benchStaticRoutes(() => {
          app.answerCache.invalidate();
          cards?.clear();
        }),
      );
  };
}
