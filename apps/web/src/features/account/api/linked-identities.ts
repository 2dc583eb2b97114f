import { ZLinkedIdentityList, ZOAuthUrl } from '@regal/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { withReauth } from '../../../lib/reauth.ts';

export const linkedIdentitiesQueryKey = ['account', 'linked-identities'] as const;

/** `GET /api/auth/user/oauth` → the provider accounts that sign in as me (issue 32). */
export function listLinkedIdentities(signal?: AbortSignal) {
  return api.get('/api/auth/user/oauth', { signal, schema: ZLinkedIdentityList });
}

export function useLinkedIdentities() {
  return useQuery(
    queryOptions({
      queryKey: linkedIdentitiesQueryKey,
      queryFn: ({ signal }) => listLinkedIdentities(signal),
    }),
  );
}

/** `POST /api/auth/user/oauth/{id}/unlink` (re-auth first) → the remaining list. */
export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      withReauth(() =>
        api.post(`/api/auth/user/oauth/${id}/unlink`, undefined, { schema: ZLinkedIdentityList }),
      ),
    onSuccess: (answer) => queryClient.setQueryData(linkedIdentitiesQueryKey, answer),
  });
}

/**
 * Signed in, `POST /api/auth/oauth/{provider}` starts a link to my account; it needs a fresh
 * re-auth (issue 32), so the prompt opens first. Answers the provider's URL to go to.
 */
export function useConnectProvider() {
  return useMutation({
    mutationFn: async (provider: string) =>
      (
        await withReauth(() =>
          api.post(`/api/auth/oauth/${encodeURIComponent(provider)}`, undefined, { schema: ZOAuthUrl }),
        )
      ).url,
  });
}
