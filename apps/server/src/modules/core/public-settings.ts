import { DONATION_CURRENCIES, type PublicSettings, type ReferralLink } from '@regal/shared';
import type { Config } from '../../config.ts';

const HTTP_URL = /^https?:\/\/\S+$/i;

/**
 * `REFERRAL_LINKS` is `Label|https://…` pairs separated by commas. Pairs without a label or with
 * a non-http(s) URL are dropped rather than shown broken.
 */
export function parseReferralLinks(value: string): ReferralLink[] {
  return value
    .split(',')
    .map((pair) => pair.split('|').map((part) => part.trim()))
    .filter((parts): parts is [string, string] => parts.length === 2 && Boolean(parts[0]))
    .filter(([, url]) => HTTP_URL.test(url))
    .map(([name, url]) => ({ name, url }));
}

/** Spec §7: the analytics script is the API base plus `umami`; off unless both settings are there. */
export function analyticsOf(
  config: Pick<Config, 'ANALYTICS_API_BASE' | 'ANALYTICS_WEBSITE_ID'>,
): PublicSettings['analytics'] {
  const base = config.ANALYTICS_API_BASE.trim();
  const websiteId = config.ANALYTICS_WEBSITE_ID.trim();
  if (!HTTP_URL.test(base) || websiteId === '') return null;
  return { script_url: `${base.endsWith('/') ? base : `${base}/`}umami`, website_id: websiteId };
}

/** The operator settings the visitor side shows; empty ones stay out so the UI hides them. */
export function publicSettingsOf(config: Config): PublicSettings {
  const wallets = {
    BTC: config.DONATION_WALLET_BTC,
    ETH: config.DONATION_WALLET_ETH,
    LTC: config.DONATION_WALLET_LTC,
    XMR: config.DONATION_WALLET_XMR,
  };
  const adUrl = config.AD_LINK_URL.trim();
  const usenetUrl = config.USENET_SEARCH_URL.trim();
  return {
    ad_link: HTTP_URL.test(adUrl) ? { url: adUrl, text: config.AD_LINK_TEXT.trim() || adUrl } : null,
    referral_links: parseReferralLinks(config.REFERRAL_LINKS),
    donation_wallets: DONATION_CURRENCIES.map((currency) => ({
      currency,
      address: wallets[currency].trim(),
    })).filter((wallet) => wallet.address !== ''),
    usenet_search_url: HTTP_URL.test(usenetUrl) && usenetUrl.includes('{q}') ? usenetUrl : null,
    tmdb_enabled: config.TMDB_API_KEY.trim() !== '',
    site_name: config.SITE_NAME.trim() || 'Regal',
    intro_text: config.INTRO_TEXT.trim(),
    telegram_channel: config.TELEGRAM_CHANNEL.trim() || null,
    beta_key_required: config.REGISTRATION_BETA_KEY_REQUIRED,
    analytics: analyticsOf(config),
    // The same test as the sign-in itself (oauth.service.ts): an id and a secret.
    oauth_providers:
      config.OAUTH_FACEBOOK_CLIENT_ID.trim() && config.OAUTH_FACEBOOK_CLIENT_SECRET.trim()
        ? ['facebook']
        : [],
  };
}
