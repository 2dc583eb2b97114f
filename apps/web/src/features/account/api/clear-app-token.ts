import { ZAppTokenList } from '@regal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { appTokensQueryKey } from './list-app-tokens.ts';

/** `POST /api/auth/user/token/clear` → the remaining items. */
export function clearAppToken(id: number) {
  return api.post('/api/auth/user/token/clear', { id }, { schema: ZAppTokenList });
}

export function useClearAppToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearAppToken,
    onSuccess: (answer) => queryClient.setQueryData(appTokensQueryKey, answer.items),
  });
}
