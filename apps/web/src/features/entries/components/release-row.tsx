import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { formatBytes, formatDate, type Release, toShortLanguageCodes } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { HosterLinks } from './hoster-links.tsx';
import classes from './releases-table.module.css';

export function ReleaseRow({ release }: { release: Release }) {
  const { t } = useTranslation('entries');
  const languages = toShortLanguageCodes(release.lang);
  // The mirrors are the complete link sets (the first is the release's own links); older
  // releases without mirrors fall back to their plain links.
  const mirrors =
    release.mirrors.length > 0
      ? release.mirrors
      : [{ key: 'links', links: release.links, check: release.options.check }];

  return (
    <Table.Tr data-testid="release-row" data-uid={release.uid}>
      <Table.Td className={classes.name}>
        <Text size="sm" fw={600} className={classes.fulltitle}>
          {release.fulltitle}
        </Text>
        {release.quality && (
          <Text size="xs" c="dimmed">
            {release.quality}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" className={classes.languages}>
          {languages.map((code) => (
            <Badge key={code} size="sm" variant="light" radius="sm" data-testid="release-language">
              {code}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td className={classes.nowrap} data-testid="release-size">
        {formatBytes(release.size)}
      </Table.Td>
      <Table.Td className={classes.nowrap}>{release.group ?? '—'}</Table.Td>
      <Table.Td className={classes.nowrap} data-testid="release-date">
        {formatDate(release.released_at ?? release.created_at)}
      </Table.Td>
      <Table.Td>
        <Stack gap={6}>
          {mirrors.map((mirror, index) => (
            <Group key={mirror.key} gap={6} wrap="nowrap" align="center" data-testid="release-mirror">
              {mirrors.length > 1 && (
                <Text size="xs" c="dimmed" className={classes.nowrap}>
                  {t('releases.mirror', { number: index + 1 })}
                </Text>
              )}
              <HosterLinks links={mirror.links} status={mirror.check} />
            </Group>
          ))}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
