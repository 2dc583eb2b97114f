import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { createDlcKeyServiceClient } from '../../integrations/dlc-key-service/client.ts';
import { outboundClient } from '../../lib/outbound/index.ts';
import { createRateLimitStore } from '../../lib/rate-limit-store.ts';
import { containersRoutes } from './containers.routes.ts';
import { createContainersService } from './containers.service.ts';

/** The cart's container export, wired to the configured DLC key service and its per-IP budget. */
export function containersModule(config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const keyService = createDlcKeyServiceClient({
      url: config.DLC_SERVICE_URL,
      lid: config.DLC_SERVICE_LID,
      timeoutMs: config.DLC_SERVICE_TIMEOUT_MS,
      outbound: outboundClient(config.OUTBOUND_ALLOW_HOSTS, config.DLC_SERVICE_URL),
    });
    const limits = createRateLimitStore(config.REDIS_URL);
    app.addHook('onClose', () => limits.close());
    const service = createContainersService({ keyService, publicUrl: config.PUBLIC_URL });
    await app.register(
      containersRoutes(service, {
        store: limits,
        limit: config.DLC_RATE_LIMIT,
        windowMs: config.DLC_RATE_LIMIT_WINDOW_MINUTES * 60_000,
      }),
    );
  };
}
