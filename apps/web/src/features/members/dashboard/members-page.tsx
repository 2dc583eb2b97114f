import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  assignableRoles,
  canChangeMember,
  formatDateTime,
  MEMBER_FILTERS,
  MEMBER_ORDER_BY,
  MEMBER_ROLE_SHORTCUTS,
  type Member,
  type MemberRole,
  type MemberUpdate,
} from '@regal/shared';
import { IconCheck, IconLock, IconLockOpen, IconPencil, IconUserPlus, IconX } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable } from '../../../components/admin-table/admin-table.tsx';
import { useTableParams } from '../../../components/admin-table/use-table-params.ts';
import { usePolicy } from '../../../lib/policy.ts';
import { useSession } from '../../../lib/session.tsx';
import { StrikeDialog } from '../../strikes/components/strike-dialog.tsx';
import { useMembers, useSetMemberActive, useUpdateMember } from '../api/members.ts';
import { NewMemberForm } from '../components/new-member-form.tsx';
import { RoleBadge } from '../components/role-badge.tsx';

type Draft = Required<Pick<MemberUpdate, 'id'>> & {
  role: string;
  active: boolean;
  firstname: string;
  lastname: string;
  mobile: string;
  email_verified_at: string | null;
};

const draftOf = (member: Member): Draft => ({
  id: member.id,
  role: member.role,
  active: member.active,
  firstname: member.firstname ?? '',
  lastname: member.lastname ?? '',
  mobile: member.mobile ?? '',
  email_verified_at: member.email_verified_at,
});

/** Spec 02 §8: a member change that fails shows the server's message for 5 seconds. */
function useFlash(): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), 5000);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage];
}

