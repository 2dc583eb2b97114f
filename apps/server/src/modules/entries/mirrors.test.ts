import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildEntry, buildRelease, buildUser } from '../../db/seed/factories.ts';

const ctx = useTestApp({ MIRROR_HOSTERS: 'ddownload, rapidgator' });

describe('mirror rules (spec §5, §9)', () => {
  let uid = '';

  beforeAll(async () => {
    const entry = await buildEntry(ctx.db, { title: 'Spiegelbild', type: 'movie' });
    uid = entry.uid;
    const [anna, bert, cleo, dora] = await Promise.all(
      ['anna', 'bert', 'cleo', 'dora'].map((username) => buildUser(ctx.db, { username })),
    );
    const name = 'Spiegelbild.2020.German.1080p.WEB.x264-GRP';
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
    // Four uploads of one title: the first only on a hoster that is not configured.
    await buildRelease(ctx.db, {
      entryId: entry.id,
      fulltitle: name,
      userId: anna?.id,
      createdAt: at(4),
      links: { katfile: ['https://katfile.example/a'] },
    });
    await buildRelease(ctx.db, {
      entryId: entry.id,
      fulltitle: name,
      userId: bert?.id,
      createdAt: at(3),
      links: { 'rapidgator.net': ['https://rg.example/b'], katfile: ['https://katfile.example/b'] },
      options: { check: { 'rapidgator.net': '/status/on.png', katfile: '/status/off.png' } },
    });
    await buildRelease(ctx.db, {
      entryId: entry.id,
      fulltitle: name.toLowerCase(),
      userId: cleo?.id,
      createdAt: at(2),
      links: { ddownload: ['https://dd.example/c1', 'https://dd.example/c2'] },
    });
    await buildRelease(ctx.db, {
      entryId: entry.id,
      fulltitle: name,
      userId: dora?.id,
      createdAt: at(1),
      links: { ddownload: ['https://dd.example/d'] },
    });
    await buildRelease(ctx.db, {
      entryId: entry.id,
      fulltitle: 'Spiegelbild.2020.German.720p.WEB.x264-GRP',
      createdAt: at(0),
      links: { ddownload: ['https://dd.example/720'] },
    });
  });

  it('groups releases of one name into one title with at most two mirrors on the configured hosters', async () => {
    const detail = (await ctx.app.inject({ url: `/api/entries/${uid}` })).json();
    expect(detail.releases.map((r: { fulltitle: string }) => r.fulltitle)).toEqual([
      'Spiegelbild.2020.German.1080p.WEB.x264-GRP',
      'Spiegelbild.2020.German.720p.WEB.x264-GRP',
    ]);
    const [title] = detail.releases;
    expect(title.mirrors).toEqual([
      {
        key: expect.any(String),
        user: 'bert',
        links: { 'rapidgator.net': ['https://rg.example/b'] },
        check: { 'rapidgator.net': '/status/on.png' },
      },
      {
        key: expect.any(String),
        user: 'cleo',
        links: { ddownload: ['https://dd.example/c1', 'https://dd.example/c2'] },
        // No status image of its own: the link checker's badge (issue 13).
        check: { ddownload: expect.stringMatching(/^\/api\/links\/status\/\w+\/ddownload\.svg$/) },
      },
    ]);
    // The title's own links follow the same hoster rule.
    expect(title.links).toEqual({});
    expect(detail.releases[1].mirrors).toHaveLength(1);
  });
});

describe('mirror rules without configured hosters', () => {
  const open = useTestApp();

  it('keeps every hoster and still caps the mirrors at two', async () => {
    const entry = await buildEntry(open.db, { title: 'Offen' });
    for (const hoster of ['a', 'b', 'c']) {
      await buildRelease(open.db, {
        entryId: entry.id,
        fulltitle: 'Offen.2021.German.1080p.WEB.x264-GRP',
        links: { [hoster]: [`https://${hoster}.example/x`] },
      });
    }
    const detail = (await open.app.inject({ url: `/api/entries/${entry.uid}` })).json();
    expect(detail.releases).toHaveLength(1);
    expect(detail.releases[0].mirrors).toHaveLength(2);
  });
});
