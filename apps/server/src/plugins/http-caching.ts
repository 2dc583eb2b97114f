import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  bodyHash,
  COMPRESS_MIN_BYTES,
  compress,
  type Encoding,
  matchesIfNoneMatch,
  pickEncoding,
} from '../lib/answer-encoding.ts';

export { COMPRESS_MIN_BYTES, type Encoding, pickEncoding };

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.includes('json');
}

function bodyOf(payload: unknown): Buffer | null {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  return null;
}

/**
 * API reads the answer cache does not hold (answers for one caller, uncached routes) get a weak
 * ETag of their body (a repeated GET answers 304 without the body), and JSON answers above
 * COMPRESS_MIN_BYTES are compressed for clients that accept it. Public reads go through
 * `plugins/answer-cache.ts`, which stores the same encodings once with strong ETags (decision 032)
 * and marks its requests so they pass here untouched. Static files are precompressed at build time.
 */
export function registerHttpCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.answerCacheHandled || !request.url.startsWith('/api/') || !isJson(reply)) return payload;
    const body = bodyOf(payload);
    if (!body) return payload;

    if ((request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200) {
      const hash = bodyHash(body);
      reply.header('etag', `W/"${hash}"`);
      if (matchesIfNoneMatch(request.headers['if-none-match'], hash)) {
        reply.code(304);
        reply.removeHeader('content-length');
        return '';
      }
    }

    if (body.length < COMPRESS_MIN_BYTES) return payload;
    reply.header('vary', 'Accept-Encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compress(body, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
