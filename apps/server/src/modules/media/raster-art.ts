import { createHash } from 'node:crypto';
import { createGeneratedCache } from '../../lib/generated-cache.ts';
import { loadSharp } from '../../lib/sharp.ts';
import type { Draw } from './og-image.ts';

/**
 * Pictures rasterised, by the hash of their SVG text: an edit that changes the drawing changes the
 * key, so nothing needs dropping. ~10–60 KB each; at most 24 MB (issue 32: bound by bytes).
 */
const CACHE = { maxBytes: 24 * 1024 * 1024, ttlMs: 24 * 60 * 60_000 };
/** Gradients and flat shapes: quality 75 shows no banding at a quarter of PNG's size. */
const WEBP = { quality: 75, effort: 4 };

/**
 * The generated artwork (covers, backdrops, portraits) as WebP. Pages show it as WebP because a
 * browser builds an SVG `<img>` as a document of its own on the main thread: on a phone (4× CPU
 * slowdown) that was 40–110 ms per cover, 730 ms for home's covers, the largest part of its blocking
 * time; a WebP is decoded off the main thread. The SVG addresses stay for whoever links them.
 */
export function createArtRasterizer() {
  const cache = createGeneratedCache<Buffer>(CACHE);
  return (svg: string, draw: Draw = (work) => work()): Promise<Buffer> =>
    cache.get(createHash('sha256').update(svg).digest('base64url'), () =>
      draw(async () => (await loadSharp())(Buffer.from(svg)).webp(WEBP).toBuffer()),
    );
}
