import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { requests, users } from '../../db/schema/index.ts';
import { buildEntry, buildRelease, buildUser } from '../../db/seed/factories.ts';

/**
 * The crypt-link host rewrite applies wherever releases are shown, not only on the entry
 * detail: search release lists (releases, 0day, REQ), the live feed and the newest releases.
 */
const ctx = useTestApp({
  CRYPT_REWRITE_USER_ID: '4',
  CRYPT_LINK_REWRITE_FROM: 'filecrypt.cc',
  CRYPT_LINK_REWRITE_TO: 'filecrypt.co',
});

const STORED = { filecrypt: 'https://filecrypt.cc/Container/READERS42.html' };
const SHOWN = { filecrypt: 'https://filecrypt.co/Container/READERS42.html' };

interface Shown {
  fulltitle: string;
  crypted_links: Record<string, string>;
}

const byTitle = (list: Shown[]) => new Map(list.map((r) => [r.fulltitle, r.crypted_links]));

const FOUR_MOVIE = 'Readers.Film.2024.German.1080p.WEB.x264-FOUR';
const OTHER_MOVIE = 'Readers.Film.2024.German.720p.WEB.x264-OTHER';
const FOUR_ZERODAY = 'Readers_Hoerbuch_German-FOUR';

beforeAll(async () => {
  let four = (await ctx.db.select().from(users).where(eq(users.id, 4)))[0];
  while (!four) {
    const user = await buildUser(ctx.db);
    if (user.id === 4) four = user;
    if (user.id > 4) throw new Error('user id 4 was skipped');
  }
  const other = await buildUser(ctx.db);
  const entry = await buildEntry(ctx.db, { title: 'Readers Film', type: 'movie' });
  const movie = await buildRelease(ctx.db, {
    entryId: entry.id,
    userId: four.id,
    fulltitle: FOUR_MOVIE,
    cryptedLinks: STORED,
  });
  await buildRelease(ctx.db, {
    entryId: entry.id,
    userId: other.id,
    fulltitle: OTHER_MOVIE,
    cryptedLinks: STORED,
  });
  await buildRelease(ctx.db, {
    entryId: null,
    userId: four.id,
    fulltitle: FOUR_ZERODAY,
    type: 'digital',
    subType: 'abook',
    is0day: true,
    cryptedLinks: STORED,
  });
  await ctx.db
    .insert(requests)
    .values({ fulltitle: 'Readers Film Request', releaseId: movie.id, filledAt: new Date() });
});

async function getJson(url: string) {
  const res = await ctx.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('crypt-link rewrite in every release reader', () => {
  it('release search shows the rewritten host for user 4 only', async () => {
    const links = byTitle((await getJson('/api/start/search?mode=releases&q=Readers.Film')).data);
    expect(links.get(FOUR_MOVIE)).toEqual(SHOWN);
    expect(links.get(OTHER_MOVIE)).toEqual(STORED);
  });

  it('0day search rewrites both crypt_links and the release', async () => {
    const result = await getJson('/api/start/search?mode=0day&q=Readers');
    const item = result.data.find((d: { fulltitle: string }) => d.fulltitle === FOUR_ZERODAY);
    expect(item.links.crypt_links).toEqual(SHOWN);
    expect(item.release.crypted_links).toEqual(SHOWN);
  });

  it("REQ list shows the answering release's rewritten host", async () => {
    const result = await getJson('/api/start/search?mode=req&q=Readers');
    expect(result.data[0].release).toMatchObject({ fulltitle: FOUR_MOVIE, crypted_links: SHOWN });
  });

  it('live feed shows the rewritten host', async () => {
    const result = await getJson('/api/test/live?count=24');
    const links = byTitle(result.data.map((d: { release: Shown }) => d.release));
    expect(links.get(FOUR_MOVIE)).toEqual(SHOWN);
    expect(links.get(OTHER_MOVIE)).toEqual(STORED);
  });

  it('newest releases show the rewritten host', async () => {
    const result = await getJson('/api/releases/newest');
    const links = byTitle(result.data.map((d: { release: Shown }) => d.release));
    expect(links.get(FOUR_MOVIE)).toEqual(SHOWN);
    expect(links.get(FOUR_ZERODAY)).toEqual(SHOWN);
    expect(links.get(OTHER_MOVIE)).toEqual(STORED);
  });
});
