import { type AuthMessage, type EmailChangeConfirmBody, ZAuthMessage } from '@regal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/email/confirm` with the token of the link mailed to the new address (decision 044). */
export function confirmEmailChange(body: EmailChangeConfirmBody): Promise<AuthMessage> {
  return api.post('/api/auth/email/confirm', body, { schema: ZAuthMessage });
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
