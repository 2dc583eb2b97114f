import { type AccountProfile, ZAccountProfileResponse } from '@regal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const accountProfileQueryKey = ['account', 'profile'] as const;

/** `GET /api/auth/user/account` → names, masked e-mail, address and notification settings. */
export async function getAccountProfile(signal?: AbortSignal): Promise<AccountProfile> {
  const { profile } = await api.get('/api/auth/user/account', { signal, schema: ZAccountProfileResponse });
  return profile;
}

export const accountProfileQueryOptions = () =>
  queryOptions({ queryKey: accountProfileQueryKey, queryFn: ({ signal }) => getAccountProfile(signal) });

export function useAccountProfile() {
  return useQuery(accountProfileQueryOptions());
}
