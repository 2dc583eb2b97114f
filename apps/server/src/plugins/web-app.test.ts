import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

// A stand-in for the Vite build: the plugin only needs index.html and hashed assets under /app/.
const webDist = path.join(mkdtempSync(path.join(os.tmpdir(), 'regal-web-')), 'dist');
mkdirSync(path.join(webDist, 'js'), { recursive: true });
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
const script = `console.log(${JSON.stringify('x'.repeat(2000))})`;
writeFileSync(path.join(webDist, 'js', 'main-abc12345.js'), script);
writeFileSync(path.join(webDist, 'js', 'main-abc12345.js.br'), brotliCompressSync(script));
writeFileSync(path.join(webDist, 'js', 'main-abc12345.js.gz'), gzipSync(script));
writeFileSync(path.join(webDist, 'sw.js'), 'self.skipWaiting');
const ctx = useTestApp({ WEB_DIST: webDist });

describe('web app serving', () => {
  it('serves hashed assets under /app/ with long caching', async () => {
    const res = await ctx.app.inject({ url: '/app/js/main-abc12345.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toBe(script);
  });

  it('sends the precompressed file the client accepts (brotli first, then gzip)', async () => {
    const br = await ctx.app.inject({
      url: '/app/js/main-abc12345.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await ctx.app.inject({
      url: '/app/js/main-abc12345.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('revalidates the service worker and lets it control every page', async () => {
    const res = await ctx.app.inject({ url: '/app/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
  });

  it('compresses the page for clients that accept it', async () => {
    const res = await ctx.app.inject({ url: '/', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });

  it('falls back to index.html for web routes', async () => {
    for (const url of ['/', '/type/movie', '/detail/abc/sintel', '/some/unknown/page?x=1']) {
      const res = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers robots.txt as text that keeps crawlers out of the API and the back office', async () => {
    const res = await ctx.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /dashboard');
    expect(res.body).not.toContain('<div id="root">');
  });

  it('keeps missing assets and API paths as 404s', async () => {
    expect((await ctx.app.inject({ url: '/app/js/missing.js' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/unknown' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/type/movie' })).statusCode).toBe(404);
  });
});
