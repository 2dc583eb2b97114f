import { z } from 'zod';
import { ZLoginResponse } from './auth.ts';
import { zText } from './primitives.ts';

/**
 * Decision 013: re-authentication, the OAuth hand-over and the admin's system status. Kept in a file
 * of their own so the account and auth contracts stay as they are.
 */

/** `POST /api/auth/user/reauth`: the current password, or a TOTP code when 2FA is on. */
export const ZReauthBody = z
  .object({
    password: zText().min(1).max(1000).optional(),
    code: zText().min(1).max(32).optional(),
  })
  .refine((b) => b.password !== undefined || b.code !== undefined, {
    message: 'Bitte gib dein Passwort oder einen Code ein.',
    path: ['password'],
  });
export type ReauthBody = z.infer<typeof ZReauthBody>;

export const ZReauthResponse = z.object({
  message: z.string(),
  /** Until when sensitive changes need no new proof (ISO time). */
  reauthenticated_until: z.string(),
});
export type ReauthResponse = z.infer<typeof ZReauthResponse>;

/** `POST /api/auth/oauth/exchange`: the one-time code from the callback page. */
export const ZOAuthExchangeBody = z.object({ code: zText().min(10).max(200) });
export const ZOAuthExchangeResponse = ZLoginResponse;

/** `GET /api/system/status` (admins): what this server runs with. */
export const ZSystemStatus = z.object({
  mail: z.object({
    configured: z.boolean(),
    /** 'smtp', or 'files' (log and DATA_DIR/mail-outbox) when SMTP_URL is empty. */
    transport: z.enum(['smtp', 'files']),
    outbox_dir: z.string().nullable(),
  }),
  database: z.object({
    kind: z.enum(['postgres-url', 'embedded-postgres', 'embedded-pglite']),
  }),
  trust_proxy: z.string(),
  public_url: z.string(),
  hsts: z.boolean(),
  rate_limits: z.enum(['memory', 'redis']),
  node_env: z.string(),
  /** The daily backup (decision 034): where, how many are kept, and the newest run. */
  backup: z.object({
    dir: z.string(),
    keep: z.number().int(),
    last: z
      .object({
        started_at: z.string(),
        finished_at: z.string().nullable(),
        file: z.string().nullable(),
        size_bytes: z.number().nullable(),
        error: z.string().nullable(),
      })
      .nullable(),
  }),
});
export type SystemStatus = z.infer<typeof ZSystemStatus>;
