import { ZAuditQuery, ZAuditResponse, ZChangelog, ZErrorResponse } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOf } from '../../lib/messages/index.ts';
import type { AuditService } from './audit.service.ts';
import { changelogs } from './changelog.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
/**
 * The audit log view (admin) and the changelog timeline (staff). Old rows are pruned by the daily
 * `cleanup.daily` job (src/jobs/cleanup.ts), one run for every process.
 */
export function auditRoutes(service: AuditService): FastifyPluginAsyncZod {
  return async (app) => {
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

    const changelog = changelogs();
    app.get(
      '/changelog',
      {
        config: { access: 'changelog.read' },
        schema: {
          tags: ['audit'],
          summary:
            'The changelog timeline from CHANGELOG.md (3.49.7 and on), German from CHANGELOG.de.md unless Accept-Language asks for English',
          response: { 200: ZChangelog, ...errors },
        },
      },
      async (request) => ({ versions: changelog[langOf(request.headers['accept-language'])] }),
    );
  };
}
