import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { pickEncoding } from './http-caching.ts';

const ctx = useTestApp();

describe('API answers: ETags and compression', () => {
  it('picks brotli before gzip and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  // Public reads go through the answer cache (strong tags, answer-cache.test.ts); the rest get weak ones.
  it('answers a repeated read with 304 when the ETag still matches', async () => {
    const first = await ctx.app.inject({ url: '/api/health' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    const again = await ctx.app.inject({
      url: '/api/health',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await ctx.app.inject({
      url: '/api/health',
      headers: { 'if-none-match': 'W/"other"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('compresses large JSON answers for clients that accept it and leaves the rest alone', async () => {
    const plain = await ctx.app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });
});
