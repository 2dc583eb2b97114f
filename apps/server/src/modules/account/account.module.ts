import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createRateLimitStore } from '../../lib/rate-limit-store.ts';
import { createAccountRepository } from './account.repository.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService } from './account.service.ts';
import { createAppTokensRepository } from './app-tokens.repository.ts';
import { appTokensRoutes } from './app-tokens.routes.ts';
import { createAppTokensService } from './app-tokens.service.ts';
import { avatarRoutes } from './avatar.routes.ts';
import { createAvatarService } from './avatar.service.ts';
import { createAvatarStorage } from './avatar-storage.ts';

/** The account area: profile, password, avatar (and its media route) and app tokens. */
export function accountModule(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const avatars = createAvatarService(createAccountRepository(db), createAvatarStorage(config.dataDir));
    const limits = createRateLimitStore(config.REDIS_URL);
    app.addHook('onClose', () => limits.close());
    await app.register(accountRoutes(createAccountService(db, limits)));
    await app.register(avatarRoutes(avatars, config.AVATAR_MAX_BYTES));
    await app.register(appTokensRoutes(createAppTokensService(createAppTokensRepository(db))));
  };
}
