import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENTRY_BOOT_ELEMENT_ID, HOME_BOOT_ELEMENT_ID } from '@regal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { buildEntry, buildRelease } from '../db/seed/factories.ts';

// A stand-in for the Vite build: index.html with its entry script, and a manifest naming home's chunk.
const webDist = path.join(mkdtempSync(path.join(os.tmpdir(), 'regal-home-')), 'dist');
mkdirSync(path.join(webDist, '.vite'), { recursive: true });
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/app/js/index-abc12345.js"></script></head><body><div id="root"></div></body></html>',
);
writeFileSync(
  path.join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'js/index-abc12345.js', imports: ['_shared-def12345.js'] },
    '_shared-def12345.js': { file: 'js/shared-def12345.js' },
    'src/features/entries/pages/home-page.tsx': {
      file: 'js/home-page-ghi12345.js',
      imports: ['index.html', '_shared-def12345.js', '_entry-card-jkl12345.js'],
      css: ['css/home-page-mno12345.css'],
    },
    '_entry-card-jkl12345.js': { file: 'js/entry-card-jkl12345.js' },
    'src/features/entries/pages/type-listing-page.tsx': {
      file: 'js/type-listing-page-pqr12345.js',
      imports: ['index.html', '_entry-card-jkl12345.js'],
    },
    'src/app/styles/full-styles.ts': { file: 'js/full-styles-stu12345.js', css: ['css/styles-vwx12345.css'] },
    '_locale-de-shell-aaa12345.js': { file: 'js/locale-de-shell-aaa12345.js', name: 'locale-de-shell' },
    '_locale-en-shell-bbb12345.js': { file: 'js/locale-en-shell-bbb12345.js', name: 'locale-en-shell' },
    '_locale-de-ccc12345.js': { file: 'js/locale-de-ccc12345.js', name: 'locale-de' },
    '_locale-en-ddd12345.js': { file: 'js/locale-en-ddd12345.js', name: 'locale-en' },
  }),
);
const ctx = useTestApp({ WEB_DIST: webDist });

const TITLE = 'Nacht </script><script>alert(1)</script><!-- ';

function jsonIn<T>(html: string, elementId: string): T {
  const match = html.match(new RegExp(`<script type="application/json" id="${elementId}">(.*?)</script>`));
  if (!match?.[1]) throw new Error(`no ${elementId} data in the page`);
  return JSON.parse(match[1]) as T;
}

function bootOf(html: string) {
  return jsonIn<{ latest: { title: string; uid: string }[]; heroBackdrop: string | null; at: number }>(
    html,
    HOME_BOOT_ELEMENT_ID,
  );
}

