import { ZErrorResponse } from '@regal/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { actors, entries } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import { ZFileBody } from '../../plugins/route-answers.ts';
import { artInputOf } from './art-input.ts';
import { createOgImageService } from './og-image.ts';
import { backdropSvg, coverSvg, portraitSvg } from './svg-art.ts';

const CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
const ZUid = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** The drawn pictures are SVG documents, not JSON. */
const svgAnswer = { 200: { content: { 'image/svg+xml': { schema: z.string() } } } };

export function mediaRoutes(db: Database): FastifyPluginAsyncZod {
  async function artOf(uid: string) {
    const [row] = await db
      .select({
        title: entries.title,
        type: entries.type,
        subType: entries.subType,
        options: entries.options,
      })
      .from(entries)
      .where(eq(entries.uid, uid))
      .limit(1);
    if (!row) throw notFound('Bild nicht gefunden.');
    return artInputOf(uid, row);
  }

  const ogImages = createOgImageService(db);

  return async (app) => {
    app.get(
      '/media/og/:file',
      {
        config: { access: 'public' },
        schema: {
          tags: ['media'],
          summary: "A share card for link previews: 1200×630 PNG of the entry's backdrop, cover and title",
          params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.png$/) }),
          response: { 200: { content: { 'image/png': { schema: ZFileBody } } }, 404: ZErrorResponse },
        },
      },
      async (request, reply) => {
        const png = await ogImages.card(request.params.file.replace(/\.png$/, ''));
        if (!png) throw notFound('Bild nicht gefunden.');
        return reply.type('image/png').header('cache-control', CACHE).send(png);
      },
    );
    app.get(
      '/media/cover/:file',
      {
        config: { access: 'public' },
        schema: {
          tags: ['media'],
          params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]+\.svg$/) }),
          response: svgAnswer,
        },
      },
      async (request, reply) => {
        const art = await artOf(request.params.file.replace(/\.svg$/, ''));
        return reply.type('image/svg+xml').header('cache-control', CACHE).send(coverSvg(art));
      },
    );
    app.get(
      '/media/backdrop/:uid/:file',
      {
        config: { access: 'public' },
        schema: {
          tags: ['media'],
          params: z.object({ uid: ZUid, file: z.string().regex(/^[1-9]\.svg$/) }),
          response: svgAnswer,
        },
      },
      async (request, reply) => {
        const art = await artOf(request.params.uid);
        return reply
          .type('image/svg+xml')
          .header('cache-control', CACHE)
          .send(backdropSvg(art, Number(request.params.file[0])));
      },
    );
    app.get(
      '/media/actor/:file',
      {
        config: { access: 'public' },
        schema: {
          tags: ['media'],
          params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/) }),
          response: svgAnswer,
        },
      },
      async (request, reply) => {
        const [actor] = await db
          .select({ name: actors.name })
          .from(actors)
          .where(eq(actors.slug, request.params.file.replace(/\.svg$/, '')))
          .limit(1);
        if (!actor) throw notFound('Bild nicht gefunden.');
        return reply.type('image/svg+xml').header('cache-control', CACHE).send(portraitSvg(actor.name));
      },
    );
  };
}
