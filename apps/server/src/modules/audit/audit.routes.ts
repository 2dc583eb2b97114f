import { ZAuditQuery, ZAuditResponse, ZChangelog, ZErrorResponse } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditService } from './audit.service.ts';
import { readChangelog } from './changelog.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const HOUR_MS = 3_600_000;

/** The audit log view (admin) and the changelog timeline (staff); prunes old audit rows hourly. */
export function auditRoutes(service: AuditService): FastifyPluginAsyncZod {
  return async (app) => {
    const prune = () =>
      service.prune().catch((error: unknown) => app.log.warn({ err: error }, 'audit prune failed'));
    const timer = setInterval(prune, HOUR_MS);
    timer.unref();
    app.addHook('onReady', async () => {
      await prune();
    });
    app.addHook('onClose', async () => clearInterval(timer));

    app.get(
      '/audit',
      {
        config: { access: 'audit.read' },
        schema: {
          tags: ['audit'],
          summary: 'Audit log: who, what kind, which item, when; 50 a page, newest first',
          querystring: ZAuditQuery,
          response: { 200: ZAuditResponse, ...errors },
        },
      },
      async (request) => service.list(request.query),
    );

    const changelog = readChangelog();
    app.get(
      '/changelog',
      {
        config: { access: 'changelog.read' },
        schema: {
          tags: ['audit'],
          summary: 'The changelog timeline from CHANGELOG.md (3.49.7 and on)',
          response: { 200: ZChangelog, ...errors },
        },
      },
      async () => ({ versions: changelog }),
    );
  };
}
