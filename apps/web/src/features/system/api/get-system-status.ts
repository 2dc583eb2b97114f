import { ZSystemStatus } from '@regal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/system/status` (admins): mail, database, proxy trust of this server. */
export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => api.get('/api/system/status', { signal, schema: ZSystemStatus }),
  });

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}
