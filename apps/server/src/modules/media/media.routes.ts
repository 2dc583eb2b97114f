import { ZErrorResponse } from '@regal/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { actors, entries } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import { type Lang, t } from '../../lib/messages/index.ts';
import { createRateLimitStore } from '../../lib/rate-limit-store.ts';
import { pageLocale } from '../../plugins/page-preloads.ts';
import { ZFileBody } from '../../plugins/route-answers.ts';
import { visibleEntry } from '../entries/entries.repository.ts';
import { artInputOf } from './art-input.ts';
import { createImageWork } from './image-work.ts';
import { createOgImageService, type Draw } from './og-image.ts';
import { createArtRasterizer } from './raster-art.ts';
import { backdropSvg, coverSvg, portraitSvg } from './svg-art.ts';

/**
 * Pictures of entries show their titles, so a hidden or trashed entry's must leave caches in front
 * soon (issue 32 item 12, decision 050): five minutes, no stale serving (was a day plus a week).
 */
const CACHE = 'public, max-age=300';
const ZUid = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** The drawn pictures: the SVG drawing itself, or the WebP that pages show (raster-art.ts). */
const drawnAnswer = {
  200: { content: { 'image/svg+xml': { schema: z.string() }, 'image/webp': { schema: ZFileBody } } },
  // A new drawing past the client's budget or the process's queue (image-work.ts).
  429: ZErrorResponse,
};
type DrawnFormat = 'svg' | 'webp';
/** `<name>.svg` or `<name>.webp`, the name matching `name`. */
const drawnFile = (name: RegExp) => z.string().regex(new RegExp(`^${name.source}\\.(svg|webp)$`));
function splitFile(file: string): { name: string; format: DrawnFormat } {
  const dot = file.lastIndexOf('.');
  return { name: file.slice(0, dot), format: file.slice(dot + 1) === 'webp' ? 'webp' : 'svg' };
}

type ImageWorkConfig = Pick<
  Config,
  | 'REDIS_URL'
  | 'IMAGE_WORK_PER_CLIENT'
  | 'IMAGE_WORK_WINDOW_SECONDS'
  | 'IMAGE_WORK_CONCURRENCY'
  | 'IMAGE_WORK_QUEUE'
>;

/**
 * The language a drawing's caption is in: decided as for a page (decision 029) — `?lang=`, the
 * locale cookie, the browser's Accept-Language — since an <img> request carries no UI language.
 */
function artLang(request: FastifyRequest): Lang {
  return pageLocale(request.url.split('?')[1] ?? '', {
    cookie: request.headers.cookie,
    'accept-language': request.headers['accept-language'],
  });
}

export function mediaRoutes(db: Database, config: ImageWorkConfig): FastifyPluginAsyncZod {
  async function artOf(uid: string, lang: Lang) {
    const [row] = await db
      .select({
        title: entries.title,
        type: entries.type,
        subType: entries.subType,
        options: entries.options,
      })
      .from(entries)
      // A hidden or trashed entry's title must not be drawn for anyone (issue 32 item 12).
      .where(and(visibleEntry, eq(entries.uid, uid)))
      .limit(1);
    if (!row) throw notFound('Bild nicht gefunden.');
    return artInputOf(uid, row, lang);
  }

  const ogImages = createOgImageService(db);
  const rasterise = createArtRasterizer();
  const workStore = createRateLimitStore(config.REDIS_URL);
  const imageWork = createImageWork({
    store: workStore,
    perClient: config.IMAGE_WORK_PER_CLIENT,
    windowMs: config.IMAGE_WORK_WINDOW_SECONDS * 1000,
    concurrency: config.IMAGE_WORK_CONCURRENCY,
    waiting: config.IMAGE_WORK_QUEUE,
  });
  /** A new drawing for this request, counted against its client (cached images never get here). */
  const drawFor =
    (request: FastifyRequest): Draw =>
    (work) =>
      imageWork.run(request.ip, t(request, 'imageWorkLimited'), work);

  async function sendDrawing(request: FastifyRequest, reply: FastifyReply, svg: string, format: DrawnFormat) {
    // The caption is in the reader's language (artLang): a cache keeps one drawing per language.
    reply.header('cache-control', CACHE).header('vary', 'accept-language, cookie');
    if (format === 'svg') return reply.type('image/svg+xml').send(svg);
    return reply.type('image/webp').send(await rasterise(svg, drawFor(request)));
  }

  return async (app) => {
    app.addHook('onClose', () => workStore.close());
    // A change of an entry drops its share card at once (decision 050).
    if (app.hasDecorator('answerCache')) app.answerCache.onInvalidate((change) => ogImages.drop(change.tags));
    app.get(
      '/media/og/:file',
      {
        config: { access: 'public' },
        schema: {
          tags: ['media'],
          summary: "A share card for link previews: 1200×630 PNG of the entry's backdrop, cover and title",
          params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.png$/) }),
          response: {
            200: { content: { 'image/png': { schema: ZFileBody } } },
            404: ZErrorResponse,
            429: ZErrorResponse,
          },
        },
      },
      async (request, reply) => {
        const png = await ogImages.card(
          request.params.file.replace(/\.png$/, ''),
          artLang(request),
          drawFor(request),
        );
        if (!png) throw notFound('Bild nicht gefunden.');
        return reply
          .type('image/png')
          .header('cache-control', CACHE)
          .header('vary', 'accept-language, cookie')
          .send(png);
      },
    );
    app.get(
      '/media/cover/:file',
      {
        config: { access: 'public' },
        schema: {
          tags: ['media'],
          params: z.object({ file: drawnFile(/[A-Za-z0-9_-]+/) }),
          response: drawnAnswer,
        },
      },
      async (request, reply) => {
        const { name, format } = splitFile(request.params.file);
        return sendDrawing(request, reply, coverSvg(await artOf(name, artLang(request))), format);
      },
    );
    app.get(
      '/media/backdrop/:uid/:file',
      {
        config: { access: 'public' },
        schema: {
          tags: ['media'],
          params: z.object({ uid: ZUid, file: drawnFile(/[1-9]/) }),
          response: drawnAnswer,
        },
      },
      async (request, reply) => {
        const { name, format } = splitFile(request.params.file);
        return sendDrawing(
          request,
          reply,
          backdropSvg(await artOf(request.params.uid, artLang(request)), Number(name)),
          format,
        );
      },
    );
    app.get(
      '/media/actor/:file',
      {
        config: { access: 'public' },
        schema: {
          tags: ['media'],
          params: z.object({ file: drawnFile(/[a-z0-9-]+/) }),
          response: drawnAnswer,
        },
      },
      async (request, reply) => {
        const { name, format } = splitFile(request.params.file);
        const [actor] = await db
          .select({ name: actors.name })
          .from(actors)
          .where(eq(actors.slug, name))
          .limit(1);
        if (!actor) throw notFound('Bild nicht gefunden.');
        return sendDrawing(request, reply, portraitSvg(actor.name), format);
      },
    );
  };
}
