import { APP_VERSION } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { mayReadMetrics } from '../../plugins/metrics.ts';
import { readinessOf } from './readiness.ts';

const ZLive = z.object({
  status: z.literal('ok'),
  /** only for the operator (loopback or METRICS_TOKEN, as /metrics): a version helps an attacker pick exploits */
  version: z.string().optional(),
  uptime_seconds: z.number().optional(),
});
const ZReady = z.object({ status: z.enum(['ready', 'not-ready']), reasons: z.array(z.string()) });

/**
 * Probes for a service manager or load balancer (decision 034), outside /api so no proxy rule or
 * cache meant for the API applies: `/healthz` answers while the process runs (no database call, so a
 * database outage does not get the process restarted), `/readyz` whether it can serve right now.
 * A stranger learns only that it runs; the version and uptime are for whoever may read /metrics
 * (issue 32), which also carries the version as `regal_build_info`.
 */
export function healthRoutes(db: Database, jobs: JobQueue, metricsToken: string): FastifyPluginAsyncZod {
  return async (app) => {
    let closing = false;
    // A process that is shutting down stops being ready at once: the balancer drains it.
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.get(
      '/healthz',
      {
        config: { access: 'public' },
        schema: { tags: ['core'], summary: 'Liveness: the process runs', response: { 200: ZLive } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!mayReadMetrics(request, metricsToken)) return { status: 'ok' as const };
        return { status: 'ok' as const, version: APP_VERSION, uptime_seconds: Math.round(process.uptime()) };
      },
    );
    app.get(
      '/readyz',
      {
        config: { access: 'public' },
        schema: {
          tags: ['core'],
          summary: 'Readiness: database reachable, migrations applied, job queue running (503 otherwise)',
          response: { 200: ZReady, 503: ZReady },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const readiness = await readinessOf(db, jobs);
        if (closing || app.lifecycle.draining) readiness.reasons.push('shutting down');
        if (readiness.reasons.length === 0) return { status: 'ready' as const, reasons: [] };
        return reply.code(503).send({ status: 'not-ready' as const, reasons: readiness.reasons });
      },
    );
  };
}
