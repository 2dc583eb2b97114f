import { backupDaily } from './backup-daily.ts';
import { cleanupDaily } from './cleanup.ts';
import type { AnyJobKind } from './define.ts';
import { ircRequest } from './irc-request.ts';
import { linksCheck } from './links-check.ts';
import { linksSchedule } from './links-schedule.ts';
import { mailSend } from './mail-send.ts';

/**
 * Every kind of background work the app knows: one line per kind (docs/architecture.md,
 * "Background work"). A kind lives in `src/jobs/<kind>.ts`; its handler calls the module that owns
 * the data.
 */
export const JOB_KINDS: AnyJobKind[] = [
  mailSend,
  ircRequest,
  cleanupDaily,
  linksSchedule,
  linksCheck,
  backupDaily,
] as AnyJobKind[];
