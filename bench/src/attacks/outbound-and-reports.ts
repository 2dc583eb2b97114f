import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { entries, linkChecks } from '../../../apps/server/src/db/schema/index.ts';
import { buildEntry, buildUser } from '../../../apps/server/src/db/seed/factories.ts';
import { linksSchedule } from '../../../apps/server/src/jobs/links-schedule.ts';
import { type AttackResult, attackApp, bearer, statusCounts } from './harness.ts';

const listen = (server: Server, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port));
  });
const closeServer = (server: Server) => new Promise((resolve) => server.close(resolve));

/** SSRF: each address form of the issue in an upload, checked once a moderator approved it. */
export async function ssrf(): Promise<AttackResult> {
  let hits = 0;
  const target = createServer((_req, res) => {
    hits += 1;
    res.end('<title>internal secret</title>');
  });
  const targetPort = await listen(target, '::').catch(() => listen(target, '127.0.0.1'));
  const redirector = createServer((_req, res) => {
    res.writeHead(302, { location: `http://127.0.0.1:${targetPort}/via-redirect` }).end();
  });
  const redirectorPort = await listen(redirector, '127.0.0.1');
  const ctx = await attackApp({
    LINK_CHECKS: 'live',
    LINK_CHECK_TIMEOUT_MS: '1500',
    JOBS_POLL_SECONDS: '0.5',
    // The redirecting "public" page is allowed, as the fakes are; where it points is not.
    OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${redirectorPort}`,
  });
  try {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const appPort = (ctx.app.server.address() as AddressInfo).port;
    let appHits = 0;
    ctx.app.server.on('request', () => {
      appHits += 1;
    });
    const links = [
      `http://127.0.0.1:${targetPort}/plain`,
      `http://localhost:${targetPort}/name`,
      `http://[::ffff:127.0.0.1]:${targetPort}/mapped`,
      `http://2130706433:${targetPort}/decimal`,
      `http://127.0.0.1:${redirectorPort}/redirect-inside`,
      `http://127.0.0.1:${appPort}/api/health`,
      'http://169.254.169.254/latest/meta-data/',
    ];
    const user = await bearer(ctx.db, await buildUser(ctx.db));
    const mod = await bearer(ctx.db, await buildUser(ctx.db, { role: 'mod' }));
    const entry = await buildEntry(ctx.db, { title: 'Big Buck Bunny' });
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/create',
      headers: user,
      payload: { fulltitle: 'Big.Buck.Bunny.2008.German.1080p.WEB.x264-OPEN', links, entry_id: entry.id },
    });
    const uploadId = upload.json().item.id as number;
    const runChecks = async () => {
      await ctx.app.jobs.enqueue(linksSchedule, {});
      await ctx.app.jobs.settle(['links.schedule', 'links.check'], { timeoutMs: 25_000 });
    };
    await runChecks();
    const pendingChecks = (await ctx.db.select().from(linkChecks).where(eq(linkChecks.releaseId, uploadId)))
      .length;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/decide',
      headers: mod,
      payload: { id: uploadId, decision: 'approve', expected_state: 'pending' },
    });
    await runChecks();
    const rows = await ctx.db.select().from(linkChecks).where(eq(linkChecks.releaseId, uploadId));
    const refused = rows.filter((r) => links.includes(r.url) && r.state === 'refused').length;
    return {
      attack: 'SSRF via upload links (7 address forms incl. 302 and own API)',
      attempts: `${links.length} links`,
      before: 'reached 7 of 7 (badge told open ports)',
      after: `listener hits ${hits} of ${links.length}, app API hits ${appHits}; refused ${refused} of ${links.length}; checks while pending ${pendingChecks}`,
      held: hits === 0 && appHits === 0 && refused === links.length && pendingChecks === 0,
    };
  } finally {
    await ctx.close();
    await closeServer(target);
    await closeServer(redirector);
  }
}

