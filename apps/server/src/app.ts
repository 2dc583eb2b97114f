import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { type Config, trustProxyOf } from './config.ts';
import type { Database } from './db/client.ts';
import { createJobQueue, type JobQueue } from './jobs/queue.ts';
import { createCatalogueVersion } from './lib/catalogue-version.ts';
import { registerRequestLanguage } from './lib/messages/request-language.ts';
import { installZodMessages } from './lib/messages/zod-messages.ts';
import { createRateLimitStore } from './lib/rate-limit-store.ts';
import { accountModule } from './modules/account/account.module.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { catalogueModule } from './modules/catalogue/catalogue.module.ts';
import { containersModule } from './modules/containers/containers.module.ts';
import { coreRoutes } from './modules/core/core.routes.ts';
import { settingsRoutes } from './modules/core/settings.routes.ts';
import { discoveryModule } from './modules/discovery/discovery.module.ts';
import { downloadsModule } from './modules/downloads/downloads.module.ts';
import { createEntriesRepository } from './modules/entries/entries.repository.ts';
import { entriesRoutes } from './modules/entries/entries.routes.ts';
import { createEntriesService } from './modules/entries/entries.service.ts';
import { parseHosterList } from './modules/entries/mirrors.ts';
import { cryptRewriteSettingsOf } from './modules/filecrypt/crypt-link-rewrite.ts';
import { filecryptModule } from './modules/filecrypt/filecrypt.module.ts';
import { geocodingModule } from './modules/geocoding/geocoding.module.ts';
import { jobsModule } from './modules/jobs/jobs.routes.ts';
import { keysRoutes } from './modules/keys/keys.routes.ts';
import { createKeysService } from './modules/keys/keys.service.ts';
import { linkHealthModule } from './modules/link-health/link-health.module.ts';
import { liveModule } from './modules/live/live.module.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { membersModule } from './modules/members/members.module.ts';
import { nfoModule } from './modules/nfo/nfo.module.ts';
import { communityModule } from './modules/notifications/community.module.ts';
import { healthRoutes } from './modules/ops/health.routes.ts';
import { packagesRoutes } from './modules/packages/packages.routes.ts';
import { createPackagesService } from './modules/packages/packages.service.ts';
import { pagesModule } from './modules/pages/pages.module.ts';
import { requestsModule } from './modules/requests/requests.module.ts';
import { searchModule } from './modules/search/search.module.ts';
import { createRuntimeSettings } from './modules/settings/runtime-settings.ts';
import { appSettingsModule } from './modules/settings/settings.module.ts';
import { strikesRoutes } from './modules/strikes/strikes.routes.ts';
import { createStrikesService } from './modules/strikes/strikes.service.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { tmdbRoutes } from './modules/tmdb/tmdb.routes.ts';
import { videoRoutes } from './modules/video/video.routes.ts';
import { walletsModule } from './modules/wallets/wallets.module.ts';
import { registerAccess } from './plugins/access.ts';
import { registerAnswerCache } from './plugins/answer-cache.ts';
import { registerAuth } from './plugins/auth.ts';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerHttpCaching } from './plugins/http-caching.ts';
import { registerLocalizedMessages } from './plugins/localized-messages.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRouteAnswers } from './plugins/route-answers.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerUserQuota } from './plugins/user-quota.ts';
import { registerWebApp } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (src/jobs): writes jobs and, with WORKERS=inline, runs them in this process. */
    jobs: JobQueue;
    /** Set by main.ts on SIGTERM: /readyz says not-ready and answers close their connection. */
    lifecycle: { draining: boolean };
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
  /** The process's logger; tests leave it out and get a quiet one. */
  logger?: FastifyBaseLogger;
  /** The pg pool behind `db` on PostgreSQL: its use is a metric. */
  pool?: pg.Pool | undefined;
}

