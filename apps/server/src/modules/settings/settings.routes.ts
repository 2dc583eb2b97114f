import { ZAppSettingsResponse, ZAppSettingsUpdate, ZErrorResponse } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { type AppSettingsService, SETTINGS_SAVED } from './settings.service.ts';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse };

/** dashboard/settings/app: the run-time operator settings (admin only, every change audited). */
export function appSettingsRoutes(service: AppSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settings/app',
      {
        config: { access: 'settings.app' },
        schema: {
          tags: ['settings'],
          summary: 'The app settings in effect (secrets masked), their defaults and whether stored',
          response: { 200: ZAppSettingsResponse, ...errors },
        },
      },
      async () => ({ settings: await service.list() }),
    );

    app.patch(
      '/settings/app',
      {
        config: { access: 'settings.app' },
        schema: {
          tags: ['settings'],
          summary: 'Change app settings; null returns one to the environment value; applied without restart',
          body: ZAppSettingsUpdate,
          response: { 200: ZAppSettingsResponse, 400: ZErrorResponse, ...errors },
        },
      },
      async (request) => {
        const { user } = requireUser(request);
        const settings = await service.update(user, request.body);
        return { settings, message: SETTINGS_SAVED };
      },
    );
  };
}
