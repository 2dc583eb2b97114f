import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** JSON answers smaller than this go out as they are: compressing a few hundred bytes costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (brotli before gzip), honouring `q=0`. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

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
 * API reads get a weak ETag of their body (a repeated GET answers 304 without the body), and JSON
 * answers above COMPRESS_MIN_BYTES are compressed for clients that accept it (brotli at a fast
 * quality, else gzip). Static files are not touched here: they are precompressed at build time.
 */
export function registerHttpCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!request.url.startsWith('/api/') || !isJson(reply)) return payload;
    const body = bodyOf(payload);
    if (!body) return payload;

    if ((request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200) {
      const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag);
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) {
        reply.code(304);
        reply.removeHeader('content-length');
        return '';
      }
    }

    if (body.length < COMPRESS_MIN_BYTES) return payload;
    reply.header('vary', 'Accept-Encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed =
      encoding === 'br'
        ? await brotli(body, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : await gzipAsync(body, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
