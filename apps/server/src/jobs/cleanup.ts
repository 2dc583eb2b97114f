import { isNotNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import { passwordResetTokens, sessions } from '../db/schema/index.ts';
import { createAuditService } from '../modules/audit/audit.service.ts';
import { defineJob } from './define.ts';

/**
 * Daily clean-up (03:17 UTC): sessions past their absolute expiry, spent or expired reset tokens,
 * and audit rows older than AUDIT_RETENTION_DAYS (the audit module's own rule). Idle sessions past their idle
 * timeout are refused at request time already and go when they reach their expiry.
 */
export const cleanupDaily = defineJob({
  name: 'cleanup.daily',
  schema: z.object({}),
  policy: 'short',
  retryLimit: 3,
  retryDelay: 300,
  retryBackoff: true,
  expireInSeconds: 600,
  schedule: '17 3 * * *',
  scheduleData: {},
  async handle(_data, ctx) {
    const now = new Date();
    const expiredSessions = await ctx.db
      .delete(sessions)
      .where(lt(sessions.expiresAt, now))
      .returning({ id: sessions.id });
    const tokens = await ctx.db
      .delete(passwordResetTokens)
      .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    const audit = await createAuditService(ctx.db, ctx.config).prune(now);
    ctx.log.info({ sessions: expiredSessions.length, resetTokens: tokens.length, audit }, 'clean-up done');
  },
});
