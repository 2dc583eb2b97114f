import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import {
  Alert,
  Card,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { DashboardHome } from '@regal/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { auditActionLabel } from '../../../../lib/audit-action-label.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { useDashboardHome } from '../api/entries-admin.ts';

const QUEUES: { key: keyof DashboardHome['queues']; to: string }[] = [
  { key: 'notverified', to: '/dashboard/entry/notverified' },
  { key: 'duplicated', to: '/dashboard/entries/duplicated' },
  { key: 'noimage', to: '/dashboard/entries/noimage' },
  { key: 'norelease', to: '/dashboard/entries/norelease' },
  { key: 'deleted', to: '/dashboard/entries/deleted' },
  { key: 'releases_deleted', to: '/dashboard/release/deleted' },
];

/** The dashboard home: what an operator checks every morning (decision 014). */
export function DashboardHomePage() {
  const { t } = useTranslation('catalogue');
  const { data, isLoading, error } = useDashboardHome();
  if (isLoading) return <Loader aria-label={t('common.loading')} />;
  if (error || !data)
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
        {(error as Error | null)?.message ?? t('common.error')}
      </Alert>
    );
  const days = data.days.map((d) => ({ ...d, label: dayjs(d.day).format('DD.MM.') }));
  const sum = (key: 'entries' | 'releases' | 'downloads') => data.days.reduce((n, d) => n + d[key], 0);
  return (
    <Stack gap="lg" data-testid="dashboard-home">
      <Title order={2}>{t('home.title')}</Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {QUEUES.map((queue) => (
          <UnstyledButton key={queue.key} component={Link} to={queue.to} data-testid={`queue-${queue.key}`}>
            <Card withBorder radius="md" padding="sm" h="100%">
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {t(`home.queues.${queue.key}`)}
              </Text>
              <Text fz={28} fw={700}>
                {data.queues[queue.key].toLocaleString()}
              </Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" mb="sm">
            <Text fw={600}>{t('home.added')}</Text>
            <Text size="sm" c="dimmed">
              {t('home.addedSum', { entries: sum('entries'), releases: sum('releases') })}
            </Text>
          </Group>
          <BarChart
            h={220}
            data={days}
            dataKey="label"
            series={[
              { name: 'entries', label: t('home.series.entries'), color: 'indigo.5' },
              { name: 'releases', label: t('home.series.releases'), color: 'teal.5' },
            ]}
            withLegend
            tickLine="none"
            gridAxis="y"
          />
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" mb="sm">
            <Text fw={600}>{t('home.downloads')}</Text>
            <Text size="sm" c="dimmed">
              {t('home.downloadsSum', { count: sum('downloads') })}
            </Text>
          </Group>
          <AreaChart
            h={220}
            data={days}
            dataKey="label"
            series={[{ name: 'downloads', label: t('home.series.downloads'), color: 'orange.5' }]}
            curveType="monotone"
            tickLine="none"
            gridAxis="y"
          />
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Text fw={600} mb="sm">
          {t('home.recent')}
        </Text>
        {data.recent.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('home.noRecent')}
          </Text>
        ) : (
          // Scrolls sideways on a phone: keyboard users reach it with Tab (axe).
          <Table.ScrollContainer minWidth={520} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
            <Table verticalSpacing={6} fz="sm">
              <Table.Tbody>
                {data.recent.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td c="dimmed" w={140}>
                      {formatDateTime(row.created_at)}
                    </Table.Td>
                    <Table.Td w={120}>{row.actor ?? t('history.system')}</Table.Td>
                    <Table.Td w={170}>
                      {/* A label in words, not an upper-case badge: a badge clipped it at 390 px. */}
                      <Text size="sm" fw={600} data-testid="home-recent-action">
                        {auditActionLabel(row.action)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {row.item_type === 'entry' && row.item_id ? (
                        <Link to={`/dashboard/entry/edit/${row.item_id}`}>{row.item_label}</Link>
                      ) : (
                        row.item_label
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
