import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogueDeps } from './catalogue-route-kit.ts';
import { registerEntryAdminRoutes } from './entry-admin.routes.ts';
import { registerLookupRoutes } from './lookups.routes.ts';
import { registerMediaRoutes } from './media.routes.ts';
import { registerReleaseAdminRoutes } from './release-admin.routes.ts';

export type { CatalogueDeps } from './catalogue-route-kit.ts';

/** The catalogue's back office (issue 10): one file per area, all under the same access policy. */
export function catalogueRoutes(deps: CatalogueDeps): FastifyPluginAsyncZod {
  return async (app) => {
    registerEntryAdminRoutes(app, deps);
    registerReleaseAdminRoutes(app, deps);
    registerLookupRoutes(app, deps);
    await registerMediaRoutes(app, deps);
  };
}
