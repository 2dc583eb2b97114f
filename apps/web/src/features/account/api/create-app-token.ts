import { type TokenScope, ZAppTokenCreateResponse } from '@regal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { withReauth } from '../../../lib/reauth.ts';
import { appTokensQueryKey } from './list-app-tokens.ts';

/**
 * `POST /api/auth/user/token/create` with the token's scopes → the new item (with its plain token,
 * shown once) and the list. Needs a fresh re-authentication (the prompt opens when it is missing).
 */
export function createAppToken(input: { name: string; scopes: TokenScope[] }) {
  return withReauth(() =>
    api.post('/api/auth/user/token/create', input, { schema: ZAppTokenCreateResponse }),
  );
}

export function useCreateAppToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppToken,
    onSuccess: (answer) => queryClient.setQueryData(appTokensQueryKey, answer.items),
  });
}
