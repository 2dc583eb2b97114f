import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { pages } from '../../db/schema/index.ts';
import { buildEntry, buildRelease } from '../../db/seed/factories.ts';

const BASE = 'https://regal.example';
// Three URLs a file, so a handful of entries already needs several sitemap files.
const ctx = useTestApp({ PUBLIC_URL: `${BASE}/`, SITEMAP_URLS_PER_FILE: '3' });

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['sitemap', 'url', 'entry', 'link', 'li'].includes(name),
});
const HOSTILE = 'Tom & Jerry <script>alert(1)</script> "]]> \u0001\u000b\u0008Ende';
const HOSTILE_CLEAN = 'Tom & Jerry <script>alert(1)</script> "]]> Ende';

/** Well-formed (a real parser agrees), free of characters XML forbids, then parsed. */
function parseXml(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: checking that none got through
  expect(body).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  return parser.parse(body);
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

describe('discovery files', () => {
  const visible: { uid: string; slug: string }[] = [];
  const invisible: string[] = [];
  let hostileUid = '';

  beforeAll(async () => {
    for (let i = 0; i < 55; i++) {
      const entry = await buildEntry(ctx.db, {
        title: `Stummfilm Nummer ${i}`,
        type: i % 5 === 0 ? 'series' : 'movie',
        description: `Beschreibung ${i} `.repeat(40),
        lastReleaseAt: new Date(Date.UTC(2025, 0, 1 + i)),
      });
      visible.push(entry);
    }
    const hostile = await buildEntry(ctx.db, {
      title: HOSTILE,
      description: 'Böse <b>Beschreibung</b> & mehr\u0002',
      lastReleaseAt: new Date(Date.UTC(2026, 5, 1)),
    });
    hostileUid = hostile.uid;
    visible.push(hostile);
    await buildRelease(ctx.db, {
      entryId: hostile.id,
      fulltitle: 'Tom.and.Jerry.1940.German.1080p.WEB.x264-<GRP>&',
    });
    await buildRelease(ctx.db, {
      entryId: hostile.id,
      fulltitle: 'Tom.and.Jerry.1940.German.720p.WEB.x264-OLD',
      deletedAt: new Date(),
    });
    invisible.push(
      (await buildEntry(ctx.db, { title: 'Versteckter Film', active: false, lastReleaseAt: new Date() })).uid,
    );
    invisible.push(
      (
        await buildEntry(ctx.db, {
          title: 'Gelöschter Film',
          deletedAt: new Date(),
          lastReleaseAt: new Date(),
        })
      ).uid,
    );
    await ctx.db.insert(pages).values({ title: 'Über uns', slug: 'ueber-uns', body: '<p>Hallo</p>' });
  });

  it('lists every visible entry in sitemap files of at most the configured size, and no hidden one', async () => {
    const index = await ctx.app.inject({ url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toContain('max-age=');
    const files = asList<{ loc: string; lastmod?: string }>(parseXml(index.body).sitemapindex.sitemap);
    expect(files[0]?.loc).toBe(`${BASE}/sitemaps/static.xml`);
    const entryFiles = files.slice(1);
    expect(entryFiles).toHaveLength(Math.ceil(visible.length / 3));

    const listed: string[] = [];
    for (const [i, file] of entryFiles.entries()) {
      expect(file.loc).toBe(`${BASE}/sitemaps/entries-${i + 1}.xml`);
      expect(file.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
      const res = await ctx.app.inject({ url: file.loc.slice(BASE.length) });
      expect(res.statusCode).toBe(200);
      const urls = asList<{ loc: string; lastmod: string }>(parseXml(res.body).urlset.url);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(3);
      for (const url of urls) expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
      listed.push(...urls.map((u) => u.loc));
    }
    expect(listed.sort()).toEqual(visible.map((e) => `${BASE}/detail/${e.uid}/${e.slug}`).sort());
    for (const uid of invisible) expect(listed.join('\n')).not.toContain(uid);
  });

  it('has the static pages in their own file, and 404 for files that do not exist', async () => {
    const res = await ctx.app.inject({ url: '/sitemaps/static.xml' });
    const locs = asList<{ loc: string }>(parseXml(res.body).urlset.url).map((u) => u.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${BASE}/`,
        `${BASE}/type/movie`,
        `${BASE}/type/game`,
        `${BASE}/page/ueber-uns`,
      ]),
    );
    for (const url of [
      '/sitemaps/entries-999.xml',
      '/sitemaps/entries-0.xml',
      '/sitemaps/other.xml',
      '/sitemaps/static',
    ])
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(404);
  });

  it('names the sitemap by its absolute URL in robots.txt', async () => {
    const res = await ctx.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /api/');
  });

  it('answers the newest 50 entries as Atom at /feed and /atom.xml, escaped, with cover and release names', async () => {
    const res = await ctx.app.inject({ url: '/feed' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = parseXml(res.body).feed;
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.title).toBe('Regal: neueste Einträge');
    const items = asList<Record<string, unknown>>(feed.entry);
    expect(items).toHaveLength(50);
    // Newest release first: the hostile entry (June 2026), then entry 54, 53, …
    const first = items[0] as {
      title: string;
      content: { '#text': string };
      link: { '@rel': string; '@href': string }[];
    };
    expect(first.title).toBe(HOSTILE_CLEAN);
    const links = Object.fromEntries(first.link.map((l) => [l['@rel'], l['@href']]));
    expect(links.alternate).toMatch(new RegExp(`^${BASE}/detail/${hostileUid}/`));
    expect(links.enclosure).toBe(`${BASE}/api/media/og/${hostileUid}.png`);
    // The content is HTML inside the XML text: decoded once it is markup again, still escaped inside.
    const html = first.content['#text'];
    expect(html).toContain(`<img src="${BASE}/api/media/cover/${hostileUid}.webp"`);
    expect(html).toContain('Tom.and.Jerry.1940.German.1080p.WEB.x264-&lt;GRP&gt;&amp;');
    expect(html).not.toContain('720p');
    expect(html).toContain('Böse &lt;b&gt;Beschreibung&lt;/b&gt;');
    expect(html).not.toContain('<script>');
    const body = JSON.stringify(items);
    for (const uid of invisible) expect(body).not.toContain(uid);

    const atom = await ctx.app.inject({ url: '/atom.xml' });
    expect(asList(parseXml(atom.body).feed.entry)).toHaveLength(50);
    const rss = await ctx.app.inject({ url: '/rss' });
    expect(rss.statusCode).toBe(301);
    expect(rss.headers.location).toBe('/feed');
  });

  it('speaks English to an English reader', async () => {
    const res = await ctx.app.inject({
      url: '/feed/type/series',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(parseXml(res.body).feed.title).toBe('Regal: newest series');
  });

  it('has a feed per type with only that type, and 404 for unknown types', async () => {
    const res = await ctx.app.inject({ url: '/feed/type/series' });
    expect(res.statusCode).toBe(200);
    const items = asList<{ category: { '@term': string } }>(parseXml(res.body).feed.entry);
    expect(items).toHaveLength(11);
    for (const item of items) expect(item.category['@term']).toBe('series');
    expect((await ctx.app.inject({ url: '/feed/type/nothing' })).statusCode).toBe(404);
  });

  it('has a feed per search, through the same search as the API, with a hostile query escaped', async () => {
    const res = await ctx.app.inject({ url: '/feed/search?q=Nummer%2012&types=all' });
    expect(res.statusCode).toBe(200);
    const feed = parseXml(res.body).feed;
    const titles = asList<{ title: string }>(feed.entry).map((e) => e.title);
    expect(titles).toContain('Stummfilm Nummer 12');
    const api = await ctx.app.inject({
      url: '/api/start/search?q=Nummer%2012&types=all&per_page=50&sortBy=latest',
    });
    expect(titles).toEqual(api.json().data.map((e: { title: string }) => e.title));

    const hostile = await ctx.app.inject({
      url: `/feed/search?q=${encodeURIComponent('Jerry <script> & "x"')}&types=all`,
    });
    expect(hostile.statusCode).toBe(200);
    const hostileFeed = parseXml(hostile.body).feed;
    expect(hostileFeed.title).toBe('Regal: Suche „Jerry <script> & "x"“');
    expect((await ctx.app.inject({ url: '/feed/search?years=abc' })).statusCode).toBe(400);
  });
});
