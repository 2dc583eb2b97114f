import multipart from '@fastify/multipart';
import { ZMediaUploadQuery, ZMediaUploadResponse, zText } from '@regal/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { ZFileBody } from '../../plugins/route-answers.ts';
import { sniffImageKind, UnreadableImageError } from '../account/avatar-image.ts';
import { actorOf, base, type CatalogueApp, type CatalogueDeps, e } from './catalogue-route-kit.ts';
import { reencodeMedia } from './media-files.ts';
import { say } from './messages.ts';

/** Media files: serving an uploaded image, and the upload (multipart, sniffed, re-encoded). */
export async function registerMediaRoutes(app: CatalogueApp, deps: CatalogueDeps): Promise<void> {
  app.get(
    '/media/file/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['media'],
        summary: 'An uploaded poster, backdrop or screenshot (WebP)',
        params: z.object({ name: zText().max(40) }),
        response: { 200: { content: { 'image/webp': { schema: ZFileBody } } }, 400: e, 404: e },
      },
    },
    async (request, reply) => {
      const bytes = await deps.media.read(request.params.name);
      if (!bytes) throw notFound(say(request, 'mediaNotFound'));
      // Names carry a random token and are never reused: cache for good.
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(bytes);
    },
  );

  await app.register(async (plain) => {
    const uploads = plain.withTypeProvider<ZodTypeProvider>();
    await uploads.register(multipart, {
      limits: {
        fileSize: deps.mediaMaxBytes,
        files: 1,
        fields: 5,
        parts: 6,
        fieldSize: 1024,
        headerPairs: 50,
      },
      throwFileSizeLimit: true,
    });
    uploads.post(
      '/media/upload',
      {
        config: { access: 'media.upload' },
        schema: {
          tags: ['back office'],
          summary: 'Upload a poster, backdrop or screenshot (multipart field "image"); re-encoded to WebP',
          consumes: ['multipart/form-data'],
          querystring: ZMediaUploadQuery,
          response: { 200: ZMediaUploadResponse, ...base, 413: e },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > deps.mediaMaxBytes + 16 * 1024)
          throw new HttpError(413, say(request, 'mediaTooLarge'), { image: say(request, 'mediaTooLarge') });
        if (!request.isMultipart()) throw badRequest({ image: say(request, 'mediaMissing') });
        let bytes: Buffer | null = null;
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            const data = await part.toBuffer();
            if (part.fieldname === 'image' && data.length > 0 && !bytes) bytes = data;
          }
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new HttpError(413, say(request, 'mediaTooLarge'), {
              image: say(request, 'mediaTooLarge'),
            });
          }
          throw badRequest({ image: say(request, 'mediaUnreadable') });
        }
        if (!bytes) throw badRequest({ image: say(request, 'mediaMissing') });
        const kind = sniffImageKind(bytes);
        if (!kind) throw badRequest({ image: say(request, 'mediaUnreadable') });
        let encoded: Awaited<ReturnType<typeof reencodeMedia>>;
        try {
          encoded = await reencodeMedia(bytes, kind, request.query.kind);
        } catch (error) {
          if (error instanceof UnreadableImageError)
            throw badRequest({ image: say(request, 'mediaUnreadable') });
          throw error;
        }
        const saved = await deps.media.save({
          kind: request.query.kind,
          entryId: request.query.entry_id ?? null,
          userId: actor.id,
          ...encoded,
        });
        return {
          message: say(request, 'mediaSaved'),
          url: saved.url,
          width: encoded.width,
          height: encoded.height,
        };
      },
    );
  });
}
