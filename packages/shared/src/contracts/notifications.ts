import { z } from 'zod';
import { ZId, zIntQuery } from './primitives.ts';

export const NOTIFICATION_KINDS = [
  'favorite.release',
  'ticket.answered',
  'upload.decided',
  'report.decided',
  'report.breaker',
  'strike.given',
  'strike.cleared',
] as const;
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof ZNotificationKind>;

export const ZNotification = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  link: z.string().nullable(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof ZNotification>;

export const ZNotificationsQuery = z.object({ limit: zIntQuery(1, 50).optional() });
export const ZNotificationsAnswer = z.object({ items: z.array(ZNotification), unread: z.number().int() });
export type NotificationsAnswer = z.infer<typeof ZNotificationsAnswer>;

/** Mark some read (`ids`) or all (`all: true`). */
export const ZNotificationsRead = z.object({
  ids: z.array(ZId).max(200).optional(),
  all: z.boolean().optional(),
});
export type NotificationsRead = z.infer<typeof ZNotificationsRead>;
