import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { pagesRoutes } from './pages.routes.ts';
import { createPagesService } from './pages.service.ts';

export const pagesModule = (db: Database): FastifyPluginAsyncZod => pagesRoutes(createPagesService(db));
