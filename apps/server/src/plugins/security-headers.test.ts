import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { buildUser } from '../db/seed/factories.ts';
import { authHeaders } from '../modules/auth/testing.ts';

const webDist = path.join(mkdtempSync(path.join(os.tmpdir(), 'regal-web-')), 'dist');
mkdirSync(path.join(webDist, 'js'), { recursive: true });
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><script src="/app/js/color-scheme-x.js"></script><div id="root"></div>',
);

const http = useTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'http://regal.test' });
const https = useTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://regal.example' });

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

const PAGES = ['/', '/detail/abc/sintel', '/api/settings', '/api/entries/unknown-uid'];

describe('security headers (decision 013)', () => {
  it('sends CSP without inline scripts, no framing, nosniff and the referrer policy everywhere', async () => {
    for (const url of PAGES) {
      const res = await http.app.inject({ url, headers: { accept: 'text/html' } });
      const csp = directives(String(res.headers['content-security-policy'] ?? ''));
      expect(csp.get('script-src'), url).toEqual(["'self'", 'http://127.0.0.1:9666']);
      expect(String(res.headers['content-security-policy']), url).not.toContain('unsafe-eval');
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      // helmet's other defaults come along (computed once at start, set on every answer).
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-site');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['origin-agent-cluster'], url).toBe('?1');
      expect(res.headers['x-permitted-cross-domain-policies'], url).toBe('none');
      expect(res.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    for (const url of PAGES) {
      const res = await https.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=31536000/);
    }
  });

  it('the IMDb trailer page keeps its own, narrower policy and may be framed by us only', async () => {
    const res = await http.app.inject({
      url: `/api/video/embed?url=${encodeURIComponent('https://www.imdb.com/video/vi1234567890/')}`,
    });
    expect(res.statusCode).toBe(200);
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('CSP with analytics configured (spec §7, audit-01 #88)', () => {
  const withAnalytics = useTestApp({
    WEB_DIST: webDist,
    PUBLIC_URL: 'http://regal.test',
    ANALYTICS_API_BASE: 'https://stats.example.org/api/',
    ANALYTICS_WEBSITE_ID: 'site-1',
  });

  it('allows the analytics origin (only the origin) for the script and its reports', async () => {
    for (const url of PAGES) {
      const res = await withAnalytics.app.inject({ url, headers: { accept: 'text/html' } });
      const csp = directives(String(res.headers['content-security-policy'] ?? ''));
      expect(csp.get('script-src'), url).toEqual([
        "'self'",
        'http://127.0.0.1:9666',
        'https://stats.example.org',
      ]);
      expect(csp.get('connect-src'), url).toEqual([
        "'self'",
        'http://127.0.0.1:9666',
        'https://stats.example.org',
      ]);
      expect(String(res.headers['content-security-policy']), url).not.toContain('*');
    }
    // The page's settings name a script that this policy lets load.
    const settings = await withAnalytics.app.inject({ url: '/api/core/settings' });
    expect(settings.json().analytics.script_url).toBe('https://stats.example.org/api/umami');
  });

  it('adds nothing while analytics is off (the plain app above)', async () => {
    const res = await http.app.inject({ url: '/', headers: { accept: 'text/html' } });
    const csp = directives(String(res.headers['content-security-policy'] ?? ''));
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9666']);
  });
});

describe('GET /api/system/status', () => {
  it('tells admins that mail is not configured (and where mails go), others get 401/403', async () => {
    expect((await http.app.inject({ url: '/api/system/status' })).statusCode).toBe(401);
    const user = await authHeaders(http.db, await buildUser(http.db));
    expect((await http.app.inject({ url: '/api/system/status', headers: user })).statusCode).toBe(403);
    const admin = await authHeaders(http.db, await buildUser(http.db, { role: 'admin' }));
    const res = await http.app.inject({ url: '/api/system/status', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      mail: { configured: false, transport: 'files' },
      trust_proxy: 'false',
      public_url: 'http://regal.test',
      hsts: false,
      rate_limits: 'memory',
    });
    expect(res.json().mail.outbox_dir).toMatch(/mail-outbox$/);
  });
});
