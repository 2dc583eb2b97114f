import { type SessionUser, ZUserResponse } from '@regal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/2fa/challenge`: the code step after a password login. */
export async function passTwoFactorChallenge(code: string): Promise<SessionUser> {
  const { user } = await api.post('/api/auth/2fa/challenge', { code }, { schema: ZUserResponse });
  return user;
}

export function useTwoFactorChallengeMutation() {
  return useMutation({ mutationFn: passTwoFactorChallenge });
}