/** `dashboard/members`: the member list with quick edit (spec 02 §2). */
export function MembersPage() {
  const { t } = useTranslation('members');
  const policy = usePolicy();
  const { user } = useSession();
  const table = useTableParams();
  const { params, update } = table;
  const showEmail = policy.can('member.viewEmail') && params.filters.show_email === '1';
  const query = useMembers({
    search: params.search || undefined,
    page: params.page,
    role: params.filters.role,
    filter: params.filters.filter,
    orderBy: params.filters.orderBy,
    show_email: showEmail ? '1' : undefined,
  });
  const save = useUpdateMember();
  const setActive = useSetMemberActive();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [strikeUser, setStrikeUser] = useState<Member | null>(null);
  const [creating, setCreating] = useState(false);
  const [failure, flash] = useFlash();
  const myRole = user?.role ?? 'user';

  const done = (message: string) => notifications.show({ color: 'green', message });
  const saveDraft = () => {
    if (!draft) return;
    save.mutate(
      {
        id: draft.id,
        role: draft.role as MemberRole,
        active: draft.active,
        firstname: draft.firstname,
        lastname: draft.lastname,
        mobile: draft.mobile,
        email_verified_at: draft.email_verified_at,
      },
      {
        onSuccess: (answer) => {
          done(answer.message);
          setDraft(null);
        },
        onError: (error) => flash(error.message),
      },
    );
  };
  const toggleActive = (member: Member) =>
    setActive.mutate(
      { id: member.id, active: !member.active },
      { onSuccess: (answer) => done(answer.message), onError: (error) => flash(error.message) },
    );

  const editing = (member: Member) => draft?.id === member.id;
  const input = (field: 'firstname' | 'lastname' | 'mobile', label: string) => (member: Member) =>
    editing(member) && draft ? (
      <TextInput
        size="xs"
        aria-label={label}
        value={draft[field]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setDraft((current) => (current ? { ...current, [field]: value } : current));
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') saveDraft();
          if (event.key === 'Escape') setDraft(null);
        }}
      />
    ) : (
      (member[field] ?? '—')
    );

  const columns: DataTableColumn<Member>[] = [
    { accessor: 'id', title: t('fields.id'), width: 70 },
    {
      accessor: 'username',
      noWrap: true,
      title: t('fields.username'),
      render: (member) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {member.username}
          </Text>
          {member.displayname && (
            <Text size="xs" c="dimmed">
              {member.displayname}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'email',
      noWrap: true,
      title: t('fields.email'),
      render: (member) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {member.email}
        </Text>
      ),
    },
    {
      accessor: 'firstname',
      title: t('fields.firstname'),
      render: input('firstname', t('fields.firstname')),
    },
    { accessor: 'lastname', title: t('fields.lastname'), render: input('lastname', t('fields.lastname')) },
    { accessor: 'mobile', title: t('fields.mobile'), render: input('mobile', t('fields.mobile')) },
    {
      accessor: 'role',
      noWrap: true,
      title: t('fields.role'),
      render: (member) =>
        editing(member) && draft ? (
          <Select
            size="xs"
            aria-label={t('fields.role')}
            data={[...new Set([member.role, ...assignableRoles(myRole)])]}
            value={draft.role}
            allowDeselect={false}
            onChange={(value) =>
              setDraft((current) => (current && value ? { ...current, role: value } : current))
            }
            w={120}
          />
        ) : (
          <RoleBadge role={member.role} />
        ),
    },
    {
      accessor: 'active',
      noWrap: true,
      title: t('fields.active'),
      render: (member) =>
        editing(member) && draft ? (
          <Switch
            aria-label={t('fields.active')}
            checked={draft.active}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setDraft((current) => (current ? { ...current, active: checked } : current));
            }}
          />
        ) : (
          <Badge miw="max-content" color={member.active ? 'green' : 'red'} variant="dot">
            {member.active ? t('active') : t('blocked')}
          </Badge>
        ),
    },
    {
      accessor: 'email_verified_at',
      noWrap: true,
      title: t('fields.verified'),
      render: (member) => {
        const value = editing(member) && draft ? draft.email_verified_at : member.email_verified_at;
        return (
          <Group gap={4} wrap="nowrap">
            <Text size="xs">{value ? formatDateTime(value) : t('notVerified')}</Text>
            {editing(member) && !value && (
              <Button
                size="compact-xs"
                variant="light"
                onClick={() =>
                  setDraft((current) =>
                    current ? { ...current, email_verified_at: new Date().toISOString() } : current,
                  )
                }
              >
                {t('verifyNow')}
              </Button>
            )}
          </Group>
        );
      },
    },
    {
      accessor: 'strikes_count',
      noWrap: true,
      title: t('fields.strikes'),
      render: (member) => (
        <Button
          size="compact-xs"
          variant={member.strikes_count > 0 ? 'light' : 'subtle'}
          color={member.strikes_count > 0 ? 'orange' : 'gray'}
          onClick={() => setStrikeUser(member)}
        >
          {/* Named "2 Verwarnungen von …": the visible count starts the name (axe). */}
          {member.strikes_count}
          <VisuallyHidden> {t('openStrikes', { name: member.username })}</VisuallyHidden>
        </Button>
      ),
    },
    {
      accessor: 'last_online_at',
      noWrap: true,
      title: t('fields.lastOnline'),
      render: (member) => formatDateTime(member.last_online_at) || '—',
    },
    {
      accessor: 'actions',
      title: '',
      textAlign: 'right',
      render: (member) => {
        const allowed = member.id === user?.id || canChangeMember(myRole, member.role);
        if (!allowed) return null;
        return editing(member) ? (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label={t('save')}>
              <ActionIcon
                color="green"
                variant="light"
                onClick={saveDraft}
                loading={save.isPending}
                aria-label={t('save')}
                data-testid="member-save"
              >
                <IconCheck size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('cancel')}>
              <ActionIcon variant="subtle" onClick={() => setDraft(null)} aria-label={t('cancel')}>
                <IconX size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Tooltip label={t('edit')}>
              <ActionIcon
                variant="subtle"
                onClick={() => setDraft(draftOf(member))}
                aria-label={t('editRow', { name: member.username })}
                data-testid="member-edit"
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={member.active ? t('block') : t('grant')}>
              <ActionIcon
                variant="subtle"
                color={member.active ? 'red' : 'green'}
                onClick={() => toggleActive(member)}
                aria-label={`${member.active ? t('block') : t('grant')}: ${member.username}`}
                data-testid={member.active ? 'member-block' : 'member-grant'}
              >
                {member.active ? <IconLock size={16} /> : <IconLockOpen size={16} />}
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      },
    },
  ];

  const counts = query.data?.count;
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
      <Group gap="xs" wrap="wrap" role="group" aria-label={t('roleFilter')}>
        <Button
          size="xs"
          variant={params.filters.role ? 'default' : 'filled'}
          onClick={() => update({ role: null })}
        >
          {t('allRoles')}
        </Button>
        {MEMBER_ROLE_SHORTCUTS.map((role) => (
          <Button
            key={role}
            size="xs"
            variant={params.filters.role === role ? 'filled' : 'default'}
            onClick={() => update({ role: params.filters.role === role ? null : role })}
            aria-pressed={params.filters.role === role}
            data-testid={`role-count-${role}`}
          >
            {role} ({counts?.[role] ?? '…'})
          </Button>
        ))}
      </Group>
      {creating && <NewMemberForm onDone={() => setCreating(false)} />}
      {failure && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          onClose={() => flash('')}
          data-testid="member-failure"
        >
          {failure}
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
        toolbar={
          <>
            <Select
              label={t('filter')}
              placeholder={t('filterAll')}
              data={MEMBER_FILTERS.map((value) => ({ value, label: t(`filters.${value}`) }))}
              value={params.filters.filter ?? null}
              onChange={(value) => update({ filter: value })}
              clearable
              w={170}
            />
            <Select
              label={t('orderBy')}
              data={MEMBER_ORDER_BY.map((value) => ({ value, label: t(`order.${value}`) }))}
              value={params.filters.orderBy ?? 'created'}
              onChange={(value) => update({ orderBy: value === 'created' ? null : value })}
              allowDeselect={false}
              w={170}
            />
            {policy.can('member.viewEmail') && (
              <Switch
                label={t('showEmail')}
                checked={showEmail}
                onChange={(event) => update({ show_email: event.currentTarget.checked ? '1' : null })}
                mb={8}
                data-testid="show-email"
              />
            )}
          </>
        }
      />
      {strikeUser && (
        <StrikeDialog
          userId={strikeUser.id}
          username={strikeUser.username}
          opened
          onClose={() => setStrikeUser(null)}
        />
      )}
    </Stack>
  );
}
