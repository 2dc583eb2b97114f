import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { CryptRewriteSettings } from '../filecrypt/crypt-link-rewrite.ts';
import { createLiveRepository } from './live.repository.ts';
import { liveRoutes } from './live.routes.ts';
import { createLiveService } from './live.service.ts';

export const liveModule = (db: Database, cryptRewrite: CryptRewriteSettings): FastifyPluginAsyncZod =>
  liveRoutes(createLiveService(createLiveRepository(db), cryptRewrite));
