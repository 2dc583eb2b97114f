import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { entryRatings } from '../db/schema/community.ts';
import { buildEntry, buildRelease } from '../db/seed/factories.ts';
import { loadPageRenderer } from './page-render.ts';

/**
 * Public pages rendered on the server (issue 20, decision 028), through the real web build: its
 * browser files (`apps/web/dist`) and its server entry (`apps/web/dist-server`). The build is made
 * here when it is missing (a clean checkout runs the API tests before `npm run build`).
 */
const webDist = path.resolve(import.meta.dirname, '../../../web/dist');
const serverEntry = path.resolve(webDist, '../dist-server/entry-server.js');
if (!existsSync(serverEntry) || !existsSync(path.join(webDist, 'index.html'))) {
  execSync('npm run build --workspace @regal/web', {
    cwd: path.resolve(webDist, '../../..'),
    stdio: 'ignore',
  });
}

const ORIGIN = 'https://regal.example';
const ctx = useTestApp({ WEB_DIST: webDist, PUBLIC_URL: ORIGIN });

const TITLE = 'Nacht </script><script>alert(1)</script> & Tag';
const DESCRIPTION = `Ein Film über die Nacht. ${'Sehr lang. '.repeat(40)}`;

function page(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ url, headers: { accept: 'text/html', ...headers } });
}

function headTag(html: string, pattern: RegExp): string | undefined {
  return html.match(pattern)?.[1];
}

function jsonLdOf(html: string): Record<string, unknown> {
  const text = headTag(html, /<script type="application\/ld\+json">(.*?)<\/script>/s);
  if (!text) throw new Error('no JSON-LD in the page');
  return JSON.parse(text) as Record<string, unknown>;
}

