import {
  ZCheckLinksAnswer,
  ZCheckLinksBody,
  ZDeadLinksQuery,
  ZEntryLinks,
  ZEntryLinksParams,
  ZErrorResponse,
  ZLinkBadgeParams,
  ZLinkBadgeQuery,
  ZLinkPage,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linksCheck } from '../../jobs/links-check.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { langOf } from '../../lib/messages/index.ts';
import { badgeSvg } from './badge.ts';
import type { LinkHealthService } from './link-health.service.ts';

const staffErrors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** Status images (public) and the staff's link lists and "check now" (issue 13). */
export function linkHealthRoutes(service: LinkHealthService, jobs: JobQueue): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/links/status/:uid/:hoster',
      {
        config: { access: 'public' },
        schema: {
          tags: ['links'],
          summary: "A release hoster's online-status image (SVG badge: online, offline, dead, unknown)",
          params: ZLinkBadgeParams,
          querystring: ZLinkBadgeQuery,
          response: { 200: { content: { 'image/svg+xml': { schema: z.string() } } }, 400: ZErrorResponse },
        },
      },
      async (request, reply) => {
        const hoster = request.params.hoster.slice(0, -'.svg'.length);
        const state = await service.badgeState(request.params.uid, hoster);
        // The page asks in its own language (`?lang=`); without it the browser's language decides.
        const lang = request.query.lang ?? langOf(request.headers['accept-language']);
        // Short cache: a check's result shows within a minute, and a busy page costs one query per minute.
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'public, max-age=60')
          .header('vary', 'accept-language')
          .header('x-link-state', state)
          .send(badgeSvg(state, lang));
      },
    );

    app.get(
      '/links',
      {
        config: { access: 'links.read' },
        schema: {
          tags: ['links'],
          summary: 'Hoster links by state (dead by default), newest check first (staff)',
          querystring: ZDeadLinksQuery,
          response: { 200: ZLinkPage, ...staffErrors },
        },
      },
      async (request) => service.list(request.query),
    );

    app.get(
      '/links/entry/:uid',
      {
        config: { access: 'links.read' },
        schema: {
          tags: ['links'],
          summary: "An entry's hoster links with their states (staff)",
          params: ZEntryLinksParams,
          response: { 200: ZEntryLinks, ...staffErrors, 404: ZErrorResponse },
        },
      },
      async (request) => service.entryLinks(request.params.uid),
    );

    app.post(
      '/links/check',
      {
        config: { access: 'links.check' },
        schema: {
          tags: ['links'],
          summary: 'Check the links of an entry or a release now (staff)',
          body: ZCheckLinksBody,
          response: { 200: ZCheckLinksAnswer, ...staffErrors, 404: ZErrorResponse },
        },
      },
      async (request) => {
        const due = await service.markDue(request.body, actorOf(request));
        for (const checker of due.checkers)
          await jobs.enqueue(linksCheck, { checker }, { singletonKey: checker });
        return { message: 'Die Links werden jetzt geprüft.', links: due.links };
      },
    );
  };
}
