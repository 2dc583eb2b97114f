import { type AppItem, ZAppsResponse } from '@regal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import type { Locale } from '../../../lib/locale.ts';

/** `GET /api/core/apps` → `{ apps }` (spec §7): the apps dropdown in the header, named in the API client's language. */
export async function getApps(signal?: AbortSignal): Promise<AppItem[]> {
  const { apps } = await api.get('/api/core/apps', {
    signal,
    schema: import.meta.env.DEV ? ZAppsResponse : undefined,
  });
  return apps;
}

export const appsQueryOptions = (locale: Locale = currentLocale()) =>
  queryOptions({
    queryKey: ['core', 'apps', locale],
    queryFn: ({ signal }) => getApps(signal),
    staleTime: 10 * 60_000,
  });

export function useApps(enabled = true) {
  // Re-renders (and so reads the list under the new key) when the language changes.
  useTranslation();
  return useQuery({ ...appsQueryOptions(currentLocale()), enabled });
}
