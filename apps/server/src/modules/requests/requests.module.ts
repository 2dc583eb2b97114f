import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createRequestRelay } from './request-relay.ts';
import { createRequestsRepository } from './requests.repository.ts';
import { requestsRoutes } from './requests.routes.ts';
import { createRequestsService } from './requests.service.ts';

/** The bot request and REQ edit/delete; owns the IRC connection for the app's lifetime. */
export function requestsModule(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const relay = createRequestRelay(config, app.log.child({ module: 'irc' }));
    app.addHook('onClose', () => relay.close());
    await app.register(requestsRoutes(createRequestsService(createRequestsRepository(db), relay)));
  };
}
