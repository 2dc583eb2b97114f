import { ZPublicSettings } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { publicSettingsOf } from './public-settings.ts';

export function settingsRoutes(config: Config): FastifyPluginAsyncZod {
  // Read per request: an admin changes them at run time (decision 015), and they are cheap.
  return async (app) => {
    app.get(
      '/core/settings',
      {
        config: { access: 'public', answerCache: true },
        schema: {
          tags: ['core'],
          summary: 'Public operator settings: ad link, referral links, donation wallets',
          response: { 200: ZPublicSettings },
        },
      },
      async () => publicSettingsOf(config),
    );
  };
}