describe('server-rendered public pages', () => {
  let uid = '';
  let slug = '';
  beforeAll(async () => {
    const entry = await buildEntry(ctx.db, {
      title: TITLE,
      description: DESCRIPTION,
      releasedAt: '2008-04-10',
      rating: 7.5,
      genre: ['animation'],
    });
    uid = entry.uid;
    slug = entry.slug;
    await buildRelease(ctx.db, { entryId: entry.id });
  });

  it("renders an entry's page: visible content, title, description, canonical, OpenGraph image, JSON-LD", async () => {
    const res = await page(`/detail/${uid}/${slug}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    // The title's own "</script>" never closes anything: the visible heading has it escaped.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('Nacht &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Tag');
    expect(html).toMatch(/data-testid="entry-title"[^>]*>Nacht &lt;\/script&gt;/);
    expect(html).toContain('Ein Film über die Nacht.');
    expect(headTag(html, /<title>([^<]*)<\/title>/)).toBe(
      'Nacht &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; Tag (2008) · Regal',
    );
    const description = headTag(html, /<meta name="description" content="([^"]*)"/) ?? '';
    expect(description.startsWith('Ein Film über die Nacht.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(161);
    expect(description.endsWith('…')).toBe(true);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/detail/${uid}/${slug}"/>`);
    expect(html).toContain(
      `<link rel="alternate" hrefLang="en" href="${ORIGIN}/detail/${uid}/${slug}?lang=en"/>`,
    );
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/api/media/og/${uid}.png"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta property="og:type" content="video.movie"/>');
    const data = jsonLdOf(html);
    expect(data['@type']).toBe('Movie');
    expect(data.name).toBe(TITLE);
    expect(data.image).toBe(`${ORIGIN}/api/media/og/${uid}.png`);
    // An imported rating without reviews has no count: no AggregateRating (see 'search engines' below).
    expect(data.aggregateRating).toBeUndefined();
    // Only one title and one description: the generic ones of index.html are gone.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    // The state the browser hydrates from carries the entry as the API answers it.
    const state = JSON.parse(
      headTag(html, /<script type="application\/json" id="regal-ssr">(.*?)<\/script>/s) ?? '{}',
    );
    const api = (await ctx.app.inject({ url: `/api/entries/${uid}` })).json();
    const detail = state.queries.queries.find((q: { queryKey: unknown[] }) => q.queryKey[1] === 'detail');
    expect(detail.state.data).toEqual(api);
  });

  it('sends a rendered page whole in each encoding a client takes (compressed when first taken)', async () => {
    const decoders: Record<string, (body: Buffer) => Buffer> = {
      br: brotliDecompressSync,
      gzip: gunzipSync,
      identity: (body) => body,
    };
    for (const [encoding, decode] of Object.entries(decoders)) {
      const res = await page(`/detail/${uid}/${slug}`, { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], encoding).toBe(encoding === 'identity' ? undefined : encoding);
      const html = decode(res.rawPayload).toString('utf8');
      expect(html, encoding).toMatch(/data-testid="entry-title"[^>]*>Nacht &lt;\/script&gt;/);
      expect(html.trimEnd().endsWith('</html>'), encoding).toBe(true);
    }
  });

  it('answers the canonical address for another slug, and 404 for an unknown entry or address', async () => {
    const other = await page(`/detail/${uid}/another-slug`);
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain(`<link rel="canonical" href="${ORIGIN}/detail/${uid}/${slug}"/>`);
    for (const url of ['/detail/nope-nope/x', '/some/unknown/page', '/type/nonsense', '/page/no-such-page']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('data-testid="not-found"');
      expect(res.body, url).toContain('<meta name="robots" content="noindex"/>');
    }
    // Its reviews were read beside the entry, but a page without an entry keeps none in its state.
    const missing = await page('/detail/nope-nope/x');
    const state = JSON.parse(
      headTag(missing.body, /<script type="application\/json" id="regal-ssr">(.*?)<\/script>/s) ?? '{}',
    );
    const keys = state.queries.queries.map((q: { queryKey: unknown[] }) => JSON.stringify(q.queryKey));
    expect(keys.some((key: string) => key.includes('detail'))).toBe(true);
    expect(keys.some((key: string) => key.includes('review'))).toBe(false);
  });

  it('answers 404, never a 5xx, for an address whose name cannot exist (a malformed slug or uid)', async () => {
    // Issue 32: the API answers 400 for such a name, which the pages took for an outage (503).
    for (const url of [
      '/page/ABC',
      '/page/a%20b',
      "/page/$'",
      `/detail/${'x'.repeat(65)}`,
      '/detail/a%20b/c',
      // Longer than fastify's maxParamLength (100): the API answers 414, which is no outage either.
      `/page/${'x'.repeat(300)}`,
      `/detail/${'x'.repeat(300)}/x`,
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('data-testid="not-found"');
    }
  });

  it('writes $ patterns of a title into the page as they are (String.replace reads none of them)', async () => {
    // Issue 32: "$`" copied the document before it into the page once per occurrence.
    const title = `Dollar ${'$`'.repeat(20)} $& $' $1 Film`;
    const entry = await buildEntry(ctx.db, { title, description: `Text $' $& ${'$`'.repeat(20)}` });
    const plain = await buildEntry(ctx.db, { title: 'Dollar Film' });
    const res = await page(`/detail/${entry.uid}/${entry.slug}`);
    const reference = await page(`/detail/${plain.uid}/${plain.slug}`);
    expect(res.statusCode).toBe(200);
    expect(headTag(res.body, /<title>([^<]*)<\/title>/)).toBe(
      `${title.replaceAll('&', '&amp;').replaceAll("'", '&#x27;')} · Regal`,
    );
    expect(res.body.match(/<html /g)).toHaveLength(1);
    expect(res.body.match(/<!doctype html>/gi)).toHaveLength(1);
    // The same page as any other title, give or take the title's and description's own characters.
    expect(Math.abs(res.body.length - reference.body.length)).toBeLessThan(2_000);
  });

  it('answers the legacy addresses of spec 01 §2 with a permanent redirect', async () => {
    const cases: [string, string][] = [
      [`/entry/${uid}/${slug}`, `/detail/${uid}/${slug}`],
      [`/detail/v2/${uid}`, `/detail/${uid}`],
      [`/v2/detail/${uid}/${slug}`, `/detail/${uid}/${slug}`],
      ['/v2', '/'],
      ['/community/vote', '/community'],
    ];
    for (const [from, to] of cases) {
      const res = await page(from);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it('renders home with the newest entries, its title, description and canonical', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-testid="home-hero"');
    expect(res.body).toContain(`href="/detail/${uid}/${slug}"`);
    expect(res.body).toContain('<title>Regal – Filme, Serien und Spiele mit ihren Releases</title>');
    expect(res.body).toMatch(/<meta name="description" content="Regal sammelt/);
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/"/>`);
    expect(res.body).toContain(
      '<html lang="de" data-ssr-lang="de" data-mantine-color-scheme="dark" data-ssr-theme="dark">',
    );
    // The server named the scheme: the colour-scheme script no longer blocks the first paint.
    expect(res.body).toMatch(/<script defer src="\/app\/js\/color-scheme-[0-9a-f]+\.js"><\/script>/);
  });

  it('renders a search with its results and a content page with its text', async () => {
    const search = await page('/search?q=Nacht');
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain('<title>Suche: „Nacht“ · Regal</title>');
    expect(search.body).toContain(`href="/detail/${uid}/${slug}"`);
    expect(search.body).toContain(`<link rel="canonical" href="${ORIGIN}/search?q=Nacht"/>`);
    const privacy = await page('/privacy');
    expect(privacy.statusCode).toBe(200);
    expect(privacy.body).toContain('data-testid="content-page-body"');
    expect(privacy.body).toContain('Worum es hier geht');
    expect(privacy.body).toMatch(/<title>[^<]*Datenschutz[^<]*<\/title>/);
  });

  it('renders German and English as asked, and the colour scheme of the theme cookie', async () => {
    const english = await page('/', { 'accept-language': 'en-GB,en;q=0.9', cookie: 'regal_theme=light' });
    expect(english.body).toContain(
      '<html lang="en" data-ssr-lang="en" data-mantine-color-scheme="light" data-ssr-theme="light">',
    );
    expect(english.body).toContain('<title>Regal – Movies, series and games with their releases</title>');
    expect(english.body).toContain(`<link rel="canonical" href="${ORIGIN}/?lang=en"/>`);
    const german = await page('/?lang=de', { 'accept-language': 'en' });
    expect(german.body).toContain('<title>Regal – Filme, Serien und Spiele mit ihren Releases</title>');
    const type = await page('/type/movie', { cookie: 'regal_locale=en' });
    expect(type.body).toMatch(/<title>Movies – [^<]*<\/title>/);
  });

  it("links the sheets of the Mantine components in the page's HTML, not the whole sheet", async () => {
    const res = await page(`/detail/${uid}/${slug}`);
    const html = res.body;
    const head = html.slice(0, html.indexOf('<div id="root">'));
    const sheets = [...head.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1] as string,
    );
    const parts = sheets.find((href) => href.startsWith('/app/css/mantine-parts/'));
    if (!parts) throw new Error(`no Mantine parts sheet among ${sheets.join(', ')}`);
    // The whole sheet (250 KB) blocked the first paint: none of the page's sheets is near that size.
    const linked = await Promise.all(
      sheets.map(async (href) => {
        const answer = await ctx.app.inject({ url: href });
        expect(answer.statusCode, href).toBe(200);
        return answer.body;
      }),
    );
    for (const [index, css] of linked.entries()) expect(css.length, sheets[index]).toBeLessThan(100_000);
    const partsAnswer = await ctx.app.inject({ url: parts, headers: { 'accept-encoding': 'br' } });
    expect(partsAnswer.headers['content-type']).toContain('text/css');
    expect(partsAnswer.headers['content-encoding']).toBe('br');
    expect(partsAnswer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Every Mantine class the page's HTML uses is styled by a sheet the page links.
    const styled = linked.join('\n');
    const whole = readFileSync(
      path.resolve(webDist, '../../../node_modules/@mantine/core/styles.layer.css'),
      'utf8',
    );
    const used = new Set([...html.matchAll(/\bm_[0-9a-f]{8}\b/g)].map((m) => m[0]));
    const unstyled = [...used].filter((name) => whole.includes(`.${name}`) && !styled.includes(`.${name}`));
    expect(unstyled).toEqual([]);
    expect(used.size).toBeGreaterThan(10);
  });

  it('answers 404 for a Mantine parts sheet of another build or of no parts', async () => {
    for (const url of ['/app/css/mantine-parts/0000000000/1.css', '/app/css/mantine-parts/other/zz.css']) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(404);
    }
    const res = await page(`/detail/${uid}/${slug}`);
    const parts = /href="(\/app\/css\/mantine-parts\/[^/]+)\//.exec(res.body)?.[1];
    expect((await ctx.app.inject({ url: `${parts}/0.css` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `${parts}/${'z'.repeat(40)}.css` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `${parts}/A!.css` })).statusCode).toBe(404);
  });

  it('holds the app scripts until the page has painted: none in the head, all in the template', async () => {
    const html = (await page(`/detail/${uid}/${slug}`)).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"/);
    expect(head).not.toMatch(/rel="modulepreload"/);
    const held = /<template id="regal-scripts">(.*?)<\/template>/s.exec(html)?.[1] ?? '';
    expect(held).toMatch(/<script type="module" crossorigin src="\/app\/js\/index-[^"]+\.js"><\/script>$/);
    expect(held).toMatch(/<link rel="modulepreload"/);
    // The deferred colour-scheme script is what adds them after the first frame.
    const loader = /<script defer src="(\/app\/js\/color-scheme-[^"]+\.js)">/.exec(head)?.[1] ?? '';
    const script = (await ctx.app.inject({ url: loader })).body;
    expect(script).toContain("getElementById('regal-scripts')");
    // A page the browser draws keeps its scripts where they are.
    expect((await page('/settings/profile')).body).toMatch(/<script type="module" crossorigin src=/);
  });

  it('leaves the pages behind a sign-in to the browser (the shell, no state)', async () => {
    const res = await page('/settings/profile');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('id="regal-ssr"');
    expect(res.body).toContain('<div id="root">');
  });

  it('renders each public page once: its loaders read every query the render asks for (issue 34)', async () => {
    const renderer = await loadPageRenderer(ctx.app, webDist);
    if (!renderer) throw new Error('no server build');
    const addresses = [
      '/',
      `/detail/${uid}/${slug}`,
      '/detail/nope-nope/x',
      '/search?q=Nacht',
      '/type/movie',
      '/type/nonsense',
      '/privacy',
      '/page/no-such-page',
      '/some/unknown/page',
      '/term-of-service',
      '/support',
      '/rules',
      '/community',
      '/v2/type/movie?page=1&sortBy=created&sortOrder=desc',
      '/v2/type/book',
      '/warezmode',
      '/warezmode?type=movie&page=2',
      '/search/actors',
      '/search/actors?q=Ton&page=1',
      '/req',
      '/req?q=Sintel&page=1',
      '/scenebot',
      '/scenebot?page=2',
    ];
    for (const url of addresses) {
      for (const locale of ['de', 'en'] as const) {
        const result = await renderer({ url, origin: ORIGIN, locale, theme: 'dark' });
        expect(result.kind, url).toBe('page');
        if (result.kind === 'page') expect.soft(result.missed, `${url} (${locale})`).toEqual([]);
        if (result.kind === 'page') expect.soft(result.renders, `${url} (${locale})`).toBe(1);
      }
    }
  });
});

