import { describe, expect, it } from 'vitest';
// The overlay's own mapping (web), so this test sees exactly what the browser would load.
import { trailerEmbedOf } from '../../../web/src/components/entries/trailer-embed.ts';
import { demoCatalogue } from '../db/seed/demo/index.ts';
import { CONTENT_SECURITY_POLICY } from './security-headers.ts';

/**
 * Issue 23: every demo trailer plays in the overlay (spec 01 §2) — a `<video>` of a file (media-src
 * allows https) or a frame of a player our CSP's frame-src names; never a web page the CSP blocks.
 */
describe('demo trailers and the CSP', () => {
  const frameOrigins = CONTENT_SECURITY_POLICY['frame-src'].filter((source) => source.startsWith('https://'));
  const withTrailer = demoCatalogue.filter((entry) => entry.trailer);

  it('the demo has trailers, each on a public https source', () => {
    expect(withTrailer.length).toBeGreaterThanOrEqual(7);
    for (const entry of withTrailer) expect(entry.trailer).toMatch(/^https:\/\//);
  });

  it.each(withTrailer.map((entry) => [entry.title, entry.trailer ?? '']))(
    '%s plays: %s',
    (_title, trailer) => {
      const embed = trailerEmbedOf(trailer);
      expect(embed?.kind).toMatch(/^(video|frame)$/);
      if (embed?.kind === 'frame') {
        const src = new URL(embed.src, 'https://regal.example');
        const allowed = src.origin === 'https://regal.example' || frameOrigins.includes(src.origin);
        expect(allowed, `${src.origin} is not in frame-src`).toBe(true);
      }
      if (embed?.kind === 'video') expect(CONTENT_SECURITY_POLICY['media-src']).toContain('https:');
    },
  );

  it('a trailer on any other web page becomes a link, not a frame the CSP would block', () => {
    expect(trailerEmbedOf('https://studio.blender.org/films/spring/')).toEqual({
      kind: 'link',
      href: 'https://studio.blender.org/films/spring/',
    });
  });
});
