import { z } from 'zod';
import { createBackup, pruneBackups } from '../ops/backup.ts';
import { defineJob } from './define.ts';

/**
 * The daily backup (BACKUP_SCHEDULE, default 03:30 UTC; decision 034) into BACKUP_DIR, keeping the
 * newest BACKUP_KEEP (0 turns it off). Runs where the workers run; with several worker hosts,
 * BACKUP_DIR should be storage they share. Its outcome is a `backup_runs` row the system page shows.
 */
export const backupDaily = defineJob({
  name: 'backup.daily',
  schema: z.object({}),
  policy: 'short',
  retryLimit: 2,
  retryDelay: 600,
  retryBackoff: true,
  expireInSeconds: 3600,
  schedule: '30 3 * * *',
  scheduleData: {},
  async handle(_data, ctx) {
    if (ctx.config.BACKUP_KEEP === 0) return;
    const result = await createBackup(ctx.db, ctx.config, { trigger: 'job' });
    const removed = await pruneBackups(ctx.config.backupDir, ctx.config.BACKUP_KEEP);
    ctx.log.info({ file: result.file, bytes: result.sizeBytes, removed: removed.length }, 'backup written');
  },
});