describe("home's page carries its first paint", () => {
  let uid = '';
  beforeAll(async () => {
    await buildRelease(ctx.db, { entryId: (await buildEntry(ctx.db, { title: 'Älter' })).id });
    const entry = await buildEntry(ctx.db, { title: TITLE });
    uid = entry.uid;
    await buildRelease(ctx.db, { entryId: entry.id });
  });

  it('embeds the newest entries as the API answers them, safe inside the page', async () => {
    const res = await ctx.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    // The title's own "</script>" and "<!--" never close or comment out anything.
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body).not.toContain('<!-- ');
    const boot = bootOf(res.body);
    const api = (await ctx.app.inject({ url: '/api/entries/latest?limit=21' })).json() as { data: unknown[] };
    expect(boot.latest).toEqual(api.data);
    expect(boot.latest[0]?.title).toBe(TITLE);
    expect(Math.abs(boot.at - Date.now())).toBeLessThan(60_000);
  });

  it("preloads the intro's backdrop and home's chunks that index.html does not load", async () => {
    const res = await ctx.app.inject({ url: '/', headers: { accept: 'text/html' } });
    const boot = bootOf(res.body);
    const detail = (await ctx.app.inject({ url: `/api/entries/${uid}` })).json() as {
      options: { backdrops: { url: string }[] };
    };
    expect(boot.heroBackdrop).toBe(detail.options.backdrops[0]?.url ?? null);
    if (boot.heroBackdrop) {
      expect(res.body).toContain(
        `<link rel="preload" as="image" fetchpriority="high" href="${boot.heroBackdrop}">`,
      );
    }
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/app/js/home-page-ghi12345.js">');
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/app/js/entry-card-jkl12345.js">',
    );
    expect(res.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/app/css/home-page-mno12345.css">',
    );
    // Already loaded by index.html; home waits for neither the full sheet nor the other texts.
    expect(res.body).not.toContain('modulepreload crossorigin href="/app/js/index-abc12345.js"');
    expect(res.body).toContain('/app/js/locale-de-shell-aaa12345.js');
    expect(res.body).not.toContain('full-styles');
    expect(res.body).not.toContain('locale-de-ccc12345');
  });

  it("preloads another page's route module, the full style sheet and its language's texts, without boot data", async () => {
    const res = await ctx.app.inject({ url: '/type/movie', headers: { accept: 'text/html' } });
    expect(res.body).not.toContain(HOME_BOOT_ELEMENT_ID);
    const links = res.body.match(/<link [^>]+>/g) ?? [];
    expect(links).toEqual(
      expect.arrayContaining([
        '<link rel="modulepreload" crossorigin href="/app/js/type-listing-page-pqr12345.js">',
        '<link rel="modulepreload" crossorigin href="/app/js/entry-card-jkl12345.js">',
        '<link rel="modulepreload" crossorigin href="/app/js/full-styles-stu12345.js">',
        '<link rel="preload" as="style" crossorigin href="/app/css/styles-vwx12345.css">',
        '<link rel="modulepreload" crossorigin href="/app/js/locale-de-shell-aaa12345.js">',
        '<link rel="modulepreload" crossorigin href="/app/js/locale-de-ccc12345.js">',
      ]),
    );
    expect(res.body).not.toContain('home-page-ghi12345');
    expect(res.body).not.toContain('locale-en');
  });

  it("follows the visitor's language cookie", async () => {
    const res = await ctx.app.inject({
      url: '/some/page',
      headers: { accept: 'text/html', cookie: 'x=1; regal_locale=en' },
    });
    expect(res.body).toContain('/app/js/locale-en-shell-bbb12345.js');
    expect(res.body).toContain('/app/js/locale-en-ddd12345.js');
    expect(res.body).not.toContain('locale-de');
    // An address the server cannot name a route module for still gets the sheet and the texts.
    expect(res.body).toContain('/app/js/full-styles-stu12345.js');
  });
});

describe("an entry's detail page carries the entry", () => {
  let uid = '';
  beforeAll(async () => {
    const entry = await buildEntry(ctx.db, { title: TITLE });
    uid = entry.uid;
    await buildRelease(ctx.db, { entryId: entry.id });
  });

  it('embeds the entry as the API answers it, safe inside the page, and preloads the backdrop shown first', async () => {
    const res = await ctx.app.inject({ url: `/detail/${uid}/nacht`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('</script><script>alert(1)');
    const boot = jsonIn<{ entry: { uid: string; title: string }; leadBackdrop: string; at: number }>(
      res.body,
      ENTRY_BOOT_ELEMENT_ID,
    );
    const api = (await ctx.app.inject({ url: `/api/entries/${uid}` })).json() as {
      options: { backdrops: { url: string }[] };
    };
    expect(boot.entry).toEqual(api);
    expect(boot.entry.title).toBe(TITLE);
    expect(api.options.backdrops.map((backdrop) => backdrop.url)).toContain(boot.leadBackdrop);
    expect(res.body).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${boot.leadBackdrop}">`,
    );
    expect(Math.abs(boot.at - Date.now())).toBeLessThan(60_000);
    // The page is built for this request: it is not home's, and it carries no home data.
    expect(res.body).not.toContain(HOME_BOOT_ELEMENT_ID);
  });

  it('answers the address without a slug too, and an unknown entry with the plain page', async () => {
    const bare = await ctx.app.inject({ url: `/detail/${uid}`, headers: { accept: 'text/html' } });
    expect(bare.body).toContain(ENTRY_BOOT_ELEMENT_ID);
    for (const url of ['/detail/nope-nope', '/detail/%3Cscript%3E/x', `/detail/${'x'.repeat(300)}`]) {
      const res = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(ENTRY_BOOT_ELEMENT_ID);
      expect(res.body, url).toContain('<div id="root">');
    }
  });
});
