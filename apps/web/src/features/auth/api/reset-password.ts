import { type AuthMessage, type ResetPasswordBody, ZAuthMessage } from '@regal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/password/reset`: new password with the mailed token; ends every session. */
export function resetPassword(body: ResetPasswordBody): Promise<AuthMessage> {
  return api.post('/api/auth/password/reset', body, { schema: ZAuthMessage });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
