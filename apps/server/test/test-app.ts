import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
}

/**
 * Builds the real app on a fresh database for one test file and closes both afterwards.
 * Usage: `const ctx = useTestApp();` then `ctx.app.inject(...)` inside tests.
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const ctx = {} as TestContext;
  let close = async () => {};
  beforeAll(async () => {
    const database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env });
    ctx.db = database.db;
    ctx.app = await buildApp({ config, db: database.db });
    await ctx.app.ready();
    close = async () => {
      await ctx.app.close();
      await database.close();
    };
  });
  afterAll(() => close());
  return ctx;
}
