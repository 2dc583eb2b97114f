import { Button, Group, Text } from '@mantine/core';
import type { EntryDetail } from '@regal/shared';
import { IconShare } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareButtons } from '../../../components/share/share-buttons.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSiteOrigin } from '../../../lib/render-context.tsx';
import classes from './entry-share.module.css';

/** The entry's canonical address: the site's origin (the same on the server and in the browser), uid and slug. */
function canonicalUrl(origin: string, entry: EntryDetail) {
  return `${origin}${paths.detail(entry.uid, entry.slug)}`;
}

/**
 * Spec §2's share buttons (Facebook, X, Reddit, WhatsApp, Telegram; a 600×400 popup) for one entry,
 * and on devices with the Web Share API (phones) the system's own share sheet first.
 */
export function EntryShare({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation('share');
  // Known only in the browser, after the first render, so a server-rendered page hydrates the same.
  const [native, setNative] = useState(false);
  useEffect(() => setNative(typeof navigator.share === 'function'), []);
  const url = canonicalUrl(useSiteOrigin(), entry);
  const text = t('entry.text', { title: entry.title });

  return (
    // Plain elements wearing Mantine's Group and Text classes, their variables in the CSS module (issue 34).
    <div className={`${Group.classes.root} ${classes.share}`} data-testid="entry-share">
      <p className={`${Text.classes.root} ${classes.title}`}>{t('entry.title')}</p>
      {native && (
        <Button
          size="xs"
          radius="xl"
          variant="light"
          leftSection={<IconShare size={14} />}
          data-testid="share-native"
          onClick={() => {
            // Dismissing the sheet rejects with AbortError: nothing to report.
            navigator.share({ title: entry.title, text, url }).catch(() => undefined);
          }}
        >
          {t('entry.native')}
        </Button>
      )}
      <ShareButtons url={url} text={text} />
    </div>
  );
}
