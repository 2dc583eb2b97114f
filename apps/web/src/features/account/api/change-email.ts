import { type AuthMessage, type EmailChangeBody, ZAuthMessage } from '@regal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { withReauth } from '../../../lib/reauth.ts';

/**
 * `POST /api/auth/user/email/change` (decision 044): a link goes to the new address, which applies
 * once it is opened. Needs a fresh re-authentication (the prompt opens when it is missing).
 */
export function changeEmail(body: EmailChangeBody): Promise<AuthMessage> {
  return withReauth(() => api.post('/api/auth/user/email/change', body, { schema: ZAuthMessage }));
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
