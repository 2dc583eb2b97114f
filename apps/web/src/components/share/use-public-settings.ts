import { type PublicSettings, ZPublicSettings } from '@regal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** `GET /api/core/settings` → the operator's ad link, referral links and wallets (empty = hidden). */
export function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return api.get('/api/core/settings', { signal, schema: import.meta.env.DEV ? ZPublicSettings : undefined });
}

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['core', 'settings'],
    queryFn: ({ signal }) => getPublicSettings(signal),
    // Admins change these at run time (dashboard/settings/app): re-read after a minute.
    staleTime: 60_000,
  });

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}

/**
 * Whether the donation dialog has anything to show: a wallet or a referral link. With neither, the
 * "Unterstützen" buttons are hidden (README), not an empty dialog; unknown (still loading) hides too.
 */
export function canDonate(settings: PublicSettings | undefined): boolean {
  return !!settings && (settings.donation_wallets.length > 0 || settings.referral_links.length > 0);
}
