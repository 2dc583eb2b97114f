import { type SystemStatus, ZErrorResponse, ZSystemStatus } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { mailOutboxDir } from '../../integrations/mail/client.ts';
import { hstsWanted } from '../../plugins/security-headers.ts';

/** What the admin's system page shows: how this server is configured (no secrets). */
export function systemStatusOf(config: Config): SystemStatus {
  const smtp = config.SMTP_URL !== '';
  return {
    mail: {
      configured: smtp,
      transport: smtp ? 'smtp' : 'files',
      outbox_dir: smtp ? null : mailOutboxDir(config),
    },
    database: {
      kind: config.DATABASE_URL
        ? 'postgres-url'
        : config.EMBEDDED_DB === 'pglite'
          ? 'embedded-pglite'
          : 'embedded-postgres',
    },
    trust_proxy: config.TRUST_PROXY.trim() || 'false',
    public_url: config.PUBLIC_URL,
    hsts: hstsWanted(config),
    rate_limits: config.REDIS_URL ? 'redis' : 'memory',
    node_env: config.NODE_ENV,
  };
}

/** `GET /api/system/status` (admins): the dashboard's system page (decision 013). */
export function systemRoutes(config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/system/status',
      {
        config: { access: 'system.status' },
        schema: {
          tags: ['system'],
          summary: 'How this server runs: mail configured, database kind, proxy trust (admins)',
          response: { 200: ZSystemStatus, 401: ZErrorResponse, 403: ZErrorResponse },
        },
      },
      async () => systemStatusOf(config),
    );
  };
}
