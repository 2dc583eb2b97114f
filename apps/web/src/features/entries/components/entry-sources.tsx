import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { EntryDetail } from '@regal/shared';
import { IconExternalLink, IconLicense } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './entry-sources.module.css';

type Source = EntryDetail['options']['sources'][number];

/** The work's public sources and the licence each publishes it under. */
export function EntrySources({ sources }: { sources: Source[] }) {
  const { t } = useTranslation('entries');
  if (sources.length === 0) return null;

  return (
    <Stack gap="xs" data-testid="entry-sources">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.6}>
        {t('detail.sources')}
      </Text>
      <div className={classes.list}>
        {sources.map((source) => (
          <Paper
            key={source.url}
            withBorder
            radius="md"
            p="sm"
            className={classes.source}
            data-testid="entry-source"
          >
            <Anchor
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              fw={600}
              size="sm"
              className={classes.link}
            >
              {source.label}
              <IconExternalLink size={14} />
            </Anchor>
            <Group gap={6} mt={6}>
              <IconLicense size={14} className={classes.icon} aria-hidden />
              <Text size="xs" c="dimmed">
                {t('detail.license')}:
              </Text>
              <Badge
                size="sm"
                variant="light"
                color="teal"
                radius="sm"
                tt="none"
                data-testid="entry-source-license"
              >
                {source.license}
              </Badge>
            </Group>
          </Paper>
        ))}
      </div>
    </Stack>
  );
}
