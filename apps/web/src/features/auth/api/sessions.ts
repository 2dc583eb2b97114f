import { ZSessionList } from '@regal/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { withReauth } from '../../../lib/reauth.ts';

/** `GET /api/auth/sessions` and `POST /api/auth/sessions/{id}/revoke`: my open sessions. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'sessions'],
    queryFn: ({ signal }) => api.get('/api/auth/sessions', { signal, schema: ZSessionList }),
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      withReauth(() =>
        api.post(`/api/auth/sessions/${encodeURIComponent(id)}/revoke`, undefined, { schema: ZSessionList }),
      ),
    onSuccess: (data) => client.setQueryData(sessionsQueryOptions().queryKey, data),
  });
}
