import { type AccountUserResponse, type ProfileUpdateRequest, ZAccountUserResponse } from '@regal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { accountProfileQueryKey } from './get-account-profile.ts';

/** `POST /api/auth/user/update`: profile fields, notification settings or the address. */
export function updateProfile(body: ProfileUpdateRequest): Promise<AccountUserResponse> {
  return api.post('/api/auth/user/update', body, { schema: ZAccountUserResponse });
}

/** Saves and then shows the answer everywhere: the account view here, the session user in the header. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { refetch } = useSession();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (answer) => {
      queryClient.setQueryData(accountProfileQueryKey, answer.profile);
      await refetch();
    },
  });
}
