import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createPglite, openPgliteInstance } from '../db/client.ts';

/**
 * The real app on an empty, migrated in-memory PGlite (start-up reads settings), for scripts that
 * read its routes or its OpenAPI document. Every optional route group is switched on.
 */
export async function buildDocsApp(): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const database = await openPgliteInstance(await createPglite());
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
