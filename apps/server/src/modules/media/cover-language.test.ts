import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildEntry } from '../../db/seed/factories.ts';

/** Issue 36: the generated cover's type caption ("FILM") follows the reader, not the catalogue. */
const ctx = useTestApp();

describe('generated cover art language', () => {
  it('says MOVIE to an English reader and FILM to a German one; ?lang= and the cookie decide first', async () => {
    const { uid } = await buildEntry(ctx.db, { title: 'Metropolis', type: 'movie', subType: null });
    const cover = (headers: Record<string, string>, query = '') =>
      ctx.app.inject({ url: `/api/media/cover/${uid}.svg${query}`, headers });
    const english = await cover({ 'accept-language': 'en-US,en;q=0.9' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('>MOVIE<');
    expect(english.headers.vary).toContain('accept-language');
    expect((await cover({ 'accept-language': 'de-DE' })).body).toContain('>FILM<');
    expect((await cover({ 'accept-language': 'en-US', cookie: 'regal_locale=de' })).body).toContain('>FILM<');
    expect((await cover({ 'accept-language': 'de-DE' }, '?lang=en')).body).toContain('>MOVIE<');
  });
});
