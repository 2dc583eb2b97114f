import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import type { Member } from '@regal/shared';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../../components/admin-table/admin-table.tsx';
import { useTableParams } from '../../../components/admin-table/use-table-params.ts';
import { usePolicy } from '../../../lib/policy.ts';
import { useMembers } from '../api/members.ts';
import { NewMemberForm } from '../components/new-member-form.tsx';
import { useMemberColumns } from './member-columns.tsx';
import { MemberRoleShortcuts, MemberToolbar } from './member-filters.tsx';
import type { MemberStrikes } from './member-strikes.ts';
import { useMemberEdit } from './use-member-edit.ts';

/** `dashboard/members`: the member list with quick edit (spec 02 §2). */
export function MembersPage({ strikes }: { strikes: MemberStrikes }) {
  const { t } = useTranslation('members');
  const policy = usePolicy();
  const table = useTableParams();
  const { params } = table;
  const showEmail = policy.can('member.viewEmail') && params.filters.show_email === '1';
  const query = useMembers({
    search: params.search || undefined,
    page: params.page,
    role: params.filters.role,
    filter: params.filters.filter,
    orderBy: params.filters.orderBy,
    show_email: showEmail ? '1' : undefined,
  });
  const edit = useMemberEdit();
  const [strikeUser, setStrikeUser] = useState<Member | null>(null);
  const [creating, setCreating] = useState(false);
  const columns = useMemberColumns(edit, setStrikeUser);

  return (
    <Stack gap="md" data-testid="members-page">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('title')}</Title>
        <Button
          leftSection={<IconUserPlus size={16} />}
          onClick={() => setCreating(true)}
          data-testid="new-member"
        >
          {t('new.button')}
        </Button>
      </Group>
      <MemberRoleShortcuts table={table} counts={query.data?.count} />
      {creating && <NewMemberForm onDone={() => setCreating(false)} />}
      {edit.failure && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          onClose={() => edit.flash('')}
          data-testid="member-failure"
        >
          {edit.failure}
        </Alert>
      )}
      <AdminTable<Member>
        table={table}
        columns={columns}
        records={query.data?.users.data}
        totalRecords={query.data?.users.total ?? 0}
        isLoading={query.isFetching}
        error={query.error}
        onRetry={() => query.refetch()}
        searchLabel={t('search')}
        searchDebounceMs={500}
        emptyText={t('empty')}
        testId="members-table"
        toolbar={<MemberToolbar table={table} showEmail={showEmail} />}
      />
      {edit.blockDialog}
      {strikeUser && strikes(strikeUser, () => setStrikeUser(null))}
    </Stack>
  );
}
