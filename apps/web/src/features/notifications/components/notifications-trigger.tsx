import { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HEADER_ICON,
  HEADER_ICON_BUTTON,
  UNREAD_INDICATOR,
  withClass,
} from '../../../components/header/header-controls.ts';
import { HeaderIndicator } from '../../../components/header/header-indicator.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useUnreadCount } from '../api/notifications-query.ts';

/**
 * The bell with the unread count; the dropdown around it arrives after the first paint. Plain
 * elements wearing Mantine's Indicator and ActionIcon classes (header-controls.ts); the popover's and
 * tooltip's target props land on the button.
 */
export function NotificationsTrigger({ className, ...props }: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const unread = useUnreadCount(isLoggedIn);
  const label = unread > 0 ? t('notifications.labelUnread', { count: unread }) : t('notifications.label');
  return (
    <HeaderIndicator
      className={UNREAD_INDICATOR}
      label={unread > 99 ? '99+' : unread}
      shown={unread > 0}
      data-testid="notifications-unread"
    >
      <button
        type="button"
        className={withClass(HEADER_ICON_BUTTON, className)}
        aria-label={label}
        data-testid="notifications-menu"
        {...props}
      >
        <span className={HEADER_ICON}>
          <IconBell size={20} />
        </span>
      </button>
    </HeaderIndicator>
  );
}
