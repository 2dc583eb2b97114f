import {
  ZErrorResponse,
  ZTicketAnswer,
  ZTicketCreate,
  ZTicketsAnswer,
  ZTicketsQuery,
  ZTicketUid,
  ZTicketUpdate,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../lib/actor.ts';
import type { Notifier } from '../notifications/notify.ts';
import { createTicketsRepository } from './tickets.repository.ts';
import { createTicketsService } from './tickets.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Support tickets (spec 02 §2, §7): users read only their own; staff list, assign, note. */
export function ticketsRoutes(db: Database, notifier: Notifier): FastifyPluginAsyncZod {
  const service = createTicketsService(createTicketsRepository(db), notifier);
  return async (app) => {
    app.get(
      '/ticket/my',
      {
        config: { access: 'ticket.create' },
        schema: {
          tags: ['tickets'],
          summary: "The caller's own tickets, paged",
          querystring: ZTicketsQuery,
          response: { 200: ZTicketsAnswer, ...errors },
        },
      },
      async (request) => service.list(actorOf(request), 'my', request.query),
    );

    app.get(
      '/ticket/all',
      {
        config: { access: 'ticket.list' },
        schema: {
          tags: ['tickets'],
          summary: 'Every ticket for the staff table (search, state open|closed|all, sortBy)',
          querystring: ZTicketsQuery,
          response: { 200: ZTicketsAnswer, ...errors },
        },
      },
      async (request) => service.list(actorOf(request), 'all', request.query),
    );

    app.get(
      '/ticket/get/:uid',
      {
        config: { access: 'ticket.read' },
        schema: {
          tags: ['tickets'],
          summary: 'One ticket with its comments (own tickets; staff: all, with internal notes)',
          params: ZTicketUid,
          response: { 200: ZTicketAnswer, ...errors },
        },
      },
      async (request) => ({ item: await service.load(actorOf(request), request.params.uid) }),
    );

    app.post(
      '/ticket/create',
      {
        config: { access: 'ticket.create', quota: 'ticket' },
        schema: {
          tags: ['tickets'],
          summary: 'Open a support ticket (subject, message)',
          body: ZTicketCreate,
          response: { 200: ZTicketAnswer, ...errors },
        },
      },
      async (request) => ({ item: await service.create(actorOf(request), request.body) }),
    );

    app.post(
      '/ticket/update',
      {
        config: {
          access: 'ticket.read',
          quota: (request) =>
            (request.body as { comment?: string } | undefined)?.comment ? 'ticketComment' : null,
        },
        schema: {
          tags: ['tickets'],
          summary:
            'Change a ticket: add a comment (≥ 10 characters; internal: staff), swap closed, assign (staff), clear a comment (admin)',
          body: ZTicketUpdate,
          response: { 200: ZTicketAnswer, ...errors },
        },
      },
      async (request) => {
        const item = await service.update(actorOf(request), request.body);
        notifier.kick();
        return { item };
      },
    );
  };
}
