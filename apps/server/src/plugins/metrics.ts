import { timingSafeEqual } from 'node:crypto';
import { APP_VERSION } from '@regal/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { notFound } from '../lib/http-errors.ts';
import { createMetrics, type Metrics } from '../lib/metrics.ts';
import { rowsOf } from '../modules/search/sql-rows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's Prometheus registry and the hooks modules register figures with. */
    metrics: Metrics;
  }
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Whether a caller may read /metrics: a loopback client address — `request.ip`, i.e. the socket's
 * unless TRUST_PROXY names the proxy, so a forged X-Forwarded-For changes nothing — or the bearer
 * token METRICS_TOKEN (compared in constant time).
 */
export function mayReadMetrics(request: FastifyRequest, token: string): boolean {
  if (LOOPBACK.test(request.ip)) return true;
  if (!token) return false;
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface MetricsDeps {
  db: Database;
  jobs: JobQueue;
  /** the pg pool behind `db` (absent on PGlite: no pool figures) */
  pool?: pg.Pool | undefined;
  token: string;
}

/**
 * `GET /metrics` in Prometheus's text format (decision 034): request durations by route pattern and
 * status, database pool use and errors, job queue depth and failures per kind, link states, answer
 * caches (registered by their module), event-loop lag and the process's figures. Anyone else gets
 * the 404 every unknown address gets.
 */
export function registerMetrics(app: FastifyInstance, { db, jobs, pool, token }: MetricsDeps): void {
  const metrics = createMetrics();
  app.decorate('metrics', metrics);

  app.addHook('onResponse', async (request, reply) => {
    // The pattern keeps the label set small; requests no route matched share one label.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  if (pool) {
    metrics.gauge('regal_db_pool_connections', 'Database pool connections by state', ['state'], async () => [
      { labels: { state: 'total' }, value: pool.totalCount },
      { labels: { state: 'idle' }, value: pool.idleCount },
      { labels: { state: 'waiting' }, value: pool.waitingCount },
    ]);
  }
  metrics.gauge(
    'regal_jobs',
    'Jobs by kind and state (queued, running, failed = waiting for a retry, dead, completed)',
    ['kind', 'state'],
    async () =>
      (await jobs.counts()).flatMap((counts) =>
        (['queued', 'running', 'failed', 'dead', 'completed'] as const).map((state) => ({
          labels: { kind: counts.kind, state },
          value: counts[state],
        })),
      ),
  );
  metrics.gauge('regal_link_checks', 'Hoster links by their last known state', ['state'], async () => {
    const rows = await rowsOf<{ state: string; n: number }>(
      db,
      sql`select state, count(*)::int as n from link_checks group by state`,
    );
    return rows.map((row) => ({ labels: { state: row.state }, value: Number(row.n) }));
  });

  // The version lives here, for the operator, not in the public /healthz (issue 32).
  metrics.gauge('regal_build_info', 'The running Regal version (always 1)', ['version'], async () => [
    { labels: { version: APP_VERSION }, value: 1 },
  ]);

  app.get('/metrics', { schema: { hide: true }, config: { access: 'public' } }, async (request, reply) => {
    if (!mayReadMetrics(request, token)) throw notFound();
    reply.header('cache-control', 'no-store');
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