/** 66 guest takedowns from one address. */
export async function takedownFlood(): Promise<AttackResult> {
  const ctx = await attackApp();
  try {
    const catalogue = [];
    for (let i = 0; i < 66; i++) catalogue.push(await buildEntry(ctx.db, { title: `Open Movie ${i}` }));
    const statuses: number[] = [];
    const started = performance.now();
    for (const item of catalogue) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/report/create',
        remoteAddress: '203.0.113.66',
        payload: {
          item_type: 'entry',
          uid: item.uid,
          reason: 'takedown',
          contact_name: 'Angreifer',
          contact_email: 'attacker@example.test',
          message: 'Wir halten die Rechte an diesem Werk, bitte entfernen.',
        },
      });
      statuses.push(res.statusCode);
    }
    const seconds = (performance.now() - started) / 1000;
    const hidden = (await ctx.db.select().from(entries).where(eq(entries.active, false))).length;
    return {
      attack: 'Guest takedown flood (one address)',
      attempts: '66 takedowns',
      before: 'hidden 30 of 66 in 0.19 s',
      after: `hidden ${hidden} of 66 in ${seconds.toFixed(2)} s; answers ${statusCounts(statuses)}`,
      held: hidden === 0,
    };
  } finally {
    await ctx.close();
  }
}

/** 50 tickets, 30 uploads from one account; 300 guest reports from one address. */
export async function perUserLimits(): Promise<AttackResult[]> {
  const ctx = await attackApp();
  try {
    const user = await bearer(ctx.db, await buildUser(ctx.db));
    const entry = await buildEntry(ctx.db, { title: 'Elephants Dream' });
    const tickets: number[] = [];
    for (let i = 0; i < 50; i++)
      tickets.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/ticket/create',
            headers: user,
            payload: { subject: `Frage ${i}`, content: 'Eine ausführliche Frage zum Katalog.' },
          })
        ).statusCode,
      );
    const uploads: number[] = [];
    for (let i = 0; i < 30; i++)
      uploads.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/upload/create',
            headers: user,
            payload: {
              fulltitle: `Elephants.Dream.2006.German.${i}.1080p.WEB.x264-OPEN`,
              links: [`https://archive.org/details/elephants_dream_${i}`],
              entry_id: entry.id,
            },
          })
        ).statusCode,
      );
    const reports: number[] = [];
    const started = performance.now();
    for (let i = 0; i < 300; i++)
      reports.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/report/create',
            remoteAddress: '203.0.113.30',
            payload: { item_type: 'entry', uid: entry.uid, reason: 'dead_link', message: `Link tot ${i}` },
          })
        ).statusCode,
      );
    const seconds = (performance.now() - started) / 1000;
    const accepted = (xs: number[]) => xs.filter((s) => s === 200).length;
    return [
      {
        attack: 'Tickets in a row (one account)',
        attempts: '50',
        before: 'accepted 50 of 50',
        after: `accepted ${accepted(tickets)} of 50; answers ${statusCounts(tickets)}`,
        held: accepted(tickets) < 50 && tickets.every((s) => s === 200 || s === 429),
      },
      {
        attack: 'Uploads in a row (one account)',
        attempts: '30',
        before: 'accepted 30 of 30 (each fed the link checker)',
        after: `accepted ${accepted(uploads)} of 30; answers ${statusCounts(uploads)}`,
        held: accepted(uploads) < 30 && uploads.every((s) => s === 200 || s === 429),
      },
      {
        attack: 'Guest reports in a row (one address)',
        attempts: '300',
        before: 'accepted 300 of 300 in 1.45 s',
        after: `accepted ${accepted(reports)} of 300 in ${seconds.toFixed(2)} s; answers ${statusCounts(reports)}`,
        held: accepted(reports) < 300 && reports.every((s) => s === 200 || s === 429),
      },
    ];
  } finally {
    await ctx.close();
  }
}

/** javascript: and data: links in a staff release. */
export async function releaseLinks(): Promise<AttackResult> {
  const ctx = await attackApp();
  try {
    const admin = await bearer(ctx.db, await buildUser(ctx.db, { role: 'admin' }));
    const entry = await buildEntry(ctx.db);
    const bad = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'];
    const statuses: number[] = [];
    for (const link of bad)
      statuses.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/release/create',
            headers: admin,
            payload: {
              entry_id: entry.id,
              fulltitle: 'Links.Test.2026.German.1080p.WEB.x264-TEST',
              type: 'movie',
              links: { ddownload: ['https://ddownload.com/ok/a.rar', link] },
            },
          })
        ).statusCode,
      );
    const refused = statuses.filter((s) => s === 400).length;
    return {
      attack: 'javascript:/data: release links (staff)',
      attempts: '2',
      before: 'accepted 2 of 2 (CSP neutralised them)',
      after: `refused with 400: ${refused} of 2`,
      held: refused === 2,
    };
  } finally {
    await ctx.close();
  }
}
