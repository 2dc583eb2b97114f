import { type LoginResponse, ZOAuthExchangeResponse } from '@regal/shared';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /api/auth/oauth/exchange`: the callback's one-time code, sent with this browser's flow
 * cookie, becomes a session (decision 013). A code from another browser is refused.
 */
export async function exchangeOAuthCode(code: string): Promise<LoginResponse> {
  return api.post('/api/auth/oauth/exchange', { code }, { schema: ZOAuthExchangeResponse });
}
