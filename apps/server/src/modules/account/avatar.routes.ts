import multipart from '@fastify/multipart';
import { ZAccountUserResponse, ZErrorResponse } from '@regal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { requireVerifiedUser } from '../../plugins/auth.ts';
import { ZFileBody } from '../../plugins/route-answers.ts';
import { accountUserResponse } from './account.routes.ts';
import type { AvatarService } from './avatar.service.ts';
import { AVATAR_FILE_PATTERN } from './avatar-storage.ts';

/** Room for the multipart boundary lines and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
export const AVATAR_TOO_LARGE = 'Bild zu groß.';
export const AVATAR_MISSING = 'Kein Bild ausgewählt';

/**
 * Past this many declared bytes the connection is closed right after the 413. Below it Node
 * discards the rest of the body (without buffering it), so a browser still sending a 5 MB photo
 * reads the 413 instead of a connection reset.
 */
const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

const tooLarge = (closeConnection: boolean) =>
  new HttpError(
    413,
    AVATAR_TOO_LARGE,
    { image: AVATAR_TOO_LARGE },
    closeConnection ? { connection: 'close' } : undefined,
  );

/**
 * 413 before the body is read: the declared Content-Length is checked as soon as the request
 * line and headers are in. Chunked uploads have no length up front; the streaming limit catches
 * them.
 */
function refuseDeclaredOversize(maxBytes: number) {
  return async (request: FastifyRequest) => {
    requireVerifiedUser(request);
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(declared > DRAIN_LIMIT_BYTES);
  };
}

const isFileTooLarge = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** Errors of @fastify/multipart that already carry their 4xx (too many parts, bad content type, …). */
const hasClientStatus = (error: unknown) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

export function avatarRoutes(service: AvatarService, maxBytes: number): FastifyPluginAsyncZod {
  return async (app) => {
    // Registered in this plugin only: no other route accepts multipart bodies.
    await app.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
      throwFileSizeLimit: true,
    });

    app.post(
      '/auth/user/avatar',
      {
        config: { access: 'verified' },
        onRequest: refuseDeclaredOversize(maxBytes),
        schema: {
          tags: ['account'],
          summary: 'Upload a new avatar (multipart field "image"; JPEG, PNG, WebP or GIF)',
          consumes: ['multipart/form-data'],
          response: {
            200: ZAccountUserResponse,
            400: ZErrorResponse,
            401: ZErrorResponse,
            403: ZErrorResponse,
            413: ZErrorResponse,
          },
        },
      },
      async (request) => {
        const { user, session } = requireVerifiedUser(request);
        if (!request.isMultipart()) throw badRequest({ image: AVATAR_MISSING });
        let bytes: Buffer | null = null;
        try {
          // Read every part so the stream ends cleanly; keep the first non-empty "image" file.
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            const data = await part.toBuffer();
            if (part.fieldname === 'image' && data.length > 0 && !bytes) bytes = data;
          }
        } catch (error) {
          if (isFileTooLarge(error)) throw tooLarge(false);
          if (hasClientStatus(error)) throw error;
          // Busboy's "Unexpected end of form" and kin: the body stopped mid-part.
          throw badRequest({ image: 'Der Upload war unvollständig.' });
        }
        if (!bytes) throw badRequest({ image: AVATAR_MISSING });
        const updated = await service.replaceAvatar(user, bytes);
        return accountUserResponse('Avatar updated', updated, session);
      },
    );

    app.get(
      '/media/avatar/:file',
      {
        config: { access: 'public' },
        schema: {
          tags: ['media'],
          summary: 'A stored avatar (always WebP)',
          params: z.object({ file: z.string().regex(AVATAR_FILE_PATTERN) }),
          response: { 200: { content: { 'image/webp': { schema: ZFileBody } } } },
        },
      },
      async (request, reply) => {
        const bytes = await service.read(request.params.file);
        if (!bytes) throw notFound('Bild nicht gefunden.');
        // Names are random and never reused, so the file can be cached for good.
        return reply
          .type('image/webp')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .send(bytes);
      },
    );
  };
}
