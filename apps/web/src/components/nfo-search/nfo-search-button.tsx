import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NfoSearchDialog } from './nfo-search-dialog.tsx';

/** The NFO column of release tables: opens the NFO search for the release name. */
export function NfoSearchButton({ fulltitle }: { fulltitle: string }) {
  const { t } = useTranslation('nfo');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Tooltip label={t('open')} withArrow>
        <ActionIcon
          variant="subtle"
          radius="xl"
          aria-label={t('openFor', { title: fulltitle })}
          onClick={open}
          data-testid="nfo-open"
        >
          <IconFileSearch size={17} />
        </ActionIcon>
      </Tooltip>
      <NfoSearchDialog opened={opened} onClose={close} query={fulltitle} />
    </>
  );
}
