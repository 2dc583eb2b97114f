import { Anchor, Button, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { LinkItem } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/admin-table/admin-table.tsx';
import { useTableParams } from '../../../components/admin-table/use-table-params.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { type LinkListParams, useCheckLinks, useLinkList } from '../api/links.ts';
import { LinkReason } from '../components/link-reason.tsx';
import { LinkStateBadge } from './link-state-badge.tsx';

const STATES = ['dead', 'offline', 'unknown', 'all'] as const;

/** Staff: hoster links by state, dead ones first; each row links to its entry's links. */
export function LinkListPage() {
  const { t } = useTranslation('link-health');
  const table = useTableParams();
  const state = (STATES as readonly string[]).includes(table.params.filters.state ?? '')
    ? (table.params.filters.state as LinkListParams['state'])
    : 'dead';
  const query = useLinkList({ page: table.params.page, state, search: table.params.search });
  const check = useCheckLinks();

  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      <AdminTable<LinkItem>
        table={table}
        testId="link-list"
        records={query.data?.data}
        totalRecords={query.data?.total ?? 0}
        isLoading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        searchLabel={t('search')}
        emptyText={t('empty')}
        toolbar={
          <SegmentedControl
            aria-label={t('filter')}
            value={state}
            onChange={(value) => table.update({ state: value === 'dead' ? null : value })}
            data={STATES.map((value) => ({ value, label: t(`filter_${value}`) }))}
          />
        }
        columns={[
          {
            accessor: 'state',
            title: t('col.state'),
            width: 110,
            render: (link) => <LinkStateBadge link={link} />,
          },
          {
            accessor: 'entry',
            title: t('col.entry'),
            render: (link) =>
              link.entry_uid ? (
                <Anchor component={Link} to={`/dashboard/links/entry/${link.entry_uid}`}>
                  {link.entry}
                </Anchor>
              ) : (
                '—'
              ),
          },
          { accessor: 'hoster', title: t('col.hoster') },
          {
            accessor: 'url',
            title: t('col.url'),
            render: (link) => (
              <Anchor
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                style={{ wordBreak: 'break-all' }}
              >
                {link.url}
              </Anchor>
            ),
          },
          {
            accessor: 'reason',
            title: t('col.reason'),
            render: (link) => <LinkReason reason={link.reason} />,
          },
          {
            accessor: 'checked_at',
            title: t('col.checked'),
            render: (link) => (link.checked_at ? formatDateTime(link.checked_at) : t('never')),
          },
          {
            accessor: 'actions',
            title: '',
            render: (link) => (
              <Button
                size="compact-xs"
                variant="light"
                loading={check.isPending && check.variables?.release_uid === link.release_uid}
                onClick={() => check.mutate({ release_uid: link.release_uid })}
              >
                {t('checkNow')}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
