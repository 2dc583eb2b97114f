import { APP_VERSION, type AppItem, ZAppsResponse } from '@regal/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { type Lang, langOf, type MessageKey, message } from '../../lib/messages/index.ts';

/**
 * The apps dropdown: the places of this installation, named in the request's language (the
 * answer cache keys by it). Operators can replace the list with REGAL_APPS_JSON (a JSON array of
 * {name, short, url, icon, image, color}); their names are theirs, in one language.
 */
/** `name`: a message key where the name differs by language, else the name itself. */
const DEFAULT_APPS: (Omit<AppItem, 'name' | 'short'> & { name: string; short?: string })[] = [
  { name: 'appCatalogue', url: '/', icon: 'movie', image: null, color: '#7c3aed' },
  { name: 'appSearch', url: '/search', icon: 'search', image: null, color: '#0891b2' },
  { name: 'sceneBOT', short: 'SB', url: '/scenebot', icon: 'robot', image: null, color: '#16a34a' },
  { name: 'appWarezMode', url: '/warezmode', icon: 'list', image: null, color: '#ea580c' },
  { name: 'API', url: '/api/docs', icon: 'api', image: null, color: '#64748b' },
];

const APP_NAME_KEYS = new Set<string>(['appCatalogue', 'appSearch', 'appWarezMode']);
const isAppNameKey = (name: string): name is MessageKey => APP_NAME_KEYS.has(name);

/** "Warez-Modus" → "WM", "Search" → "SE", "API" → "API": the avatar's letters when there is no image. */
function shortOf(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  if (name.length <= 3) return name.toUpperCase();
  return (words.length > 1 ? words.map((w) => w[0]).join('') : name.slice(0, 2)).toUpperCase().slice(0, 3);
}

/** The default apps in one language. */
export function defaultApps(lang: Lang): AppItem[] {
  return DEFAULT_APPS.map((item) => {
    const name = isAppNameKey(item.name) ? message(lang, item.name) : item.name;
    return { ...item, name, short: item.short ?? shortOf(name) };
  });
}

export function coreRoutes(db: Database, apps?: AppItem[]): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/core/apps',
      {
        config: { access: 'public', answerCache: true },
        schema: { tags: ['core'], summary: 'Apps dropdown', response: { 200: ZAppsResponse } },
      },
      async (request) => ({ apps: apps ?? defaultApps(langOf(request.headers['accept-language'])) }),
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
