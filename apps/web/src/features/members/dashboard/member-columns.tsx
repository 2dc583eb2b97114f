import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { assignableRoles, canChangeMember, formatDateTime, type Member } from '@regal/shared';
import { IconCheck, IconLock, IconLockOpen, IconPencil, IconX } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.tsx';
import { RoleBadge } from '../components/role-badge.tsx';
import { draftOf, type MemberEdit } from './use-member-edit.ts';

/**
 * The member table's columns: a quick-edit row shows inputs in place of its values
 * (Enter saves, Escape cancels); the strike count opens the member's strikes.
 */
export function useMemberColumns(
  { draft, setDraft, saveDraft, saving, toggleActive }: MemberEdit,
  onStrikes: (member: Member) => void,
): DataTableColumn<Member>[] {
  const { t } = useTranslation('members');
  const { user } = useSession();
  const myRole = user?.role ?? 'user';
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

  return [
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
          onClick={() => onStrikes(member)}
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
                loading={saving}
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
}
