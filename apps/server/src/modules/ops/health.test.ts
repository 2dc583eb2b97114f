import { APP_VERSION } from '@regal/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';

const ctx = useTestApp();

describe('GET /healthz and /readyz', () => {
  it('/healthz answers while the process runs, without the database', async () => {
    const res = await ctx.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/healthz tells a stranger only that the process runs; the version is for the operator (issue 32)', async () => {
    const stranger = await ctx.app.inject({ url: '/healthz', remoteAddress: '203.0.113.7' });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({ status: 'ok' });
    // A forged X-Forwarded-For changes nothing without TRUST_PROXY.
    const forged = await ctx.app.inject({
      url: '/healthz',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.json()).toEqual({ status: 'ok' });
    // The operator on the machine (as for /metrics) sees version and uptime; /metrics carries the version.
    const local = await ctx.app.inject({ url: '/healthz' });
    expect(local.json()).toEqual({ status: 'ok', version: APP_VERSION, uptime_seconds: expect.any(Number) });
    const metrics = await ctx.app.inject({ url: '/metrics' });
    expect(metrics.body).toContain(`regal_build_info{version="${APP_VERSION}"} 1`);
  });

  it('/readyz is ready with the database reachable, every migration applied and the queue running', async () => {
    const res = await ctx.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', reasons: [] });
  });

  it('/readyz names a migration the database lacks (503)', async () => {
    const latest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const saved = await ctx.db.execute(
      sql`select hash, created_at from drizzle.__drizzle_migrations where created_at = ${latest}`,
    );
    const row = (saved as unknown as { rows: { hash: string; created_at: string }[] }).rows[0];
    await ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${latest}`);
    try {
      const res = await ctx.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().reasons).toEqual([expect.stringMatching(/^migrations not applied: \d{4}_\w+$/)]);
    } finally {
      await ctx.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row?.hash}, ${row?.created_at})`,
      );
    }
    expect((await ctx.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('/readyz answers 503 with the reasons when the database is closed and the queue stopped; /healthz stays 200', async () => {
    const database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
    const app = await buildApp({ config, db: database.db });
    await app.ready();
    let closing: Promise<void> = Promise.resolve();
    try {
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
      await app.jobs.stop();
      // On PostgreSQL the pool's end waits for the catalogue version's LISTEN connection, which the
      // app gives back when it closes: the pool refuses new queries at once, which is what counts.
      closing = database.close();
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().status).toBe('not-ready');
      expect(res.json().reasons).toEqual([
        expect.stringMatching(/^database unreachable: /),
        'job queue not running',
      ]);
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await closing;
    }
  });
});
