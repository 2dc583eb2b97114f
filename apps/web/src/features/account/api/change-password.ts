import { type PasswordChangeRequest, ZAuthMessage } from '@regal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/user/password/change`: needs the current password; ends other sessions. */
export function changePassword(body: PasswordChangeRequest) {
  return api.post('/api/auth/user/password/change', body, { schema: ZAuthMessage });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
