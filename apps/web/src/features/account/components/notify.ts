import { notifications } from '@mantine/notifications';

/** The account page's short success and failure notices. */
export const notifySuccess = (message: string) => notifications.show({ color: 'teal', message });
export const notifyError = (message: string) => notifications.show({ color: 'red', message });
