import { notifications } from '@mantine/notifications';

/** A key change's answer as a notice: the server's message, green or red. */
export const keyNotices = {
  onSuccess: (a: { message: string }) => notifications.show({ color: 'green', message: a.message }),
  onError: (e: Error) => notifications.show({ color: 'red', message: e.message }),
};
