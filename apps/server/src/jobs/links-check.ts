import { z } from 'zod';
import { createLinkHealthService } from '../modules/link-health/link-health.service.ts';
import { defineJob } from './define.ts';

/**
 * One run of a hoster's checker over its due links (up to 300; a full run queues the next). The
 * `short` policy keeps one run per hoster queued; runs claim their links with SKIP LOCKED, so two
 * runs never check the same link. The hoster's pace is kept in PostgreSQL (`hoster_pace`,
 * jobs/hoster-pace.ts): several worker processes share it (decision 034).
 */
export const linksCheck = defineJob({
  name: 'links.check',
  schema: z.object({ checker: z.string().min(1).max(40) }),
  policy: 'short',
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 900,
  // Hosters are checked side by side: a slow hoster's run does not hold up the others.
  concurrency: 4,
  async handle({ checker }, ctx) {
    const hosters = await ctx.resources.hosters();
    if (!hosters) return;
    const service = createLinkHealthService(
      ctx.db,
      {
        deadAfter: ctx.config.LINK_DEAD_AFTER,
        hideDeadEntries: ctx.config.LINK_HIDE_DEAD_ENTRIES,
      },
      ctx.log,
    );
    const run = await service.checkDue(checker, hosters, ctx.signal);
    if (run.more) await ctx.enqueue(linksCheck, { checker }, { singletonKey: checker });
  },
});
