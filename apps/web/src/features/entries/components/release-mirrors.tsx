import { Anchor, Text } from '@mantine/core';
import type { Release } from '@regal/shared';
import { IconWorldDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trackDownload } from '../../../components/cart/track-download.ts';
import { SpriteIcon } from '../../../components/icon-sprite/sprite-icon.tsx';
import { HosterLinks } from './hoster-links.tsx';
import classes from './releases-table.module.css';

// Plain elements with Mantine's classes, as in hoster-links.tsx: one of these per release (issue 34).
const MIRROR_LABEL = `${Text.classes.root} ${classes.mirrorLabel}`;
const USENET = `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} ${classes.usenet}`;

/** Every mirror of a release: hoster buttons with their online-status image, and a usenet link. */
export function ReleaseMirrors({
  release,
  usenetSearchUrl,
}: {
  release: Release;
  usenetSearchUrl: string | null;
}) {
  const { t } = useTranslation('entries');
  // Releases without grouped mirrors fall back to their own links.
  const mirrors =
    release.mirrors.length > 0
      ? release.mirrors
      : [{ key: 'links', links: release.links, check: release.options.check }];
  const usenet = usenetSearchUrl?.replace('{q}', encodeURIComponent(release.fulltitle));

  return (
    <div className={classes.mirrors}>
      {mirrors.map((mirror, index) => (
        <div key={mirror.key} className={classes.mirror} data-testid="release-mirror">
          {mirrors.length > 1 && (
            <p className={MIRROR_LABEL}>{t('releases.mirror', { number: index + 1 })}</p>
          )}
          <HosterLinks links={mirror.links} status={mirror.check} onOpen={() => trackDownload(release.id)} />
        </div>
      ))}
      {usenet && (
        <a
          href={usenet}
          target="_blank"
          rel="noopener noreferrer"
          className={USENET}
          data-underline="hover"
          data-testid="usenet-link"
        >
          <SpriteIcon icon={IconWorldDownload} size={12} /> {t('releases.usenet')}
        </a>
      )}
    </div>
  );
}
