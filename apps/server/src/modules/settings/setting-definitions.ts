import {
  APP_SETTING_KEYS,
  type AppSetting,
  type AppSettingKey,
  type CryptoWalletMethod,
} from '@regal/shared';
import type { Config } from '../../config.ts';
import { parseReferralLinks } from '../core/public-settings.ts';
import { isValidWalletAddress } from '../wallets/wallet-addresses.ts';

/**
 * The operator settings an admin changes at run time (dashboard/settings/app, decision 015). Each is
 * an environment variable of `config.ts` too: the environment gives the default, a stored value
 * wins. Only settings that are safe to change while the process runs are here (no ports, database,
 * secrets of the server itself).
 */
export type SettingKind = 'text' | 'longtext' | 'url' | 'bool' | 'int' | 'secret' | 'wallet';

export interface SettingDefinition {
  key: AppSettingKey;
  group: AppSetting['group'];
  kind: SettingKind;
  max?: number;
  min?: number;
  /** An error text for a bad value, or null when it is fine ('' is always fine: "use the default"). */
  check?: (value: string) => string | null;
}

const HTTP_URL = /^https?:\/\/[^\s]+$/i;
const HOST_LIST = /^[a-z0-9.-]+(\s*,\s*[a-z0-9.-]+)*$/i;
const HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

const url = (value: string) => (HTTP_URL.test(value) ? null : 'Eine http(s)-Adresse erwartet.');
const hosts = (value: string) =>
  HOST_LIST.test(value) ? null : 'Hoster durch Kommas getrennt, z. B. ddownload, rapidgator.';
const wallet = (method: CryptoWalletMethod) => (value: string) =>
  isValidWalletAddress(method, value) ? null : 'Diese Adresse ist ungültig.';

// Every key is a setting of config.ts (checked here).
const _keysAreConfig: readonly (keyof Config)[] = APP_SETTING_KEYS;
void _keysAreConfig;

export type { AppSettingKey };

const limit = (key: AppSettingKey): SettingDefinition => ({
  key,
  group: 'limits',
  kind: 'int',
  min: 0,
  max: 100_000,
});

