import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { CryptRewriteSettings } from '../filecrypt/crypt-link-rewrite.ts';
import { createSearchServiceFor } from '../search/search.module.ts';
import { createDiscoveryRepository } from './discovery.repository.ts';
import { discoveryRoutes } from './discovery.routes.ts';
import { createDiscoveryService } from './discovery.service.ts';

/** Sitemap, robots.txt and feeds at the site's root (not under /api). */
export const discoveryModule = (
  db: Database,
  config: Pick<Config, 'PUBLIC_URL' | 'SITEMAP_URLS_PER_FILE'>,
  cryptRewrite: CryptRewriteSettings,
): FastifyPluginAsyncZod => {
  const service = createDiscoveryService(
    createDiscoveryRepository(db),
    createSearchServiceFor(db, cryptRewrite),
    {
      publicUrl: config.PUBLIC_URL,
      urlsPerFile: config.SITEMAP_URLS_PER_FILE,
    },
  );
  const routes = discoveryRoutes(service);
  return async (app, options) => {
    // Feeds and the sitemap follow catalogue changes at once (decision 050), a hide above all.
    if (app.hasDecorator('answerCache'))
      app.answerCache.onInvalidate((change) => service.drop(change.tags, change.urgent));
    await routes(app, options);
  };
};
