import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { compress, type Encoding } from '../lib/answer-encoding.ts';
import { isBot } from '../lib/bots.ts';
import { createGeneratedCache } from '../lib/generated-cache.ts';
import { createMissGate, MissRefused } from '../lib/miss-gate.ts';
import { markBuildInUse } from './build-in-use.ts';
import { pickEncoding } from './http-caching.ts';
import { registerMantineParts } from './mantine-parts.ts';
import {
  type Locale,
  pageLocale,
  readManifest,
  routeModuleOf,
  routePreloads,
  themeOfCookie,
} from './page-preloads.ts';
import { composePage, composeShell, loadPageRenderer } from './page-render.ts';
import { pageDependsOn, pageIsKept } from './page-tags.ts';

/** Content-hashed build output (`name-[hash].ext`): safe to cache for a year. */
const HASHED_FILE = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/**
 * A page's bytes and its compressed copies: a shell has both from the start (built once, at
 * brotli's best); a rendered page gets each the first time a client takes it (pageIn), so a
 * crawler's miss compresses once, not twice (issue 34).
 */
type IndexPage = { raw: Buffer; br?: Buffer; gzip?: Buffer };

/** What a page address answers: a page with its status, a redirect, or null (the browser draws it). */
type GuestAnswer =
  | { kind: 'page'; status: number; page: IndexPage }
  | { kind: 'redirect'; status: number; location: string }
  | null;

/** How misses are rendered (decision 049): threads (0: on this thread) and the miss gate's bounds. */
export interface RenderOptions {
  threads: number;
  /** The render threads' nice value (render-pool.ts). */
  nice: number;
  maxQueue: number;
  perClient: number;
}

/** Renders one thread (or the main thread) works on at a time. */
const RENDERS_PER_THREAD = 2;

/** Seconds a bot is asked to wait when the renders are busy. */
const BUSY_RETRY_AFTER_S = 5;

