import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { createRequestRelay } from './request-relay.ts';
import { createRequestsRepository } from './requests.repository.ts';
import { requestsRoutes } from './requests.routes.ts';
import { createRequestsService } from './requests.service.ts';

/** The bot request and REQ edit/delete; requests reach IRC through the job queue. */
export function requestsModule(db: Database, config: Config, jobs: JobQueue): FastifyPluginAsyncZod {
  return async (app) => {
    const relay = createRequestRelay(config, jobs);
    await app.register(requestsRoutes(createRequestsService(createRequestsRepository(db), relay)));
  };
}
