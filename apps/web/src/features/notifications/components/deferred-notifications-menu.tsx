import { DeferredWidget, deferredLoader } from '../../../components/deferred/deferred-widget.tsx';
import { NotificationsTrigger } from './notifications-trigger.tsx';

const notificationsMenuLoader = deferredLoader(
  async () => (await import('./notifications-menu.tsx')).NotificationsMenu,
);

/** The header's notifications dropdown (issue 12). */
export function DeferredNotificationsMenu() {
  return (
    <DeferredWidget
      loader={notificationsMenuLoader}
      placeholder={(activate) => <NotificationsTrigger onClick={activate} />}
    />
  );
}
