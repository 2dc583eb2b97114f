import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, useTestApp } from '../../../test/test-app.ts';
import { releases, users } from '../../db/schema/index.ts';
import { buildEntry, buildRelease, buildUser } from '../../db/seed/factories.ts';

/**
 * Spec: "for hosters of user id 4 the crypt link host is rewritten". The rewrite happens when
 * releases are presented, so links stored before the setting existed are covered too.
 */
const rewriting = useTestApp({
  CRYPT_LINK_REWRITE_FROM: 'filecrypt.cc',
  CRYPT_LINK_REWRITE_TO: 'filecrypt.co',
});
const plain = useTestApp({ CRYPT_LINK_REWRITE_FROM: '', CRYPT_LINK_REWRITE_TO: 'filecrypt.co' });

const STORED = {
  ddownload: 'https://filecrypt.cc/Container/ABCDE12345.html?mirror=1',
  rapidgator: 'https://elsewhere.example/Container/ABCDE12345.html',
};

/** Users until one has id 4, the default CRYPT_REWRITE_USER_ID; and one more that is not 4. */
async function uploaders(ctx: TestContext) {
  let four = (await ctx.db.select().from(users).where(eq(users.id, 4)))[0];
  while (!four) {
    const user = await buildUser(ctx.db);
    if (user.id === 4) four = user;
    if (user.id > 4) throw new Error('user id 4 was skipped');
  }
  return { four, other: await buildUser(ctx.db) };
}

/** One entry with a release by user 4 and one by someone else (different names: no mirror grouping). */
async function seed(ctx: TestContext) {
  const { four, other } = await uploaders(ctx);
  const entry = await buildEntry(ctx.db, { title: 'Crypt Link Film', type: 'movie' });
  const byFour = await buildRelease(ctx.db, {
    entryId: entry.id,
    userId: four.id,
    fulltitle: 'Crypt.Link.Film.2024.German.1080p.WEB.x264-FOUR',
    links: { ddownload: ['https://ddownload.com/a'], rapidgator: ['https://rapidgator.net/b'] },
    cryptedLinks: STORED,
  });
  const byOther = await buildRelease(ctx.db, {
    entryId: entry.id,
    userId: other.id,
    fulltitle: 'Crypt.Link.Film.2024.German.720p.WEB.x264-OTHER',
    links: { ddownload: ['https://ddownload.com/c'] },
    cryptedLinks: { ddownload: STORED.ddownload },
  });
  return { entry, byFour, byOther };
}

async function cryptedLinksOnDetail(ctx: TestContext, entryUid: string) {
  const res = await ctx.app.inject({ url: `/api/entries/${entryUid}` });
  expect(res.statusCode).toBe(200);
  const list = res.json().releases as { uid: string; crypted_links: Record<string, string> }[];
  return new Map(list.map((release) => [release.uid, release.crypted_links]));
}

describe('crypt-link rewrite on the detail API', () => {
  let rewritten: Awaited<ReturnType<typeof seed>>;
  let unchanged: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    rewritten = await seed(rewriting);
    unchanged = await seed(plain);
  });

  it("shows the other host for user 4's release, keeping path, query and other hosts", async () => {
    const links = await cryptedLinksOnDetail(rewriting, rewritten.entry.uid);
    expect(links.get(rewritten.byFour.uid)).toEqual({
      ddownload: 'https://filecrypt.co/Container/ABCDE12345.html?mirror=1',
      rapidgator: 'https://elsewhere.example/Container/ABCDE12345.html',
    });
  });

  it("leaves another uploader's release alone", async () => {
    const links = await cryptedLinksOnDetail(rewriting, rewritten.entry.uid);
    expect(links.get(rewritten.byOther.uid)).toEqual({ ddownload: STORED.ddownload });
  });

  it('rewrites on read only: the database keeps the stored link', async () => {
    const [row] = await rewriting.db.select().from(releases).where(eq(releases.id, rewritten.byFour.id));
    expect(row?.cryptedLinks).toEqual(STORED);
  });

  it('changes nothing while CRYPT_LINK_REWRITE_FROM is empty', async () => {
    const links = await cryptedLinksOnDetail(plain, unchanged.entry.uid);
    expect(links.get(unchanged.byFour.uid)).toEqual(STORED);
    expect(links.get(unchanged.byOther.uid)).toEqual({ ddownload: STORED.ddownload });
  });
});
