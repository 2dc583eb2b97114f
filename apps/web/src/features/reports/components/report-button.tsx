import { ActionIcon, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReportItemType } from '@regal/shared';
import { IconFlag } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserTooltip } from '../../../components/browser-tooltip.tsx';
import { ReportDialog } from './report-dialog.tsx';

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
  const [opened, { open, close }] = useDisclosure(false);
  // The dialog mounts on the first open and stays, like the NFO search's (nfo-search-button.tsx): a
  // detail page has a report button per release, and a closed form each (its reasons, its modal)
  // was part of every server render and hydration. It mounts closed and opens on the next render,
  // so its opening transition plays and it returns the focus to this button when it closes.
  const [used, setUsed] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (used) setMounted(true);
  }, [used]);
  const start = () => {
    setUsed(true);
    open();
  };

  return (
    <>
      {compact ? (
        <BrowserTooltip label={t('button')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('button')}
            onClick={start}
            data-testid="report-button"
          >
            <IconFlag size={16} />
          </ActionIcon>
        </BrowserTooltip>
      ) : (
        <Button
          radius="xl"
          variant="subtle"
          color="gray"
          leftSection={<IconFlag size={16} />}
          onClick={start}
          data-testid="report-button"
        >
          {t('button')}
        </Button>
      )}
      {used && (
        <ReportDialog
          itemType={itemType}
          uid={uid}
          label={label}
          opened={opened && mounted}
          onClose={close}
        />
      )}
    </>
  );
}
