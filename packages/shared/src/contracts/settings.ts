import { z } from 'zod';

/** A referral link of the share and donation dialogs (operator-configured). */
export const ZReferralLink = z.object({ name: z.string(), url: z.string() });
export type ReferralLink = z.infer<typeof ZReferralLink>;

export const DONATION_CURRENCIES = ['BTC', 'ETH', 'LTC', 'XMR'] as const;
export type DonationCurrency = (typeof DONATION_CURRENCIES)[number];

export const ZDonationWallet = z.object({ currency: z.enum(DONATION_CURRENCIES), address: z.string() });
export type DonationWallet = z.infer<typeof ZDonationWallet>;

/**
 * `GET /api/core/settings`: the operator settings the visitor side shows. Everything here is
 * public; an empty list or a null means "hide it".
 */
export const ZPublicSettings = z.object({
  ad_link: z.object({ url: z.string(), text: z.string() }).nullable(),
  referral_links: z.array(ZReferralLink),
  donation_wallets: z.array(ZDonationWallet),
  /** Usenet search for a release name: replace `{q}` with the URL-encoded name. */
  usenet_search_url: z.string().nullable(),
  /** Whether title cleaning asks TMDB (otherwise the release-name parser answers alone). */
  tmdb_enabled: z.boolean(),
  /** Site name and home intro text (app settings, decision 015). */
  site_name: z.string(),
  intro_text: z.string(),
  /** The Telegram channel (@name or t.me link); null hides it. */
  telegram_channel: z.string().nullable(),
  /** Registration asks for a beta key. */
  beta_key_required: z.boolean(),
  /** Spec §7: the umami script (API base + `umami`) and the site id; null while the operator set none. */
  analytics: z.object({ script_url: z.string(), website_id: z.string() }).nullable(),
  /**
   * The sign-in providers the operator configured (issue 23: a button that cannot work is not shown).
   * Instagram and GitHub are not in it: the spec has them answer "not ready yet", always shown.
   */
  oauth_providers: z.array(z.enum(['facebook'])),
});
export type PublicSettings = z.infer<typeof ZPublicSettings>;
