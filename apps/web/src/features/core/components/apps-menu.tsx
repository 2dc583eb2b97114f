import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import { Avatar, Loader, Menu, Text, Tooltip } from '@mantine/core';
import type { AppItem } from '@regal/shared';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApps } from '../api/get-apps.ts';
import classes from './apps-menu.module.css';
import { AppsMenuTrigger } from './apps-menu-trigger.tsx';

/**
 * The path of an app on this very site ("/page/about", or an absolute URL on this origin), else null.
 * Those open in place through the router; only other sites get a new tab and the external icon.
 */
export function ownPathOf(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

function AppLink({ app }: { app: AppItem }) {
  const own = ownPathOf(app.url, window.location.origin);
  const avatar = (
    <Avatar src={app.image} radius="md" size={32} color={app.color} variant="filled" alt="">
      {app.short}
    </Avatar>
  );
  const name = (
    <Text size="sm" fw={600} lineClamp={1}>
      {app.name}
    </Text>
  );
  return own ? (
    // The API's pages (`/api/docs`) are the server's, not the app's: a full load in the same tab, not
    // the router (which would draw its not-found page).
    <Menu.Item
      component={Link}
      to={own}
      reloadDocument={own.startsWith('/api/')}
      data-testid="app-link"
      leftSection={avatar}
    >
      {name}
    </Menu.Item>
  ) : (
    <Menu.Item
      component="a"
      href={app.url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="app-link"
      leftSection={avatar}
      rightSection={<IconExternalLink size={14} className={classes.external} />}
    >
      {name}
    </Menu.Item>
  );
}

/** The apps dropdown (spec §2); its list is fetched the first time it is opened. */
export function AppsMenu() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const apps = useApps(wasOpened);

  const onChange = (next: boolean) => {
    setOpened(next);
    if (next) setWasOpened(true);
  };

  return (
    <Menu opened={opened} onChange={onChange} position="bottom-end" withArrow shadow="md" width={260}>
      <Menu.Target>
        <Tooltip label={t('apps.label')} withArrow>
          <AppsMenuTrigger />
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown data-testid="apps-dropdown">
        <Menu.Label>{t('apps.title')}</Menu.Label>
        {apps.isPending && (
          <div className={classes.state}>
            <Loader size="sm" />
          </div>
        )}
        {apps.isError && (
          <Text size="sm" c="dimmed" className={classes.state}>
            {t('apps.error')}
          </Text>
        )}
        {apps.data?.length === 0 && (
          <Text size="sm" c="dimmed" className={classes.state}>
            {t('apps.empty')}
          </Text>
        )}
        {apps.data?.map((app) => (
          <AppLink key={app.url} app={app} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
