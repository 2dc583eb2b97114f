import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { accountModule } from './modules/account/account.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { containersModule } from './modules/containers/containers.module.ts';
import { coreRoutes } from './modules/core/core.routes.ts';
import { settingsRoutes } from './modules/core/settings.routes.ts';
import { downloadsModule } from './modules/downloads/downloads.module.ts';
import { createEntriesRepository } from './modules/entries/entries.repository.ts';
import { entriesRoutes } from './modules/entries/entries.routes.ts';
import { createEntriesService } from './modules/entries/entries.service.ts';
import { parseHosterList } from './modules/entries/mirrors.ts';
import { cryptRewriteSettingsOf } from './modules/filecrypt/crypt-link-rewrite.ts';
import { filecryptModule } from './modules/filecrypt/filecrypt.module.ts';
import { geocodingModule } from './modules/geocoding/geocoding.module.ts';
import { liveModule } from './modules/live/live.module.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { nfoModule } from './modules/nfo/nfo.module.ts';
import { pagesModule } from './modules/pages/pages.module.ts';
import { requestsModule } from './modules/requests/requests.module.ts';
import { searchModule } from './modules/search/search.module.ts';
import { tmdbRoutes } from './modules/tmdb/tmdb.routes.ts';
import { videoRoutes } from './modules/video/video.routes.ts';
import { walletsModule } from './modules/wallets/wallets.module.ts';
import { registerAccess } from './plugins/access.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerHttpCaching } from './plugins/http-caching.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  /** The process's logger; tests leave it out and get a quiet one. */
  logger?: FastifyBaseLogger;
}

/** Builds the whole app: plugins, then feature modules under /api. Used by main.ts and by tests. */
export async function buildApp({ config, db, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.LOG_LEVEL } }),
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerOpenApi(app);
  registerAuth(app, { db, config });
  // After auth: reads request.user to enforce each route's declared `config.access`.
  registerAccess(app);
  // ETags for API reads and compressed JSON answers (static files are precompressed at build time).
  registerHttpCaching(app);
  const cryptRewrite = cryptRewriteSettingsOf(config);

  await app.register(
    async (api) => {
      await api.register(authModule(db, config));
      await api.register(accountModule(db, config));
      await api.register(walletsModule(db));
      await api.register(geocodingModule(config));
      await api.register(coreRoutes(db));
      await api.register(mediaRoutes(db));
      await api.register(searchModule(db, { benchRoutes: config.BENCH_ROUTES, cryptRewrite }));
      await api.register(requestsModule(db, config));
      await api.register(
        entriesRoutes(
          createEntriesService(createEntriesRepository(db), {
            mirrorHosters: parseHosterList(config.MIRROR_HOSTERS),
            cryptRewrite,
          }),
        ),
      );
      await api.register(settingsRoutes(config));
      await api.register(pagesModule(db));
      await api.register(liveModule(db, cryptRewrite));
      await api.register(nfoModule(config));
      await api.register(tmdbRoutes(config));
      await api.register(videoRoutes());
      await api.register(containersModule(config));
      await api.register(downloadsModule(db, config));
      await api.register(filecryptModule(db, config));
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDist, config.NODE_ENV === 'production');
  return app;
}
