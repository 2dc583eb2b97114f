import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createGeneratedCache } from '../lib/generated-cache.ts';
import { pickEncoding } from './http-caching.ts';

/** One Mantine component's sheet (apps/web/build-tools/mantine-parts.ts writes them). */
type MantinePart = { name: string; classes: string[]; css: string };

const CLASS_IN_HTML = /\bm_[0-9a-f]{8}\b/g;
/** A set of parts in an address: a bit per part, in base 36 (about 21 characters for 110 parts). */
const MASK = /^[0-9a-z]{1,40}$/;
const PREFIX = '/app/css/mantine-parts';
/**
 * Distinct sets are few (one or two per kind of page); a bound in bytes keeps made-up ones from
 * piling up (a sheet of every part is a few hundred KB with its two compressed copies).
 */
const SHEETS_BYTES = 8 * 1024 * 1024;

type Sheet = { raw: Buffer; br: Buffer; gzip: Buffer };

export interface MantinePartsSheets {
  /** The `<link>` to the sheet of the Mantine components the page's HTML uses, or '' if none. */
  linkFor(html: string): string;
}

/**
 * The server-rendered page's share of Mantine's styles (decision 028): the components its HTML
 * draws, named by the generated class names Mantine puts on every element, served as one sheet at an
 * address that names the set (so any process can answer it) and the build (so it can be cached for a
 * year). The whole sheet, which blocked the first paint of every page but home, loads before
 * hydration as before.
 */
export function registerMantineParts(app: FastifyInstance, webDist: string): MantinePartsSheets {
  const file = path.join(webDist, 'mantine-parts.json');
  if (!existsSync(file)) return { linkFor: () => '' };
  const text = readFileSync(file, 'utf8');
  const { parts } = JSON.parse(text) as { parts: MantinePart[] };
  const build = createHash('sha256').update(text).digest('hex').slice(0, 10);
  const partOfClass = new Map<string, number>();
  parts.forEach((part, index) => {
    for (const name of part.classes) if (!partOfClass.has(name)) partOfClass.set(name, index);
  });
  const sheets = createGeneratedCache<Sheet>({ maxBytes: SHEETS_BYTES, ttlMs: Number.POSITIVE_INFINITY });

  const makeSheet = async (mask: bigint): Promise<Sheet> => {
    const raw = Buffer.from(
      parts
        .filter((_part, index) => (mask >> BigInt(index)) & 1n)
        .map((p) => p.css)
        .join('\n'),
    );
    const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 };
    const [br, gz] = await Promise.all([promisify(brotliCompress)(raw, { params }), promisify(gzip)(raw)]);
    return { raw, br, gzip: gz };
  };

  app.get<{ Params: { build: string; mask: string } }>(
    `${PREFIX}/:build/:mask.css`,
    async (request, reply) => {
      const { mask } = request.params;
      const set = MASK.test(mask) ? parseBase36(mask) : 0n;
      // A set from another build (or none) is not ours to answer: the page that named it is stale.
      if (request.params.build !== build || set === 0n || set >> BigInt(parts.length) !== 0n) {
        return reply
          .status(404)
          .send({ statusCode: 404, error: 'Not Found', message: 'No such style sheet.' });
      }
      const sheet = await sheets.get(set.toString(36), () => makeSheet(set));
      const encoding = pickEncoding(request.headers['accept-encoding']);
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'Accept-Encoding');
      if (!encoding) return reply.send(sheet.raw);
      return reply.header('content-encoding', encoding).send(encoding === 'br' ? sheet.br : sheet.gzip);
    },
  );

  return {
    linkFor(html) {
      let set = 0n;
      for (const [name] of html.matchAll(CLASS_IN_HTML)) {
        const index = partOfClass.get(name);
        if (index !== undefined) set |= 1n << BigInt(index);
      }
      if (set === 0n) return '';
      return `<link rel="stylesheet" href="${PREFIX}/${build}/${set.toString(36)}.css">`;
    },
  };
}

/** A base-36 number of any length (BigInt has no radix parser). */
function parseBase36(text: string): bigint {
  let value = 0n;
  for (const char of text) value = value * 36n + BigInt(Number.parseInt(char, 36));
  return value;
}
