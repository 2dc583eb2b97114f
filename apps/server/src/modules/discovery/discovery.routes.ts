import { ENTRY_TYPES, ZSearchQuery } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors.ts';
import { langOf } from '../../lib/messages/index.ts';
import type { DiscoveryService } from './discovery.service.ts';

const XML = 'application/xml; charset=utf-8';
const ATOM = 'application/atom+xml; charset=utf-8';
/** Crawlers and feed readers poll; an hour for sitemaps, ten minutes for feeds. */
/**
 * What caches in front may keep: a hidden or trashed entry must leave them soon (issue 32 item 12,
 * decision 050); our own copies follow every change at once.
 */
const SITEMAP_CACHE = 'public, max-age=300';
const FEED_CACHE = 'public, max-age=60';
/** Outside /api, so not in the API document (like every page route). */
const page = { hide: true } as const;

/**
 * The discovery files at the site's root: `/sitemap.xml` (an index) with `/sitemaps/*.xml`,
 * `/robots.txt` naming it, and Atom feeds at `/feed` (also `/atom.xml`; `/rss` moves there),
 * `/feed/type/{type}` and `/feed/search?q=…`. Registered before the web app, so these paths
 * no longer fall through to the app's page.
 */
export function discoveryRoutes(service: DiscoveryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/sitemap.xml', { schema: page, config: { access: 'public' } }, async (_request, reply) =>
      reply
        .type(XML)
        .header('cache-control', SITEMAP_CACHE)
        .send(await service.sitemapIndex()),
    );

    app.get(
      '/sitemaps/:file',
      {
        schema: { ...page, params: z.object({ file: z.string().max(40) }) },
        config: { access: 'public' },
      },
      async (request, reply) => {
        const name = /^([a-z0-9-]+)\.xml$/.exec(request.params.file)?.[1];
        const xml = name ? await service.sitemapFile(name) : null;
        if (xml === null) throw notFound();
        return reply.type(XML).header('cache-control', SITEMAP_CACHE).send(xml);
      },
    );

    // Crawlers may read the public pages; the back office, the account area and the API are not for
    // an index. (Without this route the SPA answered /robots.txt with its page.)
    app.get('/robots.txt', { schema: page, config: { access: 'public' } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(service.robotsTxt()),
    );

    for (const path of ['/feed', '/atom.xml']) {
      app.get(path, { schema: page, config: { access: 'public' } }, async (request, reply) =>
        reply
          .type(ATOM)
          .header('cache-control', FEED_CACHE)
          .header('vary', 'Accept-Language')
          .send(await service.feed({ kind: 'all' }, '/feed', langOf(request.headers['accept-language']))),
      );
    }
    // Readers that guess /rss get the Atom feed's address; every current reader reads Atom.
    app.get('/rss', { schema: page, config: { access: 'public' } }, async (_request, reply) =>
      reply.redirect('/feed', 301),
    );

    app.get(
      '/feed/type/:type',
      { schema: { ...page, params: z.object({ type: z.string().max(20) }) }, config: { access: 'public' } },
      async (request, reply) => {
        const type = ENTRY_TYPES.find((t) => t === request.params.type);
        if (!type) throw notFound();
        return reply
          .type(ATOM)
          .header('cache-control', FEED_CACHE)
          .header('vary', 'Accept-Language')
          .send(
            await service.feed(
              { kind: 'type', type },
              `/feed/type/${type}`,
              langOf(request.headers['accept-language']),
            ),
          );
      },
    );

    app.get(
      '/feed/search',
      { schema: { ...page, querystring: ZSearchQuery }, config: { access: 'public' } },
      async (request, reply) =>
        reply
          .type(ATOM)
          .header('cache-control', FEED_CACHE)
          .header('vary', 'Accept-Language')
          .send(
            await service.feed(
              { kind: 'search', query: request.query },
              request.url,
              langOf(request.headers['accept-language']),
            ),
          ),
    );
  };
}
