import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

// A stand-in for the Vite build: the plugin only needs index.html and hashed assets under /app/.
const webDist = path.join(mkdtempSync(path.join(os.tmpdir(), 'regal-web-')), 'dist');
mkdirSync(path.join(webDist, 'js'), { recursive: true });
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(webDist, 'js', 'main-abc123.js'), 'console.log(1)');
const ctx = useTestApp({ WEB_DIST: webDist });

describe('web app serving', () => {
  it('serves hashed assets under /app/ with long caching', async () => {
    const res = await ctx.app.inject({ url: '/app/js/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('falls back to index.html for web routes', async () => {
    for (const url of ['/', '/type/movie', '/detail/abc/sintel', '/some/unknown/page?x=1']) {
      const res = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps missing assets and API paths as 404s', async () => {
    expect((await ctx.app.inject({ url: '/app/js/missing.js' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/unknown' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/type/movie' })).statusCode).toBe(404);
  });
});
