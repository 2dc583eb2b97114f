import { type AuthMessage, ZAuthMessage } from '@regal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/verify/resend`: a guest names the address; a logged-in user sends nothing. */
export function resendVerification(email?: string): Promise<AuthMessage> {
  return api.post('/api/auth/verify/resend', email ? { email } : {}, { schema: ZAuthMessage });
}

export function useResendVerificationMutation() {
  return useMutation({ mutationFn: resendVerification });
}
