import { Alert, Badge, Group, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { formatDate } from '@regal/shared';
import { IconGitCommit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useChangelog } from '../api/audit.ts';

/** `dashboard/changelog`: the changelog timeline layout piece of spec 02 §2. */
export function ChangelogPage() {
  const { t } = useTranslation('audit');
  const query = useChangelog();
  return (
    <Stack gap="lg" data-testid="changelog-page" maw={760}>
      <Title order={1}>{t('changelog.title')}</Title>
      {query.isPending ? (
        <Skeleton height={300} />
      ) : query.isError ? (
        <Alert color="red">{t('changelog.error')}</Alert>
      ) : query.data.versions.length === 0 ? (
        <Text c="dimmed">{t('changelog.empty')}</Text>
      ) : (
        <Timeline active={0} bulletSize={22} lineWidth={2}>
          {query.data.versions.map((version) => (
            <Timeline.Item
              key={version.version}
              bullet={<IconGitCommit size={12} />}
              title={
                <Group gap="xs">
                  <Text fw={700}>{version.version}</Text>
                  {version.date && (
                    <Badge variant="light" color="gray" size="sm">
                      {formatDate(version.date)}
                    </Badge>
                  )}
                </Group>
              }
            >
              <Stack gap={4} mt={4} component="ul" style={{ paddingLeft: 18, margin: 0 }}>
                {version.items.map((item) => (
                  <Text key={item} size="sm" c="dimmed" component="li">
                    {item}
                  </Text>
                ))}
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
