import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createMailer } from '../../jobs/mailer.ts';
import { favoritesModule } from '../favorites/favorites.routes.ts';
import { reportsRoutes } from '../reports/reports.routes.ts';
import { reviewsModule } from '../reviews/reviews.routes.ts';
import { createContributionGuard } from '../strikes/contribution-guard.ts';
import { ticketsRoutes } from '../tickets/tickets.routes.ts';
import { uploadsRoutes } from '../uploads/uploads.routes.ts';
import { createVotesRepository } from '../votes/votes.repository.ts';
import { votesRoutes } from '../votes/votes.routes.ts';
import { createVotesService } from '../votes/votes.service.ts';
import { notificationsRoutes } from './notifications.module.ts';
import { createNotifier, type Notifier } from './notify.ts';

const notifiers = new WeakMap<Database, Notifier>();

/** Tests wait for notification mails with it. */
export function notifierFor(db: Database): Notifier | undefined {
  return notifiers.get(db);
}

/** The community features (issue 12) and the notifier they share. */
export function communityModule(db: Database, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const notifier = createNotifier(db, createMailer(config, app.jobs, app.log), app.log, {
      publicUrl: config.PUBLIC_URL,
    });
    notifiers.set(db, notifier);
    app.addHook('onClose', () => notifier.close());
    await app.register(favoritesModule(db));
    const contributions = createContributionGuard(db, config);
    await app.register(reviewsModule(db, contributions));
    await app.register(ticketsRoutes(db, notifier));
    await app.register(notificationsRoutes(db));
    await app.register(uploadsRoutes(db, notifier, contributions));
    await app.register(votesRoutes(createVotesService(db, createVotesRepository(db))));
    await app.register(reportsRoutes(db, config, notifier));
  };
}
