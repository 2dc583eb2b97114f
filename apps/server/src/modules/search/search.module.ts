import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { CryptRewriteSettings } from '../filecrypt/crypt-link-rewrite.ts';
import { createRequestsRepository } from '../requests/requests.repository.ts';
import { createActorSearchRepository } from './actor-search.repository.ts';
import { benchStaticRoutes } from './bench-static.routes.ts';
import { createEntrySearchRepository } from './entry-search.repository.ts';
import { createReleaseSearchRepository } from './release-search.repository.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService } from './search.service.ts';

/** The search service on one database (the API's routes and the search feed use the same). */
export function createSearchServiceFor(db: Database, cryptRewrite: CryptRewriteSettings) {
  return createSearchService(
    {
      entries: createEntrySearchRepository(db),
      releases: createReleaseSearchRepository(db),
      actors: createActorSearchRepository(db),
      requests: createRequestsRepository(db),
    },
    cryptRewrite,
  );
}

/** Search masks, actor search and the REQ list, wired to one database (the bot request: modules/requests). */
export function searchModule(
  db: Database,
  options: { benchRoutes: boolean; cryptRewrite: CryptRewriteSettings },
): FastifyPluginAsyncZod {
  return async (app) => {
    const service = createSearchServiceFor(db, options.cryptRewrite);
    await app.register(searchRoutes(service));
    if (options.benchRoutes) await app.register(benchStaticRoutes());
  };
}