/** A render that takes longer than this is given up for the shell (the browser draws the page). */
const RENDER_TIMEOUT_MS = 10_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`server rendering took over ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Memory for rendered pages kept per address, language and theme (a detail page is ~60 KB with its
 * two compressed copies): bound by bytes (issue 32: 800 big addresses took 290 MB when it was a count).
 * Pages that are not a 200 (a 404 for a made-up address) get a small space of their own, so they
 * never push real pages out.
 */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;
const PAGE_MISS_BYTES = 4 * 1024 * 1024;
/** Counted as if both compressed copies were kept, the one made first standing in for the other. */
function pageBytes(answer: GuestAnswer): number {
  if (answer?.kind !== 'page') return (answer?.location.length ?? 0) * 2;
  const { raw, br, gzip } = answer.page;
  return raw.length + 2 * (br?.length ?? gzip?.length ?? Math.ceil(raw.length / 4));
}

/** A shell, built once: both copies at brotli's best. */
async function compressShell(raw: Buffer): Promise<IndexPage> {
  const [br, gz] = await Promise.all([promisify(brotliCompress)(raw), promisify(gzip)(raw)]);
  return { raw, br, gzip: gz };
}

/** How a page's compressed copy is made: on libuv's pool, or in the render pool's compression thread (page-render.ts). */
type Squeeze = (bytes: Buffer, encoding: Encoding) => Promise<Buffer>;

/** The page in `encoding`, compressed at a fast quality (on a request's time) and kept the first time. */
async function pageIn(page: IndexPage, encoding: Encoding, squeeze: Squeeze): Promise<Buffer> {
  const kept = page[encoding];
  if (kept) return kept;
  const bytes = await squeeze(page.raw, encoding);
  page[encoding] = bytes;
  return bytes;
}

/**
 * Serves the built web app from the same process: assets under /app/ (spec §7: the base path), public
 * pages rendered on the server (decision 028) with their status (404 for what does not exist, 301 for
 * legacy addresses), and index.html as the shell of every other page the browser draws itself.
 * Unknown /api/* paths stay a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  cacheIndex: boolean,
  publicUrl: string,
  /** how long a rendered page is served without rendering anew (the answer cache's TTL) */
  pageTtlMs = 0,
  render: RenderOptions = { threads: 0, nice: 0, maxQueue: 32, perClient: 8 },
) {
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
  if (hasWebApp) {
    // The server bundle's own folder too (its chunks load from there). This module's folder: a
    // generation folder in the bundle, whoever started it (`node dist/main.js`, scripts/start.mjs);
    // the sources under tsx are no generation, and markBuildInUse leaves them alone.
    const folders = [webDist, path.join(webDist, '..', 'dist-server'), import.meta.dirname];
    const unmark = markBuildInUse(folders, app.log);
    app.addHook('onClose', async () => unmark());
  }
  const renderer = hasWebApp ? await loadPageRenderer(app, webDist, render.threads, render.nice) : null;
  // A rendered page is compressed by the render pool's compression thread, at the render threads'
  // lower priority, not on this thread and libuv's pool (issue 34). Shells come compressed already.
  const squeeze: Squeeze = renderer?.compress ?? ((bytes, encoding) => compress(bytes, encoding, 'page'));
  // Renders at once: a few per thread, so one waiting for its API reads leaves the thread to another.
  const gate = createMissGate({
    slots: Math.max(1, render.threads) * RENDERS_PER_THREAD,
    maxQueue: render.maxQueue,
    perClient: render.perClient,
  });
  const mantineSheets = registerMantineParts(app, webDist);
  const origin = publicUrl.replace(/\/+$/, '');
  const keep = <T>(page: Promise<T>, forget: () => void) => {
    // A failed build is not kept: the next visitor tries again.
    page.catch(forget);
    return page;
  };
  // index.html with a route's preloads, per route module and language (read once in production).
  const templates = new Map<string, Promise<{ index: string; preloads: string; styles: string }>>();
  const templateFor = (pathname: string, locale: Locale) => {
    const read = async () => {
      const index = (await readFile(indexFile)).toString('utf8');
      const manifest = readManifest(webDist);
      return {
        index,
        preloads: routePreloads(manifest, index, pathname, locale),
        styles: routePreloads(manifest, index, pathname, locale, true),
      };
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
  // The shells of pages the browser draws, per route module and language (built once in production).
  const shells = new Map<string, Promise<IndexPage>>();
  const shellFor = (pathname: string, locale: Locale): Promise<IndexPage> => {
    const build = async () => {
      const { index, preloads } = await templateFor(pathname, locale);
      return compressShell(Buffer.from(composeShell(index, preloads, locale)));
    };
    if (!cacheIndex) return build();
    const key = `${routeModuleOf(pathname) ?? 'other'}|${locale}`;
    let shell = shells.get(key);
    if (!shell) {
      shell = keep(build(), () => shells.delete(key));
      shells.set(key, shell);
    }
    return shell;
  };

  // robots.txt, the sitemap and the feeds are modules/discovery's routes (registered before this).

  // Every server-rendered page is a guest's (the session lives in the browser's storage), so a page is
  // a function of address, language and theme: kept like the API's public answers and dropped with
  // them when the catalogue version moves (decision 032), so a change shows on the next request.
  const pageCache = createGeneratedCache<GuestAnswer>({
    maxBytes: PAGE_CACHE_BYTES,
    ttlMs: pageTtlMs,
    sizeOf: pageBytes,
    isMiss: (answer) => answer?.kind !== 'page' || answer.status !== 200,
    missBytes: PAGE_MISS_BYTES,
  });
  // Dropped by what a write touched (decision 050): a detail page by its entry, any other page by
  // every change (home, listings and content pages show too much to name). A change that may show a
  // little late leaves the old page out while the next reader's render runs (issue 35).
  if (app.hasDecorator('answerCache'))
    app.answerCache.onInvalidate((change, staleForMs) =>
      pageCache.staleWhere((key) => pageDependsOn(key, change.tags), staleForMs),
    );
  const renderGuest = async (
    url: string,
    locale: Locale,
    theme: 'dark' | 'light',
    encoding: Encoding | null,
  ): Promise<GuestAnswer> => {
    if (!renderer) return null;
    const rendered = await renderer({ url, origin, locale, theme });
    if (rendered.kind === 'redirect') return rendered;
    if (rendered.kind !== 'page') return null;
    const { index, styles } = await templateFor(url.split('?')[0] ?? '/', locale);
    const sheets = styles + mantineSheets.linkFor(rendered.body);
    const page: IndexPage = { raw: Buffer.from(composePage(index, sheets, rendered, locale, theme)) };
    // The copy the asking client takes, before the page is kept: the cache counts its size.
    if (encoding) await pageIn(page, encoding, squeeze);
    return { kind: 'page', status: rendered.status, page };
  };
  const guestAnswer = async (
    url: string,
    locale: Locale,
    theme: 'dark' | 'light',
    client: string,
    encoding: Encoding | null,
  ): Promise<GuestAnswer | 'busy'> => {
    // A miss waits for a render slot, or is refused at once (lib/miss-gate.ts).
    // Right after a start the render threads may still be loading (decision 048): that wait is
    // not the render's, so it does not count against the render's time limit.
    const render = () =>
      gate.run(client, async () => {
        await renderer?.ready;
        return withTimeout(renderGuest(url, locale, theme, encoding), RENDER_TIMEOUT_MS);
      });
    try {
      // A failed render is not kept (the cache drops rejected builds): the next request tries again.
      return await (cacheIndex && pageTtlMs > 0 && pageIsKept(url)
        ? pageCache.get(`${url}\n${locale}\n${theme}`, render)
        : render());
    } catch (error) {
      if (error instanceof MissRefused) return 'busy';
      // The page still works: the shell goes out and the browser draws it, as for a signed-in page.
      app.log.error({ err: error, url }, 'server rendering failed; sending the shell');
      return null;
    }
  };

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/app/') || !wantsPage) {
      return reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${request.method}:${url} not found`,
        errors: {},
      });
    }
    if (!hasWebApp) {
      return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
    }
    const query = request.url.slice(url.length);
    const locale = pageLocale(query, request.headers);
    const theme = themeOfCookie(request.headers.cookie);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const rendered = await guestAnswer(request.url, locale, theme, request.ip, encoding);
    if (rendered === 'busy' && isBot(request.headers['user-agent'])) {
      // A crawler comes back later for the real page instead of indexing the shell.
      return reply
        .status(503)
        .header('retry-after', String(BUSY_RETRY_AFTER_S))
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Busy rendering pages; try again shortly.');
    }
    // A person gets the shell at once: the browser draws the page itself.
    const answer = rendered === 'busy' ? null : rendered;
    if (answer?.kind === 'redirect') return reply.redirect(answer.location, answer.status);
    const page = answer?.page ?? (await shellFor(url, locale));
    const status = answer?.status ?? 200;
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      // The page's language and colour scheme follow the locale and theme cookies and the browser's
      // languages, so a shared cache must keep one copy per combination.
      .header('vary', 'Accept-Encoding, Accept-Language, Cookie');
    if (!encoding) return reply.send(page.raw);
    return reply.header('content-encoding', encoding).send(await pageIn(page, encoding, squeeze));
  });
}