/** Builds the whole app: plugins, then feature modules under /api. Used by main.ts and by tests. */
export async function buildApp({ config, db, logger, pool }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.LOG_LEVEL } }),
    // Off unless TRUST_PROXY names the proxies: a forged X-Forwarded-For must not pick the address.
    trustProxy: trustProxyOf(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Router errors (a malformed URL, a bad content-type header) in the API's one error shape.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  // zod's own texts in the request's language (issue 36): the request's language is known everywhere.
  installZodMessages();
  registerRequestLanguage(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerLocalizedMessages(app);
  app.decorate('lifecycle', { draining: false });
  // While draining, keep-alive clients are told to reconnect (to another process) after this answer.
  app.addHook('onRequest', async (_request, reply) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
  });
  // Before the OpenAPI plugin: it reads the completed response maps when routes are added.
  registerRouteAnswers(app);
  await registerSecurityHeaders(app, config);
  await registerOpenApi(app);
  registerAuth(app, { db, config });
  // After auth: reads request.user to enforce each route's declared `config.access`.
  registerAccess(app);
  // Per-user limits of the routes that declare `config.quota` (decision 025), shared with Redis when set.
  const quotaStore = createRateLimitStore(config.REDIS_URL);
  app.addHook('onClose', () => quotaStore.close());
  registerUserQuota(app, config, quotaStore);
  // ETags for API reads and compressed JSON answers (static files are precompressed at build time).
  registerHttpCaching(app);
  const cryptRewrite = cryptRewriteSettingsOf(config);
  // Stored app settings laid over the environment, refreshed by a poll in every process (015).
  // The job queue's preparation (pg-boss's schema and the queues: a few dozen round trips) runs
  // while the routes below are registered, and is awaited at the end (decision 048).
  const jobs = createJobQueue({
    db,
    config,
    log: app.log.child({ module: 'jobs' }),
    workers: config.WORKERS,
  });
  const jobsPrepared = jobs.prepare();
  jobsPrepared.catch(() => undefined);
  const runtime = createRuntimeSettings(db, config, app.log);
  await runtime.reload();
  runtime.start();
  app.addHook('onClose', async () => runtime.stop());
  // The catalogue version (032): heard through LISTEN/NOTIFY and a poll. Settings are read again
  // before the answer cache drops, so no answer is rebuilt from the settings of before a change.
  const catalogue = createCatalogueVersion(db, {
    pollMs: config.CATALOGUE_POLL_MS,
    log: app.log,
    redisUrl: config.REDIS_URL,
  });
  // Settings writes name '*' (decision 050): only a change of everything may have moved them.
  catalogue.onChange((change) => (change.tags ? undefined : runtime.poll()));
  // After auth and access: answers are keyed by the caller's visibility class.
  registerAnswerCache(app, {
    maxBytes: config.ANSWER_CACHE_MB * 1024 * 1024,
    ttlMs: config.ANSWER_CACHE_TTL_MS,
    staleMs: config.ANSWER_CACHE_STALE_MS,
    changeStaleMs: config.CACHE_CHANGE_STALE_MS,
    sharedMaxAgeS: config.PUBLIC_MAX_AGE_S,
    sharedStaleS: config.PUBLIC_STALE_S,
    version: catalogue,
  });
  await catalogue.start();
  app.addHook('onClose', () => catalogue.stop());
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  // Operations (decision 034): /healthz, /readyz and /metrics, outside /api.
  registerMetrics(app, { db, jobs, pool, token: config.METRICS_TOKEN });
  // The answer cache's hits (stale ones count: they were served from it), misses and entries.
  app.metrics.watchCache('answers', () => {
    const stats = app.answerCache.stats();
    return { hits: stats.hits + stats.staleHits, misses: stats.misses, size: stats.entries };
  });
  await app.register(healthRoutes(db, jobs, config.METRICS_TOKEN));

  await app.register(
    async (api) => {
      await api.register(authModule(db, config, jobs));
      await api.register(accountModule(db, config));
      await api.register(walletsModule(db));
      await api.register(geocodingModule(config));
      await api.register(coreRoutes(db));
      await api.register(mediaRoutes(db, config));
      await api.register(
        searchModule(db, {
          benchRoutes: config.BENCH_ROUTES,
          cryptRewrite,
          catalogue: config.SEARCH_INDEX === 'on' ? catalogue : null,
        }),
      );
      await api.register(requestsModule(db, config, jobs));
      await api.register(
        entriesRoutes(
          createEntriesService(createEntriesRepository(db), {
            mirrorHosters: () => parseHosterList(config.MIRROR_HOSTERS),
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
      await api.register(communityModule(db, config));
      await api.register(systemRoutes(config, db));
      await api.register(appSettingsModule(db, config, runtime));
      await api.register(membersModule(db, config));
      await api.register(auditRoutes(createAuditService(db, config)));
      await api.register(keysRoutes(createKeysService(db), quotaStore));
      await api.register(packagesRoutes(createPackagesService(db)));
      await api.register(strikesRoutes(createStrikesService(db, config)));
      await api.register(catalogueModule(db, config));
      await api.register(linkHealthModule(db, config, jobs));
      await api.register(jobsModule(jobs, db));
    },
    { prefix: '/api' },
  );

  // Sitemap, robots.txt and feeds: before the web app, whose fallback answers every other page path.
  await app.register(discoveryModule(db, config, cryptRewrite));
  await registerWebApp(
    app,
    config.webDist,
    config.NODE_ENV === 'production',
    config.PUBLIC_URL,
    config.ANSWER_CACHE_MB > 0 ? config.ANSWER_CACHE_TTL_MS : 0,
    {
      threads: config.renderThreads,
      nice: config.RENDER_NICE,
      maxQueue: config.RENDER_QUEUE,
      perClient: config.RENDER_PER_CLIENT,
    },
  );
  await jobsPrepared;
  // The workers start without being awaited: their round trips run while the server already
  // answers (decision 048). main.ts ends the process when they cannot start.
  jobs.start().catch((err: unknown) => app.log.error({ err }, 'the job workers did not start'));
  return app;
}
