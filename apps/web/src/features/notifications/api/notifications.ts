import { ZMessageAnswer } from '@regal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export { useNotifications } from './notifications-query.ts';

/** Mark some (`ids`) or all notifications read. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids?: number[]; all?: boolean }) =>
      api.post('/api/notifications/read', input, { schema: ZMessageAnswer }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
