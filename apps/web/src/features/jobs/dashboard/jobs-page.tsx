import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { JOB_VIEW_STATES, type JobItem, type JobViewState } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../../components/admin-table/admin-table.tsx';
import { useTableParams } from '../../../components/admin-table/use-table-params.ts';
import scrollX from '../../../components/layout/scroll-x.module.css';
import { useJobList, useJobOverview, useRetryJob } from '../api/jobs.ts';

const COUNT_STATES = ['queued', 'running', 'failed', 'dead'] as const;
const COLORS: Record<JobViewState, string> = {
  queued: 'blue',
  running: 'cyan',
  failed: 'orange',
  dead: 'red',
  completed: 'green',
};

const when = (iso: string | null, locale: string) =>
  iso
    ? new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : 'de-DE', {
        dateStyle: 'short',
        timeStyle: 'medium',
      })
    : '—';

/** Admins: jobs per kind and state, the jobs of one state, retry for failed and dead ones. */
export function JobsPage() {
  const { t, i18n } = useTranslation('jobs');
  const table = useTableParams();
  const state = (JOB_VIEW_STATES as readonly string[]).includes(table.params.filters.state ?? '')
    ? (table.params.filters.state as JobViewState)
    : 'dead';
  const kind = table.params.filters.kind ?? null;
  const overview = useJobOverview();
  const list = useJobList({ page: table.params.page, state, kind });
  const retry = useRetryJob();

  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <Text c="dimmed" size="sm">
        {overview.data?.workers === 'off' ? t('workersOff') : t('workersInline')}
      </Text>
      {overview.error ? (
        <Alert color="red" role="alert">
          {overview.error instanceof Error ? overview.error.message : t('loadError')}
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table withTableBorder striped data-testid="job-counts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('kind')}</Table.Th>
                {COUNT_STATES.map((s) => (
                  <Table.Th key={s}>{t(`state.${s}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(overview.data?.kinds ?? []).map((row) => (
                <Table.Tr key={row.kind}>
                  <Table.Td>
                    <Code>{row.kind}</Code>
                  </Table.Td>
                  {COUNT_STATES.map((s) => (
                    <Table.Td key={s}>
                      {/* The name starts with the visible count ("3 Wartend von mail.send anzeigen", axe). */}
                      <UnstyledButton onClick={() => table.update({ kind: row.kind, state: s })}>
                        {row[s] > 0 ? <Badge color={COLORS[s]}>{row[s]}</Badge> : <Text c="dimmed">0</Text>}
                        <VisuallyHidden>
                          {' '}
                          {t('show', { kind: row.kind, state: t(`state.${s}`) })}
                        </VisuallyHidden>
                      </UnstyledButton>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <AdminTable<JobItem>
        table={table}
        testId="job-list"
        records={list.data?.data}
        totalRecords={list.data?.total ?? 0}
        isLoading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={t('empty')}
        toolbar={
          // At most the screen's width, so the state filter scrolls inside itself on a phone.
          <Group gap="xs" wrap="wrap" maw="100%" miw={0}>
            <SegmentedControl
              aria-label={t('stateFilter')}
              className={scrollX.scrollX}
              value={state}
              onChange={(value) => table.update({ state: value })}
              data={JOB_VIEW_STATES.map((value) => ({ value, label: t(`state.${value}`) }))}
            />
            {kind && (
              <Button variant="subtle" size="xs" onClick={() => table.update({ kind: null })}>
                {t('allKinds', { kind })}
              </Button>
            )}
          </Group>
        }
        columns={[
          { accessor: 'kind', title: t('kind'), render: (job) => <Code>{job.kind}</Code> },
          {
            accessor: 'retry_count',
            title: t('attempts'),
            render: (job) => `${job.retry_count + (job.state === 'queued' ? 0 : 1)} / ${job.retry_limit + 1}`,
          },
          {
            accessor: 'output',
            title: t('error'),
            render: (job) => {
              const output = job.output as { message?: unknown } | null;
              return typeof output?.message === 'string' ? output.message : '—';
            },
          },
          {
            accessor: 'created_at',
            title: t('created'),
            render: (job) => when(job.created_at, i18n.language),
          },
          {
            accessor: 'actions',
            title: '',
            render: (job) =>
              job.state === 'failed' || job.state === 'dead' ? (
                <Button
                  size="compact-xs"
                  variant="light"
                  loading={retry.isPending && retry.variables?.id === job.id}
                  onClick={() => retry.mutate({ kind: job.kind, id: job.id })}
                >
                  {t('retry')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Stack>
  );
}
