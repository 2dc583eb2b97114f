import { ZAppTokenCreateResponse } from '@regal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { withReauth } from '../../../lib/reauth.ts';
import { appTokensQueryKey } from './list-app-tokens.ts';

/** `POST /api/auth/user/token/create` → the new item (with its plain token, shown once) and the list. */
export function createAppToken(name: string) {
  return withReauth(() =>
    api.post('/api/auth/user/token/create', { name }, { schema: ZAppTokenCreateResponse }),
  );
}

export function useCreateAppToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppToken,
    onSuccess: (answer) => queryClient.setQueryData(appTokensQueryKey, answer.items),
  });
}
