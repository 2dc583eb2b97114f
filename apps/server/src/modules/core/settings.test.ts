import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { analyticsOf, parseReferralLinks } from './public-settings.ts';

describe('public settings, unconfigured', () => {
  const ctx = useTestApp();

  it('hides everything the operator left empty', async () => {
    const res = await ctx.app.inject({ url: '/api/core/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ad_link: null,
      referral_links: [],
      donation_wallets: [],
      usenet_search_url: null,
      tmdb_enabled: false,
      site_name: 'Regal',
      intro_text: '',
      telegram_channel: null,
      beta_key_required: false,
      analytics: null,
      oauth_providers: [],
    });
  });
});

describe('public settings, configured', () => {
  const ctx = useTestApp({
    AD_LINK_URL: 'https://ads.example.org/regal',
    AD_LINK_TEXT: 'Schneller laden',
    REFERRAL_LINKS: 'Hoster A|https://a.example/ref/1, Hoster B|https://b.example/r?id=2',
    DONATION_WALLET_BTC: 'bc1qexample',
    DONATION_WALLET_XMR: '44example',
    TMDB_API_KEY: 'key',
    USENET_SEARCH_URL: 'https://nzb.example/search?q={q}',
    ANALYTICS_API_BASE: 'https://api.example.org',
    ANALYTICS_WEBSITE_ID: 'site-1',
    OAUTH_FACEBOOK_CLIENT_ID: 'fb-app',
    OAUTH_FACEBOOK_CLIENT_SECRET: 'fb-secret',
  });

  it('exposes the ad link, referral links and only the filled wallets', async () => {
    const body = (await ctx.app.inject({ url: '/api/core/settings' })).json();
    expect(body).toEqual({
      ad_link: { url: 'https://ads.example.org/regal', text: 'Schneller laden' },
      referral_links: [
        { name: 'Hoster A', url: 'https://a.example/ref/1' },
        { name: 'Hoster B', url: 'https://b.example/r?id=2' },
      ],
      donation_wallets: [
        { currency: 'BTC', address: 'bc1qexample' },
        { currency: 'XMR', address: '44example' },
      ],
      usenet_search_url: 'https://nzb.example/search?q={q}',
      tmdb_enabled: true,
      site_name: 'Regal',
      intro_text: '',
      telegram_channel: null,
      beta_key_required: false,
      // Spec §7: the API base plus umami.
      analytics: { script_url: 'https://api.example.org/umami', website_id: 'site-1' },
      oauth_providers: ['facebook'],
    });
  });
});

describe('analytics setting', () => {
  const config = (base: string, id: string) =>
    ({ ANALYTICS_API_BASE: base, ANALYTICS_WEBSITE_ID: id }) as Parameters<typeof analyticsOf>[0];
  it('is off unless both the API base and the site id are set, and never for a non-http base', () => {
    expect(analyticsOf(config('', ''))).toBeNull();
    expect(analyticsOf(config('https://api.example.org/', ''))).toBeNull();
    expect(analyticsOf(config('', 'site'))).toBeNull();
    expect(analyticsOf(config('javascript:alert(1)//', 'site'))).toBeNull();
    expect(analyticsOf(config('https://api.example.org/v1/', 'site'))).toEqual({
      script_url: 'https://api.example.org/v1/umami',
      website_id: 'site',
    });
  });
});

describe('referral link parsing', () => {
  it('drops pairs without a label or with a non-http URL', () => {
    expect(
      parseReferralLinks('|https://x.example, Böse|javascript:alert(1), Gut|http://g.example, kaputt'),
    ).toEqual([{ name: 'Gut', url: 'http://g.example' }]);
  });
});
