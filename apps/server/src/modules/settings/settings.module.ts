import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { RuntimeSettings } from './runtime-settings.ts';
import { appSettingsRoutes } from './settings.routes.ts';
import { createAppSettingsService } from './settings.service.ts';

export function appSettingsModule(
  db: Database,
  config: Config,
  runtime: RuntimeSettings,
): FastifyPluginAsyncZod {
  return appSettingsRoutes(createAppSettingsService(db, config, runtime));
}
