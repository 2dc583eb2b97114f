import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { entries, releaseDownloadHits, releases } from '../../db/schema/index.ts';
import { buildEntry, buildRelease } from '../../db/seed/factories.ts';

const ctx = useTestApp({ DOWNLOAD_COUNT_WINDOW_MINUTES: '60' });

async function downloadsOf(releaseId: number, entryId: number) {
  const [release] = await ctx.db
    .select({ n: releases.downloads })
    .from(releases)
    .where(eq(releases.id, releaseId));
  const [entry] = await ctx.db.select({ n: entries.downloads }).from(entries).where(eq(entries.id, entryId));
  return { release: release?.n, entry: entry?.n };
}

function click(id: number, client: { ip: string; ua: string }, contentType = 'application/json') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/release/download',
    remoteAddress: client.ip,
    headers: { 'user-agent': client.ua, 'content-type': contentType },
    payload: JSON.stringify({ id }),
  });
}

describe('POST /api/release/download', () => {
  let entryId = 0;
  let releaseId = 0;
  const alice = { ip: '203.0.113.7', ua: 'Mozilla/5.0 Alice' };

  beforeAll(async () => {
    const entry = await buildEntry(ctx.db, { title: 'Tears of Steel', type: 'movie' });
    entryId = entry.id;
    releaseId = (
      await buildRelease(ctx.db, { entryId, fulltitle: 'Tears.of.Steel.2012.1080p.WEB.x264-MANGO' })
    ).id;
  });

  it('counts a click on the release and its entry, answering 204 with no body', async () => {
    const res = await click(releaseId, alice);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await downloadsOf(releaseId, entryId)).toEqual({ release: 1, entry: 1 });
  });

  it('does not count the same client hammering the endpoint again within the window', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => click(releaseId, alice)));
    expect(results.every((res) => res.statusCode === 204)).toBe(true);
    expect(await downloadsOf(releaseId, entryId)).toEqual({ release: 1, entry: 1 });
  });

  it('counts other clients (another IP, or another browser behind the same IP)', async () => {
    await click(releaseId, { ip: '198.51.100.1', ua: 'Mozilla/5.0 Bob' });
    await click(releaseId, { ip: alice.ip, ua: 'Mozilla/5.0 Carol' });
    expect(await downloadsOf(releaseId, entryId)).toEqual({ release: 3, entry: 3 });
  });

  it('counts the same client again once the window has passed', async () => {
    // Age Alice's hit past the 60-minute window.
    await ctx.db
      .update(releaseDownloadHits)
      .set({ countedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(releaseDownloadHits.releaseId, releaseId));
    await click(releaseId, alice);
    expect(await downloadsOf(releaseId, entryId)).toEqual({ release: 4, entry: 4 });
  });

  it('stores a hash of the client, never its IP', async () => {
    const rows = await ctx.db.select().from(releaseDownloadHits);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.clientHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.clientHash).not.toContain(alice.ip);
    }
  });

  it('accepts the text/plain body navigator.sendBeacon sends', async () => {
    const res = await click(releaseId, { ip: '192.0.2.44', ua: 'Beacon' }, 'text/plain;charset=UTF-8');
    expect(res.statusCode).toBe(204);
    expect((await downloadsOf(releaseId, entryId)).release).toBe(5);
  });

  it('answers 404 for an unknown or trashed release and 400 for a bad id', async () => {
    expect((await click(999_999, alice)).statusCode).toBe(404);
    const trashed = await buildRelease(ctx.db, { entryId, fulltitle: 'Gone.2012.720p-X' });
    await ctx.db.update(releases).set({ deletedAt: new Date() }).where(eq(releases.id, trashed.id));
    expect((await click(trashed.id, alice)).statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/release/download',
      payload: { id: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('id');
  });
});
