import {
  ZErrorResponse,
  ZMessageAnswer,
  ZNotificationsAnswer,
  ZNotificationsQuery,
  ZNotificationsRead,
} from '@regal/shared';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { markRead, type Notifier } from './notify.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** The header dropdown: a user's own notifications (never anyone else's), mark read, mark all read. */
export function notificationsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notifications',
      {
        config: { access: 'notification.read' },
        schema: {
          tags: ['notifications'],
          summary: "The caller's newest notifications and their unread count",
          querystring: ZNotificationsQuery,
          response: { 200: ZNotificationsAnswer, ...errors },
        },
      },
      async (request) => {
        const { user } = requireUser(request);
        const mine = eq(notifications.userId, user.id);
        const [rows, [unread]] = await Promise.all([
          db
            .select()
            .from(notifications)
            .where(mine)
            .orderBy(desc(notifications.createdAt), desc(notifications.id))
            .limit(request.query.limit ?? 20),
          db
            .select({ n: count() })
            .from(notifications)
            .where(and(mine, isNull(notifications.readAt))),
        ]);
        return {
          items: rows.map((row) => ({
            id: row.id,
            kind: row.kind,
            title: row.title,
            link: row.link,
            data: row.data,
            read_at: row.readAt?.toISOString() ?? null,
            created_at: row.createdAt.toISOString(),
          })),
          unread: unread?.n ?? 0,
        };
      },
    );

    app.post(
      '/notifications/read',
      {
        config: { access: 'notification.read' },
        schema: {
          tags: ['notifications'],
          summary: 'Mark notifications read: `ids` (only the caller’s own count) or `all: true`',
          body: ZNotificationsRead,
          response: { 200: ZMessageAnswer, ...errors },
        },
      },
      async (request) => {
        const { user } = requireUser(request);
        const { ids, all } = request.body;
        if (!all && (!ids || ids.length === 0))
          throw badRequest({ ids: 'Keine Benachrichtigung ausgewählt.' });
        const n = await markRead(db, user.id, all ? 'all' : (ids ?? []));
        return { message: String(n) };
      },
    );
  };
}

export type { Notifier };