/**
 * Issue 36, for search engines: schema.org's AggregateRating carries its count, a search's title
 * names the query, and the public pages' HTML has no content-model errors our components make.
 */
describe('server-rendered public pages for search engines', () => {
  it('gives an AggregateRating the count of reviews behind it', async () => {
    const entry = await buildEntry(ctx.db, { title: 'Bewertet', rating: 8, genre: ['drama'] });
    await ctx.db
      .insert(entryRatings)
      .values({ entryId: entry.id, importedRating: 7, reviewsCount: 12, ratingSum: 98 });
    const res = await page(`/detail/${entry.uid}/${entry.slug}`);
    expect(jsonLdOf(res.body).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 8,
      ratingCount: 12,
      bestRating: 10,
      worstRating: 0,
    });
  });

  it("names the query in a search's title and OpenGraph title, in the page's language", async () => {
    const de = (await page('/search?q=Nacht')).body;
    expect(headTag(de, /<title>([^<]*)<\/title>/)).toBe('Suche: „Nacht“ · Regal');
    expect(de).toContain('<meta property="og:title" content="Suche: „Nacht“"/>');
    const en = (await page('/search?q=Nacht&lang=en')).body;
    expect(en).toContain('<meta property="og:title" content="Search: “Nacht”"/>');
    const actors = (await page('/search/actors?q=Weber')).body;
    expect(headTag(actors, /<title>([^<]*)<\/title>/)).toBe('Darstellersuche: „Weber“ · Regal');
  });

  it('writes no block inside a span, label or button, no <style> into a page, no aria-label on a plain element', async () => {
    const series = await buildEntry(ctx.db, { title: 'Eine Serie', type: 'series', rating: 6 });
    await buildRelease(ctx.db, {
      entryId: series.id,
      type: 'series',
      fulltitle: 'Eine.Serie.S01E02.German.720p.WEB.x264-GRP',
    });
    const movie = await buildEntry(ctx.db, { title: 'Ein Film', rating: 7 });
    await buildRelease(ctx.db, { entryId: movie.id });
    const addresses = [
      '/',
      '/type/movie',
      `/detail/${movie.uid}/${movie.slug}`,
      `/detail/${series.uid}/${series.slug}`,
      '/search?q=Film',
      '/req',
      '/scenebot',
      '/community',
      '/warezmode',
    ];
    for (const url of addresses) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(contentModelErrors(res.body), url).toEqual([]);
      // Mantine's two sheets (theme variables, responsive classes) once each, in the head.
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head.match(/<style data-mantine-styles="true">/g), url).toHaveLength(1);
      expect(head.match(/<style data-mantine-styles="classes">/g), url).toHaveLength(1);
      expect(head, url).toContain('--mantine-primary-color-filled');
    }
  });
});

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Elements that hold phrasing content only, and blocks that may not stand in them. */
const PHRASING_ONLY = new Set([
  'span',
  'label',
  'button',
  'p',
  'strong',
  'em',
  'b',
  'i',
  'small',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
const BLOCKS = new Set([
  'div',
  'p',
  'section',
  'ul',
  'ol',
  'table',
  'nav',
  'header',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
/** Elements without a role of their own: ARIA 1.2 prohibits naming them with aria-label. */
const GENERIC = new Set(['div', 'span', 'p', 'b', 'i', 'strong', 'em', 'small', 'code']);

/**
 * The content-model errors an HTML validator reported on the public pages, found by walking the
 * tags. A <style> in the body is one, Mantine's own two sheets included (they belong in the head).
 */
function contentModelErrors(html: string): string[] {
  const errors: string[] = [];
  const open: string[] = [];
  const body = html.slice(html.indexOf('<body'));
  for (const match of body.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)) {
    const [, closing, rawName = '', attributes = ''] = match;
    const name = rawName.toLowerCase();
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
      continue;
    }
    const where = `${name} in ${open.slice(-3).join(' > ')}`;
    if (BLOCKS.has(name) && open.some((outer) => PHRASING_ONLY.has(outer))) errors.push(`block ${where}`);
    if (name === 'style') errors.push(`style ${where}`);
    if (GENERIC.has(name) && /\saria-label=/.test(attributes) && !/\srole=/.test(attributes))
      errors.push(`aria-label on ${where}`);
    // A script or style holds text, not elements: it is never an ancestor of what follows.
    if (name === 'script' || name === 'style') continue;
    if (!VOID_ELEMENTS.has(name) && !attributes.trimEnd().endsWith('/')) open.push(name);
  }
  return errors;
}
