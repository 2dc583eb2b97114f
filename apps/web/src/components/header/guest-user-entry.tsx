import { ActionIcon, Button } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';

/**
 * The user-menu entry point for guests. The account feature replaces this slot with the real
 * user menu (favourites, reviews, tickets, profile, logout) once a session exists.
 */
export function GuestUserEntry() {
  const { t } = useTranslation();
  return (
    <>
      <Button
        component={Link}
        to={paths.login()}
        radius="xl"
        size="sm"
        ml={4}
        leftSection={<IconLogin2 size={16} />}
        visibleFrom="sm"
        data-testid="login-button"
      >
        {t('user.login')}
      </Button>
      <ActionIcon
        component={Link}
        to={paths.login()}
        radius="xl"
        size="lg"
        hiddenFrom="sm"
        aria-label={t('user.login')}
        data-testid="login-button-compact"
      >
        <IconLogin2 size={18} />
      </ActionIcon>
    </>
  );
}
