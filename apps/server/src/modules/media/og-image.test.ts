import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildEntry, buildUser } from '../../db/seed/factories.ts';
import { createMediaFilesRepository } from '../catalogue/media-files.ts';
import { ogImageUrl } from './media-urls.ts';

const ctx = useTestApp();

describe('share card (GET /api/media/og/{uid}.png)', () => {
  let generated = '';
  let uploaded = '';
  let hidden = '';
  let deleted = '';

  beforeAll(async () => {
    generated = (
      await buildEntry(ctx.db, { title: 'Die Reise zum Mond <&> "1902"', releasedAt: '1902-09-01' })
    ).uid;
    // A pure red poster and a pure blue backdrop, stored like an upload: the card must show them.
    const owner = await buildUser(ctx.db);
    const media = createMediaFilesRepository(ctx.db);
    const solid = (r: number, g: number, b: number, width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
        .webp()
        .toBuffer();
    const poster = await media.save({
      kind: 'poster',
      entryId: null,
      userId: owner.id,
      data: await solid(255, 0, 0, 200, 300),
      width: 200,
      height: 300,
    });
    const backdrop = await media.save({
      kind: 'backdrop',
      entryId: null,
      userId: owner.id,
      data: await solid(0, 0, 255, 640, 360),
      width: 640,
      height: 360,
    });
    uploaded = (
      await buildEntry(ctx.db, {
        title: 'Nosferatu',
        cover: poster.url,
        options: { backdrops: [{ cdn: false, url: backdrop.url, link: null }] },
      })
    ).uid;
    hidden = (await buildEntry(ctx.db, { title: 'Versteckt', active: false })).uid;
    deleted = (await buildEntry(ctx.db, { title: 'Gelöscht', deletedAt: new Date() })).uid;
  });

  it('answers a 1200×630 PNG for generated artwork, cacheable', async () => {
    const res = await ctx.app.inject({ url: ogImageUrl(generated) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('max-age=');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it("draws the type caption in the reader's language, one cached card per language (issue 36)", async () => {
    const en = await ctx.app.inject({
      url: ogImageUrl(generated),
      headers: { 'accept-language': 'en-US,en' },
    });
    const de = await ctx.app.inject({
      url: ogImageUrl(generated),
      headers: { 'accept-language': 'de-DE,de' },
    });
    expect(en.statusCode).toBe(200);
    expect(en.headers.vary).toContain('accept-language');
    expect(Buffer.compare(en.rawPayload, de.rawPayload)).not.toBe(0);
  });

  it('is made from the uploaded cover and backdrop when the entry has them', async () => {
    const res = await ctx.app.inject({ url: ogImageUrl(uploaded) });
    expect(res.statusCode).toBe(200);
    const { data, info } = await sharp(res.rawPayload)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * 3;
      return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0] as const;
    };
    // Inside the cover (left, 320×480 from 72,75): the poster's red.
    const [r, g, b] = pixel(200, 300);
    expect(r).toBeGreaterThan(200);
    expect(g).toBeLessThan(40);
    expect(b).toBeLessThan(40);
    // Top right corner: the backdrop's blue under the shading.
    const [r2, g2, b2] = pixel(1190, 10);
    expect(b2).toBeGreaterThan(r2 + 20);
    expect(b2).toBeGreaterThan(g2 + 20);
  });

  it('is 404 for unknown, hidden and deleted entries and for other file names', async () => {
    for (const uid of ['doesnotexist', hidden, deleted]) {
      const res = await ctx.app.inject({ url: ogImageUrl(uid) });
      expect(res.statusCode, uid).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404 });
    }
    expect((await ctx.app.inject({ url: `/api/media/og/${generated}.jpg` })).statusCode).toBe(400);
  });
});
