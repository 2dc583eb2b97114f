import { ZOAuthUrl } from '@regal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/oauth/{provider}` → `{url}` of the provider's login page. */
export async function getOAuthUrl(provider: string): Promise<string> {
  const { url } = await api.post(`/api/auth/oauth/${encodeURIComponent(provider)}`, undefined, {
    schema: ZOAuthUrl,
  });
  return url;
}

export function useOAuthUrlMutation() {
  return useMutation({ mutationFn: getOAuthUrl });
}
