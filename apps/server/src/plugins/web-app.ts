import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { staleWhileRevalidate } from '../lib/stale-while-revalidate.ts';
import { pickEncoding } from './http-caching.ts';
import {
  detailUidOf,
  HOME_BOOT_TTL_MS,
  loadEntryBoot,
  loadHomeBoot,
  localeOfCookie,
  type PageBoot,
  readManifest,
  renderPage,
  routeModuleOf,
  routePreloads,
} from './page-preloads.ts';

/** Content-hashed build output (`name-[hash].ext`): safe to cache for a year. */
const HASHED_FILE = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

type IndexPage = { raw: Buffer; br: Buffer; gzip: Buffer };

/**
 * Pages built once (and home's, every 15 s) get brotli's best; a page built for one request (an
 * entry's, with its data) a quality that takes about a millisecond instead of tens.
 */
async function compressPage(raw: Buffer, perRequest = false): Promise<IndexPage> {
  const params = perRequest ? { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } : {};
  const [br, gz] = await Promise.all([promisify(brotliCompress)(raw, { params }), promisify(gzip)(raw)]);
  return { raw, br, gzip: gz };
}

/**
 * Serves the built web app from the same process: assets under /app/ (spec §7: the base path), and
 * index.html for every other GET that asks for HTML (the SPA decides what the route is). Unknown
 * /api/* paths stay a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, cacheIndex: boolean) {
  const indexFile = path.join(webDist, 'index.html');
  const hasWebApp = existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/app/',
      index: false,
      wildcard: true,
      // The build writes .br and .gz next to every text asset; the best one the client accepts is sent.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Hashed file names never change; everything else (service worker, web manifest, icons,
        // index.html) is revalidated so an update reaches the visitor.
        const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
        reply.header(
          'cache-control',
          HASHED_FILE.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The worker lives under /app/ (its precache URLs are relative to it) but controls every page.
        if (name === 'sw.js') reply.header('service-worker-allowed', '/');
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: run `npm run build` to serve the UI');
  }
  // Pages per route module and language (their preloads differ); home's page with its boot data,
  // rebuilt at most every HOME_BOOT_TTL_MS (one build at a time); an entry's page with the entry, for
  // each request. In development everything is read anew, so a rebuilt web app shows at once.
  const pages = new Map<string, Promise<IndexPage>>();
  // Home's page per language, rebuilt at most every HOME_BOOT_TTL_MS and never waited for once built.
  const homePages = new Map<string, () => Promise<IndexPage>>();
  // Home's boot data is public data: dropped with the answer cache when the catalogue moves (032).
  if (app.hasDecorator('answerCache')) app.answerCache.onInvalidate(() => homePages.clear());
  const loadBoot = async (pathname: string): Promise<PageBoot | null> => {
    const uid = detailUidOf(pathname);
    try {
      if (pathname === '/') {
        const data = await loadHomeBoot(app);
        return data && { kind: 'home', data };
      }
      if (uid !== undefined) {
        const data = await loadEntryBoot(app, uid);
        return data && { kind: 'entry', data };
      }
    } catch (error) {
      app.log.warn({ err: error, pathname }, 'boot data unavailable; the page fetches it itself');
    }
    return null;
  };
  const keep = <T>(page: Promise<T>, forget: () => void) => {
    // A failed build is not kept: the next visitor tries again.
    page.catch(forget);
    return page;
  };
  // index.html with a route's preloads, per route module and language (read once in production).
  const templates = new Map<string, Promise<{ index: string; preloads: string }>>();
  const templateFor = (pathname: string, locale: 'de' | 'en') => {
    const read = async () => {
      const index = (await readFile(indexFile)).toString('utf8');
      return { index, preloads: routePreloads(readManifest(webDist), index, pathname, locale) };
    };
    if (!cacheIndex) return read();
    const key = `${routeModuleOf(pathname) ?? 'other'}|${locale}`;
    let template = templates.get(key);
    if (!template) {
      template = keep(read(), () => templates.delete(key));
      templates.set(key, template);
    }
    return template;
  };
  const buildPage = async (pathname: string, locale: 'de' | 'en', withBoot: boolean): Promise<IndexPage> => {
    const [{ index, preloads }, boot] = await Promise.all([
      templateFor(pathname, locale),
      withBoot ? loadBoot(pathname) : null,
    ]);
    return compressPage(Buffer.from(renderPage(index, preloads, boot)), boot?.kind === 'entry');
  };
  const pageFor = (pathname: string, locale: 'de' | 'en'): Promise<IndexPage> => {
    const isHome = pathname === '/';
    // An entry's page carries that entry as it is now: built for each request.
    if (!cacheIndex || detailUidOf(pathname) !== undefined) return buildPage(pathname, locale, true);
    if (isHome) {
      let home = homePages.get(locale);
      if (!home) {
        home = staleWhileRevalidate(HOME_BOOT_TTL_MS, () => buildPage('/', locale, true));
        homePages.set(locale, home);
      }
      return home();
    }
    const key = `${routeModuleOf(pathname) ?? 'other'}|${locale}`;
    let page = pages.get(key);
    if (!page) {
      page = keep(buildPage(pathname, locale, false), () => pages.delete(key));
      pages.set(key, page);
    }
    return page;
  };

  // robots.txt, the sitemap and the feeds are modules/discovery's routes (registered before this).
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/app/') || !wantsPage) {
      return reply
        .status(404)
        .send({ statusCode: 404, error: 'Not Found', message: `Route ${request.method}:${url} not found` });
    }
    if (!hasWebApp) {
      return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
    }
    const page = await pageFor(url, localeOfCookie(request.headers.cookie));
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // The locale cookie only changes which texts are preloaded (hints), so caches may share pages.
      .header('vary', 'Accept-Encoding');
    if (!encoding) return reply.send(page.raw);
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
  });
}
