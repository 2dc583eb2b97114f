import { IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import {
  BUTTON_INNER,
  BUTTON_LABEL,
  BUTTON_SECTION,
  HEADER_ICON,
  LOGIN,
  LOGIN_COMPACT,
} from './header-controls.ts';

/**
 * The user-menu entry point for guests. The account feature replaces this slot with the real
 * user menu (favourites, reviews, tickets, profile, logout) once a session exists. Links wearing
 * Mantine's Button and ActionIcon classes (header-controls.ts): every server-rendered page draws them.
 */
export function GuestUserEntry() {
  const { t } = useTranslation();
  return (
    <>
      <Link to={paths.login()} className={LOGIN} data-with-left-section="true" data-testid="login-button">
        <span className={BUTTON_INNER}>
          <span className={BUTTON_SECTION} data-position="left">
            <IconLogin2 size={16} />
          </span>
          <span className={BUTTON_LABEL}>{t('user.login')}</span>
        </span>
      </Link>
      <Link
        to={paths.login()}
        className={LOGIN_COMPACT}
        aria-label={t('user.login')}
        data-testid="login-button-compact"
      >
        <span className={HEADER_ICON}>
          <IconLogin2 size={18} />
        </span>
      </Link>
    </>
  );
}
