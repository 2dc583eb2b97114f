import { type LoginBody, type LoginResponse, ZLoginResponse } from '@regal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/login` → a new token, the user and whether a 2FA code must follow. */
export function login(body: LoginBody): Promise<LoginResponse> {
  return api.post('/api/auth/login', body, { schema: ZLoginResponse });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
