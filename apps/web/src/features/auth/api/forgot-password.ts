import { type AuthMessage, ZAuthMessage } from '@regal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/password/forgot`: a reset link by mail (same answer for any address). */
export function forgotPassword(email: string): Promise<AuthMessage> {
  return api.post('/api/auth/password/forgot', { email }, { schema: ZAuthMessage });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: forgotPassword });
}
