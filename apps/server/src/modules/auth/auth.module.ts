import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createMailer } from '../../jobs/mailer.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { createRateLimitStore } from '../../lib/rate-limit-store.ts';
import { resolveAppKey } from './app-key.ts';
import { authRoutes } from './auth.routes.ts';
import type { AuthContext } from './auth-context.ts';
import { emailChangeRoutes } from './email-change.routes.ts';
import { linkedIdentitiesRoutes } from './linked-identities.routes.ts';
import { oauthRoutes } from './oauth.routes.ts';
import { registrationRoutes } from './registration.routes.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';

/** Everything under /api/auth: builds the shared context once. */
export function authModule(db: Database, config: Config, jobs: JobQueue): FastifyPluginAsyncZod {
  return async (app) => {
    const ctx: AuthContext = {
      db,
      config,
      mailer: createMailer(config, jobs, app.log),
      limits: createRateLimitStore(config.REDIS_URL),
      appKey: resolveAppKey(config),
    };
    contexts.set(db, ctx);
    app.addHook('onClose', async () => {
      await ctx.limits.close();
    });
    await app.register(authRoutes(ctx));
    await app.register(registrationRoutes(ctx));
    await app.register(twoFactorRoutes(ctx));
    await app.register(oauthRoutes(ctx));
    await app.register(linkedIdentitiesRoutes(ctx));
    await app.register(emailChangeRoutes(ctx));
  };
}

const contexts = new WeakMap<Database, AuthContext>();

/** The auth module's context for an app's database: tests use it to wait for queued mails. */
export function authContextFor(db: Database): AuthContext | undefined {
  return contexts.get(db);
}
