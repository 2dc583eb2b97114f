import {
  type JobItem,
  lastPageOf,
  ZErrorResponse,
  ZJobListQuery,
  ZJobOverview,
  ZJobPage,
  ZJobRetryAnswer,
  ZJobRetryParams,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { JobQueue, JobRow } from '../../jobs/queue.ts';
import { recordAudit } from '../../lib/audit.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { notFound } from '../../lib/http-errors.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

const present = (row: JobRow): JobItem => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  data: row.data,
  output: row.output,
  retry_count: row.retryCount,
  retry_limit: row.retryLimit,
  created_at: row.createdOn.toISOString(),
  started_at: row.startedOn ? row.startedOn.toISOString() : null,
  completed_at: row.completedOn ? row.completedOn.toISOString() : null,
});

/** The admins' queue view: counts per kind and state, the jobs of a state, retry (issue 13). */
export function jobsModule(jobs: JobQueue, db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/jobs',
      {
        config: { access: 'jobs.read' },
        schema: {
          tags: ['jobs'],
          summary: 'Jobs per kind: queued, running, failed (will retry), dead, completed (admins)',
          response: { 200: ZJobOverview, ...errors },
        },
      },
      async () => ({ workers: jobs.workers, kinds: await jobs.counts() }),
    );

    app.get(
      '/jobs/list',
      {
        config: { access: 'jobs.read' },
        schema: {
          tags: ['jobs'],
          summary: 'The jobs of one state (dead by default), newest first (admins)',
          querystring: ZJobListQuery,
          response: { 200: ZJobPage, ...errors },
        },
      },
      async (request) => {
        const { kind, state, page, per_page: perPage } = request.query;
        const { rows, total } = await jobs.list(kind ?? null, state, perPage, (page - 1) * perPage);
        const from = rows.length > 0 ? (page - 1) * perPage + 1 : null;
        return {
          data: rows.map(present),
          current_page: page,
          last_page: lastPageOf(total, perPage),
          per_page: perPage,
          from,
          to: from === null ? null : from + rows.length - 1,
          total,
        };
      },
    );

    app.post(
      '/jobs/:kind/:id/retry',
      {
        config: { access: 'jobs.retry' },
        schema: {
          tags: ['jobs'],
          summary: 'Run a failed or dead job again now (admins)',
          params: ZJobRetryParams,
          response: { 200: ZJobRetryAnswer, ...errors, 404: ZErrorResponse },
        },
      },
      async (request) => {
        if (!(await jobs.retry(request.params.kind, request.params.id)))
          throw notFound('Kein fehlgeschlagener Job mit dieser ID.');
        await recordAudit(db, {
          actor: actorOf(request),
          action: 'jobs.retry',
          itemType: 'job',
          itemId: request.params.id,
          itemLabel: request.params.kind,
        });
        return { message: 'Der Job wird erneut ausgeführt.' };
      },
    );
  };
}
