import { type SessionUser, ZAuthMessage, ZUserResponse } from '@regal/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** `GET /api/auth/user` → the session view (spec §3). */
export async function getSessionUser(signal?: AbortSignal): Promise<SessionUser> {
  const { user } = await api.get('/api/auth/user', {
    signal,
    schema: import.meta.env.DEV ? ZUserResponse : undefined,
  });
  return user;
}

export const sessionUserQueryKey = ['auth', 'user'] as const;

export const sessionUserQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...sessionUserQueryKey, token],
    queryFn: ({ signal }) => getSessionUser(signal),
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
  });

/** `POST /api/auth/logout`: ends the session on the server too. */
export function logoutOnServer(): Promise<unknown> {
  return api.post('/api/auth/logout', undefined, { schema: import.meta.env.DEV ? ZAuthMessage : undefined });
}
