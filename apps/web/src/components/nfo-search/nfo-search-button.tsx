import { ActionIcon, UnstyledButton } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDialogOnFirstOpen } from '../../lib/use-dialog-on-first-open.ts';
import { BrowserTooltip } from '../browser-tooltip.tsx';
import { SpriteIcon } from '../icon-sprite/sprite-icon.tsx';
import classes from './nfo-search-button.module.css';
import { NfoSearchDialog } from './nfo-search-dialog.tsx';

/*
 * One per release on a detail page: a plain button wearing Mantine's ActionIcon classes, its
 * variables in the CSS module, so rendering it resolves no styles (issue 34).
 */
const BUTTON = `mantine-focus-auto mantine-active ${ActionIcon.classes.root} ${UnstyledButton.classes.root} ${classes.button}`;

/** The NFO column of release tables: opens the NFO search for the release name. */
export function NfoSearchButton({ fulltitle }: { fulltitle: string }) {
  const { t } = useTranslation('nfo');
  // One dialog per release, mounted on its first open (lib/use-dialog-on-first-open.ts).
  const dialog = useDialogOnFirstOpen();
  return (
    <>
      <BrowserTooltip label={t('open')} withArrow>
        <button
          type="button"
          className={BUTTON}
          aria-label={t('openFor', { title: fulltitle })}
          onClick={dialog.open}
          data-testid="nfo-open"
        >
          <span className={ActionIcon.classes.icon}>
            <SpriteIcon icon={IconFileSearch} size={17} />
          </span>
        </button>
      </BrowserTooltip>
      {dialog.mounted && <NfoSearchDialog opened={dialog.opened} onClose={dialog.close} query={fulltitle} />}
    </>
  );
}
