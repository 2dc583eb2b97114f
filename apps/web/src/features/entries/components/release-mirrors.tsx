import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { Release } from '@regal/shared';
import { IconWorldDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trackDownload } from '../../../components/cart/track-download.ts';
import { HosterLinks } from './hoster-links.tsx';
import classes from './releases-table.module.css';

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
    <Stack gap={6}>
      {mirrors.map((mirror, index) => (
        <Group key={mirror.key} gap={6} wrap="nowrap" align="center" data-testid="release-mirror">
          {mirrors.length > 1 && (
            <Text size="xs" c="dimmed" className={classes.nowrap}>
              {t('releases.mirror', { number: index + 1 })}
            </Text>
          )}
          <HosterLinks links={mirror.links} status={mirror.check} onOpen={() => trackDownload(release.id)} />
        </Group>
      ))}
      {usenet && (
        <Anchor href={usenet} target="_blank" rel="noopener noreferrer" size="xs" data-testid="usenet-link">
          <IconWorldDownload size={12} /> {t('releases.usenet')}
        </Anchor>
      )}
    </Stack>
  );
}
