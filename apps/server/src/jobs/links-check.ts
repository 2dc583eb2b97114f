import { z } from 'zod';
import { createLinkHealthService } from '../modules/link-health/link-health.service.ts';
import { defineJob } from './define.ts';

/**
 * One run of a hoster's checker over its due links (up to 100; a full run queues the next). The
 * `stately` policy keeps one run per hoster queued and one running across every worker process, so
 * the hoster's pace (integrations/hosters) holds for the whole site.
 */
export const linksCheck = defineJob({
  name: 'links.check',
  schema: z.object({ checker: z.string().min(1).max(40) }),
  policy: 'stately',
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 900,
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
    const run = await service.checkDue(checker, hosters);
    if (run.more) await ctx.enqueue(linksCheck, { checker }, { singletonKey: checker });
  },
});
