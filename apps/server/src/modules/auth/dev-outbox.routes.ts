import { ZOutbox } from '@regal/shared';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

/**
 * Outside production, without SMTP, mails land in the outbox table; this lists the newest 50 so a
 * developer can follow verification and reset links. Never registered in production.
 */
export function devOutboxRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/outbox',
      {
        config: { access: 'public' },
        schema: {
          tags: ['dev'],
          summary: 'Mails kept without SMTP (development only)',
          response: { 200: ZOutbox },
        },
      },
      async () => {
        const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(50);
        return {
          items: rows.map((m) => ({
            id: m.id,
            to: m.to,
            subject: m.subject,
            text: m.text,
            created_at: m.createdAt.toISOString(),
          })),
        };
      },
    );
  };
}
