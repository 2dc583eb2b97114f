import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The apps button; the menu around it arrives after the first paint (deferred-widget.tsx). */
export function AppsMenuTrigger(props: ActionIconProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      aria-label={t('apps.label')}
      data-testid="apps-menu"
      {...props}
    >
      <IconLayoutGrid size={20} />
    </ActionIcon>
  );
}
