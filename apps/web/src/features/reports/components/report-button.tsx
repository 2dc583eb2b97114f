import { ActionIcon, UnstyledButton } from '@mantine/core';
import type { ReportItemType } from '@regal/shared';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BrowserTooltip } from '../../../components/browser-tooltip.tsx';
import { SpriteIcon } from '../../../components/icon-sprite/sprite-icon.tsx';
import { BUTTON_CLASS, ButtonInner } from '../../../components/plain-button/plain-button.tsx';
import { useDialogOnFirstOpen } from '../../../lib/use-dialog-on-first-open.ts';
import classes from './report-button.module.css';
import { ReportDialog } from './report-dialog.tsx';

/*
 * The compact form sits in every release row, the full one on every detail page: plain buttons wearing
 * Mantine's ActionIcon or Button classes,
 * its variables in the CSS module, so rendering it resolves no styles (issue 34).
 */
/** The detail page's button, likewise: <Button radius="xl" variant="subtle" color="gray">. */
const BUTTON = `${BUTTON_CLASS} ${classes.button}`;
const ICON_BUTTON = `mantine-focus-auto mantine-active ${ActionIcon.classes.root} ${UnstyledButton.classes.root} ${classes.icon}`;

interface ReportButtonProps {
  itemType: ReportItemType;
  uid: string;
  label: string;
  /** `icon` in release rows, a button on the detail page */
  compact?: boolean;
}

/** Any visitor reports a release or entry; a copyright takedown asks for contact details. */
export function ReportButton({ itemType, uid, label, compact = false }: ReportButtonProps) {
  const { t } = useTranslation('reports');
  // One form per release on a detail page, mounted on its first open (lib/use-dialog-on-first-open.ts).
  const dialog = useDialogOnFirstOpen();

  return (
    <>
      {compact ? (
        <BrowserTooltip label={t('button')}>
          <button
            type="button"
            className={ICON_BUTTON}
            aria-label={t('button')}
            onClick={dialog.open}
            data-testid="report-button"
          >
            <span className={ActionIcon.classes.icon}>
              <SpriteIcon icon={IconFlag} size={16} />
            </span>
          </button>
        </BrowserTooltip>
      ) : (
        <button
          type="button"
          className={BUTTON}
          data-variant="subtle"
          data-with-left-section
          onClick={dialog.open}
          data-testid="report-button"
        >
          <ButtonInner left={<IconFlag size={16} />}>{t('button')}</ButtonInner>
        </button>
      )}
      {dialog.mounted && (
        <ReportDialog
          itemType={itemType}
          uid={uid}
          label={label}
          opened={dialog.opened}
          onClose={dialog.close}
        />
      )}
    </>
  );
}
