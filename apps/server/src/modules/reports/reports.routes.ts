import {
  ZErrorResponse,
  ZMessageAnswer,
  ZReportConfirm,
  ZReportConfirmed,
  ZReportCreate,
  ZReportCreated,
  ZReportDecide,
  ZReportGroupsAnswer,
  ZReportsQuery,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../lib/actor.ts';
import { notFound } from '../../lib/http-errors.ts';
import { t } from '../../lib/messages/index.ts';
import { subjectOf } from '../../plugins/access.ts';
import type { Notifier } from '../notifications/notify.ts';
import { createHideBreaker } from './hide-breaker.ts';
import { createReportsService } from './reports.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Reports of releases and entries: anyone reports, moderators decide per item. */
export function reportsRoutes(db: Database, config: Config, notifier: Notifier): FastifyPluginAsyncZod {
  // Getters: these are run-time settings (decision 015).
  const breaker = createHideBreaker(db, notifier, () => ({
    limit: config.REPORT_HIDE_BREAKER_LIMIT,
    windowMinutes: config.REPORT_HIDE_BREAKER_WINDOW_MINUTES,
  }));
  const service = createReportsService(db, notifier, {
    takedownHides: () => config.REPORT_TAKEDOWN_HIDES,
    breaker,
    publicUrl: config.PUBLIC_URL,
  });
  return async (app) => {
    app.post(
      '/report/create',
      {
        config: { access: 'report.create', quota: 'report' },
        schema: {
          tags: ['reports'],
          summary:
            'Report a release or entry (dead link, wrong entry, fake, copyright takedown with contact details)',
          body: ZReportCreate,
          response: { 200: ZReportCreated, ...errors },
        },
      },
      async (request) => {
        const { hidden, confirmByMail } = await service.create(subjectOf(request), request.body);
        const message = confirmByMail ? 'reportConfirmMail' : hidden ? 'reportHidden' : 'reportCreated';
        return { message: t(request, message), hidden, confirm_by_mail: confirmByMail };
      },
    );

    app.post(
      '/report/confirm',
      {
        config: { access: 'public' },
        schema: {
          tags: ['reports'],
          summary:
            "A guest claimant confirms a takedown report with the mailed link's token (404: invalid or expired)",
          body: ZReportConfirm,
          response: { 200: ZReportConfirmed, ...errors },
        },
      },
      async (request) => {
        const result = await service.confirm(request.body.token);
        if (result === 'invalid') throw notFound(t(request, 'reportConfirmInvalid'));
        return {
          message: t(request, result === 'hidden' ? 'reportConfirmedHidden' : 'reportConfirmed'),
          result,
        };
      },
    );

    app.get(
      '/report/queue',
      {
        config: { access: 'report.moderate' },
        schema: {
          tags: ['reports'],
          summary: 'Reports grouped per item for moderators (state open, snoozed or closed)',
          querystring: ZReportsQuery,
          response: { 200: ZReportGroupsAnswer, ...errors },
        },
      },
      async (request) =>
        service.queue(
          actorOf(request),
          request.query.state ?? 'open',
          request.query.page ?? 1,
          request.query.per_page,
        ),
    );

    app.post(
      '/report/decide',
      {
        config: { access: 'report.moderate' },
        schema: {
          tags: ['reports'],
          summary:
            "Decide an item's reports: fix, hide, remove, dismiss (or snooze) with a reason for the reporters",
          body: ZReportDecide,
          response: { 200: ZMessageAnswer, ...errors, 409: ZErrorResponse },
        },
      },
      async (request) => {
        const n = await service.decide(actorOf(request), request.body);
        return { message: t(request, 'reportDecided', { count: String(n) }) };
      },
    );
  };
}
