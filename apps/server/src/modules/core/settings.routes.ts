import { ZPublicSettings } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { publicSettingsOf } from './public-settings.ts';

export function settingsRoutes(config: Config): FastifyPluginAsyncZod {
  // Settings only change with a restart, so they are read once.
  const settings = publicSettingsOf(config);
  return async (app) => {
    app.get(
      '/core/settings',
      {
        config: { access: 'public' },
        schema: {
          tags: ['core'],
          summary: 'Public operator settings: ad link, referral links, donation wallets',
          response: { 200: ZPublicSettings },
        },
      },
      async () => settings,
    );
  };
}
