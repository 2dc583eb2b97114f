import { z } from 'zod';
import { createLinkHealthService } from '../modules/link-health/link-health.service.ts';
import { defineJob } from './define.ts';
import { linksCheck } from './links-check.ts';

/**
 * Every minute (and once when a worker starts): link rows follow changed releases, and each
 * checker with due links gets a `links.check` run. The schedule itself lives in the rows
 * (`next_check_at`, modules/link-health/schedule.ts).
 */
export const linksSchedule = defineJob({
  name: 'links.schedule',
  schema: z.object({}),
  policy: 'short',
  retryLimit: 2,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 300,
  schedule: '* * * * *',
  scheduleData: {},
  runAtStart: true,
  async handle(_data, ctx) {
    if (ctx.config.linkChecks === 'off') return;
    const service = createLinkHealthService(ctx.db, linkHealthSettings(ctx.config), ctx.log);
    const tick = await service.scheduleTick();
    for (const checker of tick.dueCheckers)
      await ctx.enqueue(linksCheck, { checker }, { singletonKey: checker });
    if (tick.more) await ctx.enqueue(linksSchedule, {}, { startAfter: 5 });
  },
});

export function linkHealthSettings(config: { LINK_DEAD_AFTER: number; LINK_HIDE_DEAD_ENTRIES: boolean }) {
  return { deadAfter: config.LINK_DEAD_AFTER, hideDeadEntries: config.LINK_HIDE_DEAD_ENTRIES };
}
