import { ActionIcon, Badge, Button, Group, Stack, Switch, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime, type Member } from '@regal/shared';
import { IconAlertTriangle, IconPencil, IconUserPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/admin-table/admin-table.tsx';
import { useTableParams } from '../../../components/admin-table/use-table-params.ts';
import { useEmployees, useSetEmployeeActive } from '../api/members.ts';
import { NewMemberForm } from '../components/new-member-form.tsx';
import { RoleBadge } from '../components/role-badge.tsx';
import type { MemberStrikes } from './member-strikes.ts';
import { useConfirmedBlock } from './use-confirmed-block.tsx';

/**
 * `dashboard/employees` (spec 02 §2 "Employee list (organisation)"): every staff account of the
 * site (decision 015: the organisation is the site's team). Client-side search.
 */
export function EmployeesPage({ strikes }: { strikes: MemberStrikes }) {
  const { t } = useTranslation('members');
  const table = useTableParams();
  const query = useEmployees();
  const toggle = useSetEmployeeActive();
  const block = useConfirmedBlock(
    async (member, active) => (await toggle.mutateAsync({ id: member.id, active })).message,
    (message) => notifications.show({ color: 'red', message, autoClose: 5000 }),
  );
  const [creating, setCreating] = useState(false);
  const [strikeUser, setStrikeUser] = useState<Member | null>(null);
  const needle = table.params.search.trim().toLowerCase();
  const rows = (query.data?.users ?? []).filter((user) =>
    [user.username, user.email, user.firstname, user.lastname, user.mobile, user.role]
      .filter(Boolean)
      .some((value) => String(value).toLowerCase().includes(needle)),
  );
  const columns: DataTableColumn<Member>[] = [
    { accessor: 'id', title: t('fields.id'), width: 70 },
    { accessor: 'username', title: t('fields.username') },
    { accessor: 'mobile', title: t('fields.mobile'), render: (u) => u.mobile ?? '—' },
    { accessor: 'firstname', title: t('fields.firstname'), render: (u) => u.firstname ?? '—' },
    { accessor: 'lastname', title: t('fields.lastname'), render: (u) => u.lastname ?? '—' },
    { accessor: 'email', title: t('fields.email') },
    {
      accessor: 'active',
      title: t('fields.active'),
      render: (u) => (
        <Switch
          checked={u.active}
          aria-label={`${t('fields.active')}: ${u.username}`}
          onChange={(event) => block.request(u, event.currentTarget.checked)}
        />
      ),
    },
    { accessor: 'role', title: t('fields.role'), render: (u) => <RoleBadge role={u.role} /> },
    {
      accessor: 'last_online_at',
      title: t('fields.lastOnline'),
      render: (u) => formatDateTime(u.last_online_at) || '—',
    },
    {
      accessor: 'password',
      title: t('fields.password'),
      render: () => (
        <Badge miw="max-content" variant="outline" color="gray">
          ••••••••
        </Badge>
      ),
    },
    {
      // Spec 02 §2 "option": edit the member in the member list, open their strikes.
      accessor: 'option',
      title: t('fields.option'),
      render: (u) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('editRow', { name: u.username })}>
            <ActionIcon
              component={Link}
              to={`/dashboard/members?${new URLSearchParams({ search: u.username })}`}
              variant="subtle"
              aria-label={t('editRow', { name: u.username })}
              data-testid="employee-edit"
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('openStrikes', { name: u.username })}>
            <ActionIcon
              variant="subtle"
              color="orange"
              onClick={() => setStrikeUser(u)}
              aria-label={t('openStrikes', { name: u.username })}
              data-testid="employee-strikes"
            >
              <IconAlertTriangle size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md" data-testid="employees-page">
      <Group justify="space-between">
        <Title order={1}>{t('employees.title')}</Title>
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)}>
          {t('new.button')}
        </Button>
      </Group>
      {creating && <NewMemberForm onDone={() => setCreating(false)} />}
      <AdminTable<Member>
        table={table}
        columns={columns}
        records={rows.slice((table.params.page - 1) * 50, table.params.page * 50)}
        totalRecords={rows.length}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        searchLabel={t('search')}
        searchDebounceMs={150}
        emptyText={t('empty')}
      />
      {block.dialog}
      {strikeUser && strikes(strikeUser, () => setStrikeUser(null))}
    </Stack>
  );
}
