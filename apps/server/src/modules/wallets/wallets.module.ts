import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { createWalletsRepository } from './wallets.repository.ts';
import { walletsRoutes } from './wallets.routes.ts';
import { createWalletsService } from './wallets.service.ts';

export function walletsModule(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(walletsRoutes(createWalletsService(createWalletsRepository(db))));
  };
}
