import { ActionIcon } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDialogOnFirstOpen } from '../../lib/use-dialog-on-first-open.ts';
import { BrowserTooltip } from '../browser-tooltip.tsx';
import { NfoSearchDialog } from './nfo-search-dialog.tsx';

/** The NFO column of release tables: opens the NFO search for the release name. */
export function NfoSearchButton({ fulltitle }: { fulltitle: string }) {
  const { t } = useTranslation('nfo');
  // One dialog per release, mounted on its first open (lib/use-dialog-on-first-open.ts).
  const dialog = useDialogOnFirstOpen();
  return (
    <>
      <BrowserTooltip label={t('open')} withArrow>
        <ActionIcon
          variant="subtle"
          radius="xl"
          aria-label={t('openFor', { title: fulltitle })}
          onClick={dialog.open}
          data-testid="nfo-open"
        >
          <IconFileSearch size={17} />
        </ActionIcon>
      </BrowserTooltip>
      {dialog.mounted && <NfoSearchDialog opened={dialog.opened} onClose={dialog.close} query={fulltitle} />}
    </>
  );
}
