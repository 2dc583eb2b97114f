// The notice container with its styles, loaded after the first paint (providers.tsx, notices.ts).
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

export { Notifications, notifications } from '@mantine/notifications';
