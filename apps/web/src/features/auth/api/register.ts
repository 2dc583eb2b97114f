import { type AuthMessage, type RegisterBody, ZAuthMessage } from '@regal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/register`: the same answer whether the address is new or known. */
export function register(body: RegisterBody): Promise<AuthMessage> {
  return api.post('/api/auth/register', body, { schema: ZAuthMessage });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
