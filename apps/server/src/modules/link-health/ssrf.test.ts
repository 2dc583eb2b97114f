import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { linkChecks, releases } from '../../db/schema/index.ts';
import { buildEntry, buildUser } from '../../db/seed/factories.ts';
import { linksSchedule } from '../../jobs/links-schedule.ts';
import { authHeaders } from '../auth/testing.ts';

/**
 * Issue 19 (decision 024): links a user submits are fetched by the live link checker, and none of
 * them may reach an internal address — in any spelling, through a redirect, or the app itself —
 * while a fake on a host the operator allowed (OUTBOUND_ALLOW_HOSTS) is still asked.
 */
let target: Server;
let targetHits = 0;
let fake: Server;
let fakePort = 0;
let targetPort = 0;
let appHits = 0;

const listen = (server: Server, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port));
  });

const env: Record<string, string> = {
  LINK_CHECKS: 'live',
  LINK_CHECK_TIMEOUT_MS: '1500',
  JOBS_POLL_SECONDS: '0.5',
};

beforeAll(async () => {
  // The "internal service": answers anything, counts every request. Dual-stack when the machine has IPv6.
  target = createServer((_req, res) => {
    targetHits += 1;
    res.end('<title>internal secret</title>');
  });
  targetPort = await listen(target, '::').catch(() => listen(target, '127.0.0.1'));
  // The allowed fake: a file page, a missing file, and a "public" page redirecting inside.
  fake = createServer((req, res) => {
    if (req.url === '/redirect-inside') {
      res.writeHead(302, { location: `http://127.0.0.1:${targetPort}/via-redirect` });
      res.end();
    } else if (req.url === '/redirect-here') {
      res.writeHead(302, { location: '/file/online' });
      res.end();
    } else if (req.url === '/file/offline') {
      res.writeHead(404).end('<title>File not found</title>');
    } else res.end('<title>Download file</title>');
  });
  fakePort = await listen(fake, '127.0.0.1');
  env.OUTBOUND_ALLOW_HOSTS = `127.0.0.1:${fakePort}`;
});
afterAll(async () => {
  await new Promise((resolve) => target.close(resolve));
  await new Promise((resolve) => fake.close(resolve));
});

const ctx = useTestApp(env);
let appPort = 0;

beforeAll(async () => {
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  appPort = (ctx.app.server.address() as AddressInfo).port;
  ctx.app.server.on('request', () => {
    appHits += 1;
  });
});

async function runChecks() {
  await ctx.app.jobs.enqueue(linksSchedule, {});
  await ctx.app.jobs.settle(['links.schedule', 'links.check'], { timeoutMs: 25_000 });
}

const attacks = () => [
  `http://127.0.0.1:${targetPort}/plain`,
  `http://localhost:${targetPort}/name`,
  `http://[::1]:${targetPort}/v6`,
  `http://[::ffff:127.0.0.1]:${targetPort}/mapped`,
  `http://[::ffff:7f00:1]:${targetPort}/mapped-hex`,
  `http://2130706433:${targetPort}/decimal`,
  `http://0x7f000001:${targetPort}/hex`,
  `http://017700000001:${targetPort}/octal`,
  `http://127.1:${targetPort}/short`,
  `http://0.0.0.0:${targetPort}/unspecified`,
  `http://[::]:${targetPort}/unspecified6`,
  `http://127.0.0.1:${fakePort}/redirect-inside`,
  `http://169.254.169.254/latest/meta-data/`,
  `http://10.0.0.1:${targetPort}/private`,
  `http://100.64.0.1/cgnat`,
  `http://[fe80::1]:${targetPort}/link-local`,
  `http://127.0.0.1:${appPort}/api/health`,
  `http://localhost:${appPort}/api/settings`,
];

describe('outbound requests cannot reach inside (SSRF)', () => {
  let uploadId = 0;
  let user: { authorization: string };
  let mod: { authorization: string };

  beforeAll(async () => {
    user = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'ssrf_user' }));
    mod = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'ssrf_mod', role: 'mod' }));
  });

  it('checks nothing of an upload while it waits for moderation', async () => {
    const entry = await buildEntry(ctx.db, { title: 'Big Buck Bunny' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/create',
      headers: user,
      payload: {
        fulltitle: 'Big.Buck.Bunny.2008.German.1080p.WEB.x264-OPEN',
        links: [
          ...attacks(),
          `http://127.0.0.1:${fakePort}/file/online`,
          `http://127.0.0.1:${fakePort}/file/offline`,
          `http://127.0.0.1:${fakePort}/redirect-here`,
        ],
        entry_id: entry.id,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().item.state).toBe('pending');
    uploadId = res.json().item.id;
    await runChecks();
    const [release] = await ctx.db.select().from(releases).where(eq(releases.id, uploadId));
    expect(release?.moderation).toBe('pending');
    expect(await ctx.db.select().from(linkChecks).where(eq(linkChecks.releaseId, uploadId))).toEqual([]);
    expect(targetHits).toBe(0);
    expect(appHits).toBe(0);
  });

  it('after approval: every internal form is refused, never reached; the allowed fake still answers', async () => {
    const approve = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/decide',
      headers: mod,
      payload: { id: uploadId, decision: 'approve', expected_state: 'pending' },
    });
    expect(approve.statusCode).toBe(200);
    await runChecks();
    const rows = await ctx.db.select().from(linkChecks).where(eq(linkChecks.releaseId, uploadId));
    const byUrl = new Map(rows.map((r) => [r.url, r]));
    for (const url of attacks())
      expect({ url, ...byUrl.get(url) }).toMatchObject({
        url,
        state: 'refused',
        reason: 'address not allowed',
      });
    expect(byUrl.get(`http://127.0.0.1:${fakePort}/file/online`)).toMatchObject({ state: 'online' });
    expect(byUrl.get(`http://127.0.0.1:${fakePort}/file/offline`)).toMatchObject({ state: 'offline' });
    expect(byUrl.get(`http://127.0.0.1:${fakePort}/redirect-here`)).toMatchObject({ state: 'online' });
    expect(targetHits).toBe(0);
    expect(appHits).toBe(0);
  });

  it('shows "refused" on the public badge, the same whether anything listens there or not', async () => {
    const [release] = await ctx.db.select().from(releases).where(eq(releases.id, uploadId));
    const links = (release?.links ?? {}) as Record<string, string[]>;
    const badge = async (url: string) => {
      const hoster = Object.keys(links).find((h) => links[h]?.includes(url)) ?? '';
      const res = await ctx.app.inject({
        url: `/api/links/status/${release?.uid}/${encodeURIComponent(hoster)}.svg?lang=en`,
      });
      return { state: res.headers['x-link-state'], body: res.body };
    };
    // A listening port (the loopback target) and a silent address look the same.
    const listening = await badge(`http://127.0.0.1:${targetPort}/plain`);
    const silent = await badge('http://169.254.169.254/latest/meta-data/');
    expect(listening.state).toBe('refused');
    expect(silent).toEqual(listening);
    expect(listening.body).toContain('refused');
    const rows = await ctx.db.select().from(linkChecks).where(eq(linkChecks.releaseId, uploadId));
    const reasons = new Set(rows.filter((r) => r.state === 'refused').map((r) => r.reason));
    // A listening port (targetPort) and a silent one (169.254.169.254) leave the same trace.
    expect(reasons).toEqual(new Set(['address not allowed']));
  });
});
