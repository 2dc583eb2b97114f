import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildEntry, buildRelease, buildUser } from '../../db/seed/factories.ts';
import { authHeaders } from '../auth/testing.ts';

/** Issue 19: release links accepted `javascript:` and `data:`; now http(s) only, per field. */
const ctx = useTestApp();
const BAD = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'ftp://files.example/x.rar',
  'relative/path',
];

describe('release links are http/https only', () => {
  it('create and update answer 400 with the field of the bad link; good links still pass', async () => {
    const headers = {
      ...(await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'admin' }))),
      'accept-language': 'en',
    };
    const entry = await buildEntry(ctx.db);
    const base = {
      entry_id: entry.id,
      fulltitle: 'Links.Test.2026.German.1080p.WEB.x264-TEST',
      type: 'movie',
    };
    for (const bad of BAD) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/release/create',
        headers,
        payload: { ...base, links: { ddownload: ['https://ddownload.com/ok/a.rar', bad] } },
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors).toEqual({ 'links.ddownload.1': 'Only http and https links are allowed.' });
    }
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/release/create',
      headers,
      payload: {
        ...base,
        links: { ddownload: ['https://ddownload.com/ok/a.rar', 'http://example.org/b.rar', ''] },
      },
    });
    expect(ok.statusCode).toBe(200);
    const release = await buildRelease(ctx.db, { entryId: entry.id });
    const update = await ctx.app.inject({
      method: 'POST',
      url: '/api/release/update',
      headers,
      payload: { ...base, id: release.id, version: release.version, links: { rapidgator: ['data:,x'] } },
    });
    expect(update.statusCode).toBe(400);
    expect(Object.keys(update.json().errors)).toEqual(['links.rapidgator.0']);
  });

  it('crypted links too', async () => {
    const headers = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'admin' }));
    const release = await buildRelease(ctx.db);
    for (const bad of BAD) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/release/update/cryptedLinks',
        headers,
        payload: { id: release.id, crypted_links: { ddownload: bad } },
      });
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['crypted_links.ddownload']);
    }
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/release/update/cryptedLinks',
      headers,
      payload: {
        id: release.id,
        crypted_links: { ddownload: 'https://filecrypt.cc/Container/ABCDE12345.html' },
      },
    });
    expect(ok.statusCode).toBe(200);
  });
});
