import { type SystemStatus, ZErrorResponse, ZSystemStatus } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { mailOutboxDir } from '../../integrations/mail/client.ts';
import { backupState } from '../../ops/backup.ts';
import { hstsWanted } from '../../plugins/security-headers.ts';

/** What the admin's system page shows: how this server is configured (no secrets). */
export async function systemStatusOf(config: Config, db: Database): Promise<SystemStatus> {
  const last = await backupState(db);
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
    backup: {
      dir: config.backupDir,
      keep: config.BACKUP_KEEP,
      last: last && {
        started_at: last.startedAt.toISOString(),
        finished_at: last.finishedAt?.toISOString() ?? null,
        file: last.file,
        size_bytes: last.sizeBytes,
        error: last.error,
      },
    },
  };
}

/** `GET /api/system/status` (admins): the dashboard's system page (decision 013). */
export function systemRoutes(config: Config, db: Database): FastifyPluginAsyncZod {
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
      async () => systemStatusOf(config, db),
    );
  };
}
