import { type NotificationsAnswer, ZMessageAnswer, ZNotificationsAnswer } from '@regal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The signed-in user's newest notifications and unread count; refreshed every minute. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: ['notifications'],
    queryFn: ({ signal }): Promise<NotificationsAnswer> =>
      api.get('/api/notifications', { signal, query: { limit: 20 }, schema: ZNotificationsAnswer }),
    enabled,
    refetchInterval: 60_000,
  });
}

/** Mark some (`ids`) or all notifications read. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids?: number[]; all?: boolean }) =>
      api.post('/api/notifications/read', input, { schema: ZMessageAnswer }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
