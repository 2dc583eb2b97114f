import type { NotificationData } from '@mantine/notifications';

let wanted: () => void = () => undefined;
/** Resolves when the first notice of this page view is asked for (the container mounts then). */
export const firstNotice = new Promise<void>((resolve) => {
  wanted = resolve;
});

/**
 * Shows a notice. The notices package (container, transitions, scroll lock) is not part of the
 * first load: callers reach it through this import, and the container mounts with the deferred work
 * or with the first notice, whichever comes first (app/providers.tsx).
 */
export function showNotice(data: NotificationData): void {
  wanted();
  void import('./notifications-chunk.ts').then(({ notifications }) => notifications.show(data));
}
