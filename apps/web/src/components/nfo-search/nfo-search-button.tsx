import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserTooltip } from '../browser-tooltip.tsx';
import { NfoSearchDialog } from './nfo-search-dialog.tsx';

/** The NFO column of release tables: opens the NFO search for the release name. */
export function NfoSearchButton({ fulltitle }: { fulltitle: string }) {
  const { t } = useTranslation('nfo');
  const [opened, { open, close }] = useDisclosure(false);
  // The dialog mounts on the first open and stays (its closing transition plays): a release table
  // of a detail page has a button per release, and a closed modal each was part of hydration. It
  // mounts closed and opens on the next render, so it sees itself open and returns the focus to
  // this button when it closes.
  const [used, setUsed] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (used) setMounted(true);
  }, [used]);
  return (
    <>
      <BrowserTooltip label={t('open')} withArrow>
        <ActionIcon
          variant="subtle"
          radius="xl"
          aria-label={t('openFor', { title: fulltitle })}
          onClick={() => {
            setUsed(true);
            open();
          }}
          data-testid="nfo-open"
        >
          <IconFileSearch size={17} />
        </ActionIcon>
      </BrowserTooltip>
      {used && <NfoSearchDialog opened={opened && mounted} onClose={close} query={fulltitle} />}
    </>
  );
}
