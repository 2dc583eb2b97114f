import { ZAppTokenList } from '@regal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const appTokensQueryKey = ['account', 'app-tokens'] as const;

/** `POST /api/auth/user/tokens` → items (name, created_at). */
export async function listAppTokens() {
  return (await api.post('/api/auth/user/tokens', {}, { schema: ZAppTokenList })).items;
}

export function useAppTokens() {
  return useQuery(queryOptions({ queryKey: appTokensQueryKey, queryFn: listAppTokens }));
}
