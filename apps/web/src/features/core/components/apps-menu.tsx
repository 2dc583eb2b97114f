import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import { Avatar, Loader, Menu, Text, Tooltip } from '@mantine/core';
import type { AppItem } from '@regal/shared';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApps } from '../api/get-apps.ts';
import classes from './apps-menu.module.css';
import { AppsMenuTrigger } from './apps-menu-trigger.tsx';

function AppLink({ app }: { app: AppItem }) {
  return (
    <Menu.Item
      component="a"
      href={app.url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="app-link"
      leftSection={
        <Avatar src={app.image} radius="md" size={32} color={app.color} variant="filled" alt="">
          {app.short}
        </Avatar>
      }
      rightSection={<IconExternalLink size={14} className={classes.external} />}
    >
      <Text size="sm" fw={600} lineClamp={1}>
        {app.name}
      </Text>
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
