import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { linkHealthSettings } from '../../jobs/links-schedule.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { linkHealthRoutes } from './link-health.routes.ts';
import { createLinkHealthService } from './link-health.service.ts';

export function linkHealthModule(db: Database, config: Config, jobs: JobQueue): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      linkHealthRoutes(createLinkHealthService(db, linkHealthSettings(config), app.log), jobs),
    );
  };
}
