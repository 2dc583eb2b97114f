import { type AuthMessage, type UnlockBody, ZAuthMessage } from '@regal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/unlock` with the token of the lock mail's link (decision 040). */
export function unlockLogin(body: UnlockBody): Promise<AuthMessage> {
  return api.post('/api/auth/unlock', body, { schema: ZAuthMessage });
}

export function useUnlockMutation() {
  return useMutation({ mutationFn: unlockLogin });
}
