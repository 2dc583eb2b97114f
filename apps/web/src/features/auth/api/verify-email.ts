import { type AuthMessage, type VerifyEmailBody, ZAuthMessage } from '@regal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/verify/email` with the id, hash and expiry from the mailed link. */
export function verifyEmail(body: VerifyEmailBody): Promise<AuthMessage> {
  return api.post('/api/auth/verify/email', body, { schema: ZAuthMessage });
}

export function useVerifyEmailMutation() {
  return useMutation({ mutationFn: verifyEmail });
}
