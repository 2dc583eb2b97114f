import { APP_VERSION, type AppItem, ZAppsResponse } from '@regal/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

/**
 * The apps dropdown: the places of this installation. Operators can replace the list with
 * REGAL_APPS_JSON (a JSON array of {name, short, url, icon, image, color}).
 */
const DEFAULT_APPS: AppItem[] = [
  { name: 'Katalog', short: 'KA', url: '/', icon: 'movie', image: null, color: '#7c3aed' },
  { name: 'Suche', short: 'SU', url: '/search', icon: 'search', image: null, color: '#0891b2' },
  { name: 'sceneBOT', short: 'SB', url: '/scenebot', icon: 'robot', image: null, color: '#16a34a' },
  { name: 'Warez-Modus', short: 'WM', url: '/warezmode', icon: 'list', image: null, color: '#ea580c' },
  { name: 'API', short: 'API', url: '/api/docs', icon: 'api', image: null, color: '#64748b' },
];

export function coreRoutes(db: Database, apps: AppItem[] = DEFAULT_APPS): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/core/apps',
      {
        config: { access: 'public', answerCache: true },
        schema: { tags: ['core'], summary: 'Apps dropdown', response: { 200: ZAppsResponse } },
      },
      async () => ({ apps }),
    );
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['core'],
          response: { 200: z.object({ status: z.literal('ok'), version: z.string() }) },
        },
      },
      async () => {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, version: APP_VERSION };
      },
    );
  };
}
