import { type NotificationsAnswer, ZNotificationsAnswer } from '@regal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * The signed-in user's newest notifications and unread count; refreshed every minute. The header's
 * bell reads the count on every page, so the answer is checked against its contract in development
 * only and the contract library stays out of the first load (decision 018).
 */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: ['notifications'],
    queryFn: ({ signal }): Promise<NotificationsAnswer> =>
      api.get('/api/notifications', {
        signal,
        query: { limit: 20 },
        schema: import.meta.env.DEV ? ZNotificationsAnswer : undefined,
      }),
    enabled,
    refetchInterval: 60_000,
  });
}

/** The unread count for the bell's badge (0 for guests). */
export function useUnreadCount(enabled: boolean): number {
  return useNotifications(enabled).data?.unread ?? 0;
}
