import { type AppItem, ZAppsResponse } from '@regal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/core/apps` → `{ apps }` (spec §7): the apps dropdown in the header. */
export async function getApps(signal?: AbortSignal): Promise<AppItem[]> {
  const { apps } = await api.get('/api/core/apps', {
    signal,
    schema: import.meta.env.DEV ? ZAppsResponse : undefined,
  });
  return apps;
}

export const appsQueryOptions = () =>
  queryOptions({
    queryKey: ['core', 'apps'],
    queryFn: ({ signal }) => getApps(signal),
    staleTime: 10 * 60_000,
  });

export function useApps(enabled = true) {
  return useQuery({ ...appsQueryOptions(), enabled });
}
