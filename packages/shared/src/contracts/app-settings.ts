import { z } from 'zod';
import { zText } from './primitives.ts';

/** The operator settings an admin changes at run time (dashboard/settings/app, decision 015). */
export const APP_SETTING_KEYS = [
  'SITE_NAME',
  'INTRO_TEXT',
  'AD_LINK_URL',
  'AD_LINK_TEXT',
  'REFERRAL_LINKS',
  'USENET_SEARCH_URL',
  'TELEGRAM_CHANNEL',
  'DONATION_WALLET_BTC',
  'DONATION_WALLET_ETH',
  'DONATION_WALLET_LTC',
  'DONATION_WALLET_XMR',
  'MIRROR_HOSTERS',
  'CUSTOM_LINK_HOSTERS',
  'CRYPT_REWRITE_USER_ID',
  'CRYPT_LINK_REWRITE_FROM',
  'CRYPT_LINK_REWRITE_TO',
  'XREL_API_KEY',
  'TMDB_API_KEY',
  'FILECRYPT_API_KEY',
  'REGISTRATION_BETA_KEY_REQUIRED',
  'STRIKE_LIMIT',
  'STRIKE_CONFIRM_REPORTERS',
  'STRIKE_REPORTER_MIN_AGE_DAYS',
  'AUDIT_RETENTION_DAYS',
  'REPORT_HIDE_BREAKER_LIMIT',
  'REPORT_HIDE_BREAKER_WINDOW_MINUTES',
  'LIMIT_TICKETS_HOUR',
  'LIMIT_TICKETS_DAY',
  'LIMIT_TICKET_COMMENTS_HOUR',
  'LIMIT_TICKET_COMMENTS_DAY',
  'LIMIT_UPLOADS_HOUR',
  'LIMIT_UPLOADS_DAY',
  'LIMIT_REPORTS_HOUR',
  'LIMIT_REPORTS_DAY',
  'LIMIT_GUEST_REPORTS_HOUR',
  'LIMIT_GUEST_REPORTS_DAY',
  'LIMIT_REPORTS_ADDRESS_HOUR',
  'LIMIT_STRIKES_HOUR',
  'LIMIT_STRIKES_DAY',
  'LIMIT_REVIEWS_HOUR',
  'LIMIT_REVIEWS_DAY',
  'LIMIT_VOTES_HOUR',
  'LIMIT_VOTES_DAY',
] as const;
export type AppSettingKey = (typeof APP_SETTING_KEYS)[number];

export const APP_SETTING_GROUPS = [
  'site',
  'links',
  'donations',
  'hosters',
  'integrations',
  'community',
  'limits',
] as const;
export const APP_SETTING_KINDS = ['text', 'longtext', 'url', 'bool', 'int', 'secret', 'wallet'] as const;

export const ZAppSetting = z.object({
  key: z.enum(APP_SETTING_KEYS),
  group: z.enum(APP_SETTING_GROUPS),
  kind: z.enum(APP_SETTING_KINDS),
  /** The value in effect; secrets only as a mask (••••abcd), never in full. */
  value: z.string(),
  /** The environment's value (masked likewise). */
  default: z.string(),
  /** Whether a stored value overrides the environment. */
  stored: z.boolean(),
  max: z.number().int().nullable(),
});
export type AppSetting = z.infer<typeof ZAppSetting>;

export const ZAppSettingsResponse = z.object({
  settings: z.array(ZAppSetting),
  message: z.string().optional(),
});
export type AppSettingsResponse = z.infer<typeof ZAppSettingsResponse>;

/** `PATCH /api/settings/app`: new values; null returns a setting to the environment's value. */
export const ZAppSettingsUpdate = z.object({
  values: z.partialRecord(z.enum(APP_SETTING_KEYS), zText().max(2000).nullable()),
});
export type AppSettingsUpdate = z.infer<typeof ZAppSettingsUpdate>;