export const SETTING_DEFINITIONS: Record<AppSettingKey, SettingDefinition> = {
  SITE_NAME: { key: 'SITE_NAME', group: 'site', kind: 'text', max: 60 },
  INTRO_TEXT: { key: 'INTRO_TEXT', group: 'site', kind: 'longtext', max: 2000 },
  AD_LINK_URL: { key: 'AD_LINK_URL', group: 'links', kind: 'url', max: 500, check: url },
  AD_LINK_TEXT: { key: 'AD_LINK_TEXT', group: 'links', kind: 'text', max: 120 },
  REFERRAL_LINKS: {
    key: 'REFERRAL_LINKS',
    group: 'links',
    kind: 'longtext',
    max: 2000,
    check: (value) =>
      parseReferralLinks(value).length === value.split(',').filter((pair) => pair.trim()).length
        ? null
        : 'Jede Angabe als Name|https://… , durch Kommas getrennt.',
  },
  USENET_SEARCH_URL: {
    key: 'USENET_SEARCH_URL',
    group: 'links',
    kind: 'url',
    max: 500,
    check: (value) =>
      url(value) ?? (value.includes('{q}') ? null : 'Die Adresse braucht {q} für den Release-Namen.'),
  },
  TELEGRAM_CHANNEL: {
    key: 'TELEGRAM_CHANNEL',
    group: 'links',
    kind: 'text',
    max: 200,
    check: (value) =>
      /^@[A-Za-z0-9_]{4,64}$/.test(value) || /^https:\/\/t\.me\/[A-Za-z0-9_+/-]+$/.test(value)
        ? null
        : '@kanal oder https://t.me/kanal erwartet.',
  },
  DONATION_WALLET_BTC: {
    key: 'DONATION_WALLET_BTC',
    group: 'donations',
    kind: 'wallet',
    max: 120,
    check: wallet('BTC'),
  },
  DONATION_WALLET_ETH: {
    key: 'DONATION_WALLET_ETH',
    group: 'donations',
    kind: 'wallet',
    max: 120,
    check: wallet('ETH'),
  },
  DONATION_WALLET_LTC: {
    key: 'DONATION_WALLET_LTC',
    group: 'donations',
    kind: 'wallet',
    max: 120,
    check: wallet('LTC'),
  },
  DONATION_WALLET_XMR: {
    key: 'DONATION_WALLET_XMR',
    group: 'donations',
    kind: 'wallet',
    max: 120,
    check: wallet('XMR'),
  },
  MIRROR_HOSTERS: { key: 'MIRROR_HOSTERS', group: 'hosters', kind: 'text', max: 500, check: hosts },
  CUSTOM_LINK_HOSTERS: { key: 'CUSTOM_LINK_HOSTERS', group: 'hosters', kind: 'text', max: 500, check: hosts },
  CRYPT_REWRITE_USER_ID: {
    key: 'CRYPT_REWRITE_USER_ID',
    group: 'hosters',
    kind: 'int',
    min: 0,
    max: 2_147_483_647,
  },
  CRYPT_LINK_REWRITE_FROM: {
    key: 'CRYPT_LINK_REWRITE_FROM',
    group: 'hosters',
    kind: 'text',
    max: 200,
    check: (value) => (HOST.test(value) ? null : 'Ein Hostname erwartet, z. B. filecrypt.cc.'),
  },
  CRYPT_LINK_REWRITE_TO: {
    key: 'CRYPT_LINK_REWRITE_TO',
    group: 'hosters',
    kind: 'text',
    max: 200,
    check: (value) => (HOST.test(value) ? null : 'Ein Hostname erwartet, z. B. filecrypt.co.'),
  },
  XREL_API_KEY: { key: 'XREL_API_KEY', group: 'integrations', kind: 'secret', max: 200 },
  TMDB_API_KEY: { key: 'TMDB_API_KEY', group: 'integrations', kind: 'secret', max: 200 },
  FILECRYPT_API_KEY: { key: 'FILECRYPT_API_KEY', group: 'integrations', kind: 'secret', max: 200 },
  REGISTRATION_BETA_KEY_REQUIRED: { key: 'REGISTRATION_BETA_KEY_REQUIRED', group: 'community', kind: 'bool' },
  STRIKE_LIMIT: { key: 'STRIKE_LIMIT', group: 'community', kind: 'int', min: 0, max: 100 },
  STRIKE_CONFIRM_REPORTERS: {
    key: 'STRIKE_CONFIRM_REPORTERS',
    group: 'community',
    kind: 'int',
    min: 0,
    max: 100,
  },
  STRIKE_REPORTER_MIN_AGE_DAYS: {
    key: 'STRIKE_REPORTER_MIN_AGE_DAYS',
    group: 'community',
    kind: 'int',
    min: 0,
    max: 3650,
  },
  AUDIT_RETENTION_DAYS: { key: 'AUDIT_RETENTION_DAYS', group: 'community', kind: 'int', min: 1, max: 3650 },
  REPORT_HIDE_BREAKER_LIMIT: {
    key: 'REPORT_HIDE_BREAKER_LIMIT',
    group: 'limits',
    kind: 'int',
    min: 0,
    max: 10_000,
  },
  REPORT_HIDE_BREAKER_WINDOW_MINUTES: {
    key: 'REPORT_HIDE_BREAKER_WINDOW_MINUTES',
    group: 'limits',
    kind: 'int',
    min: 1,
    max: 10_080,
  },
  LIMIT_TICKETS_HOUR: limit('LIMIT_TICKETS_HOUR'),
  LIMIT_TICKETS_DAY: limit('LIMIT_TICKETS_DAY'),
  LIMIT_TICKET_COMMENTS_HOUR: limit('LIMIT_TICKET_COMMENTS_HOUR'),
  LIMIT_TICKET_COMMENTS_DAY: limit('LIMIT_TICKET_COMMENTS_DAY'),
  LIMIT_UPLOADS_HOUR: limit('LIMIT_UPLOADS_HOUR'),
  LIMIT_UPLOADS_DAY: limit('LIMIT_UPLOADS_DAY'),
  LIMIT_REPORTS_HOUR: limit('LIMIT_REPORTS_HOUR'),
  LIMIT_REPORTS_DAY: limit('LIMIT_REPORTS_DAY'),
  LIMIT_GUEST_REPORTS_HOUR: limit('LIMIT_GUEST_REPORTS_HOUR'),
  LIMIT_GUEST_REPORTS_DAY: limit('LIMIT_GUEST_REPORTS_DAY'),
  LIMIT_REPORTS_ADDRESS_HOUR: limit('LIMIT_REPORTS_ADDRESS_HOUR'),
  LIMIT_STRIKES_HOUR: limit('LIMIT_STRIKES_HOUR'),
  LIMIT_STRIKES_DAY: limit('LIMIT_STRIKES_DAY'),
  LIMIT_REVIEWS_HOUR: limit('LIMIT_REVIEWS_HOUR'),
  LIMIT_REVIEWS_DAY: limit('LIMIT_REVIEWS_DAY'),
  LIMIT_VOTES_HOUR: limit('LIMIT_VOTES_HOUR'),
  LIMIT_VOTES_DAY: limit('LIMIT_VOTES_DAY'),
};

/** The stored text of a setting as the config holds it (booleans and numbers parsed). */
export function parseSettingValue(def: SettingDefinition, value: string): string | number | boolean {
  if (def.kind === 'bool') return value === 'true';
  if (def.kind === 'int') return Number(value);
  return value;
}

/** A check of a value before it is stored: null when it may be stored. */
export function settingValueError(def: SettingDefinition, value: string): string | null {
  if (def.kind === 'bool') return value === 'true' || value === 'false' ? null : 'true oder false erwartet.';
  if (def.kind === 'int') {
    if (!/^\d{1,10}$/.test(value)) return 'Eine ganze Zahl erwartet.';
    const n = Number(value);
    if (def.min !== undefined && n < def.min) return `Mindestens ${def.min}.`;
    if (def.max !== undefined && n > def.max) return `Höchstens ${def.max}.`;
    return null;
  }
  if (def.max !== undefined && value.length > def.max) return `Höchstens ${def.max} Zeichen.`;
  if (value.trim() === '') return null;
  return def.check ? def.check(value.trim()) : null;
}

/** Secrets are never sent back: only whether one is set and its last 4 characters. */
export function maskSecret(value: string): string {
  if (!value) return '';
  return value.length <= 4 ? '••••' : `••••${value.slice(-4)}`;
}
