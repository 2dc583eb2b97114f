import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

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

// Without a server build of the web app (no dist-server next to this dist) every page is the shell
// the browser draws; what it preloads is the same list a server-rendered page links (decision 028).
describe('the shell of a page names what the page will need', () => {
  it("preloads home's chunks that index.html does not load, and nothing home does not wait for", async () => {
    const res = await ctx.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
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

  it("preloads another page's route module, the full style sheet and its language's texts", async () => {
    const res = await ctx.app.inject({ url: '/type/movie', headers: { accept: 'text/html' } });
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

  it("follows the visitor's language cookie, and names the language on <html>", async () => {
    const res = await ctx.app.inject({
      url: '/some/page',
      headers: { accept: 'text/html', cookie: 'x=1; regal_locale=en' },
    });
    expect(res.body).toContain('/app/js/locale-en-shell-bbb12345.js');
    expect(res.body).toContain('/app/js/locale-en-ddd12345.js');
    expect(res.body).not.toContain('locale-de');
    expect(res.body).toContain('<html lang="en" data-ssr-lang="en">');
    // An address the server cannot name a route module for still gets the sheet and the texts.
    expect(res.body).toContain('/app/js/full-styles-stu12345.js');
  });

  it('takes ?lang= before the cookie, and Accept-Language when there is neither (decision 029)', async () => {
    const asked = await ctx.app.inject({
      url: '/type/movie?lang=en',
      headers: { accept: 'text/html', cookie: 'regal_locale=de' },
    });
    expect(asked.body).toContain('<html lang="en"');
    const browser = await ctx.app.inject({
      url: '/type/movie',
      headers: { accept: 'text/html', 'accept-language': 'fr-FR, en-US;q=0.8, de;q=0.5' },
    });
    expect(browser.body).toContain('<html lang="en"');
    const german = await ctx.app.inject({
      url: '/type/movie',
      headers: { accept: 'text/html', 'accept-language': 'en;q=0.4, de-AT' },
    });
    expect(german.body).toContain('<html lang="de"');
    expect(german.headers.vary).toContain('Accept-Language');
  });
});
