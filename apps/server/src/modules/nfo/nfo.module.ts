import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { createConfiguredNfoService, nfoRoutes } from './nfo.routes.ts';

export const nfoModule = (config: Config): FastifyPluginAsyncZod =>
  nfoRoutes(createConfiguredNfoService(config));
