import type { NotificationData } from '@mantine/notifications';

/**
 * Shows a notice. The notices package (container, transitions, scroll lock) is not part of the
 * first load: the shell's callers (cart, clipboard, session) reach it through this import, which
 * costs nothing more once the container has mounted after the first paint.
 */
export function showNotice(data: NotificationData): void {
  void import('./notifications-chunk.ts').then(({ notifications }) => notifications.show(data));
}
