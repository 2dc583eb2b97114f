import { Button, Group, Select, Switch } from '@mantine/core';
import { MEMBER_FILTERS, MEMBER_ORDER_BY, MEMBER_ROLE_SHORTCUTS, type MembersResponse } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import type { useTableParams } from '../../../components/admin-table/use-table-params.ts';
import { usePolicy } from '../../../lib/policy.ts';

type Table = Pick<ReturnType<typeof useTableParams>, 'params' | 'update'>;

/** The role shortcuts above the member list, each with its count (spec 02 §2). */
export function MemberRoleShortcuts({
  table: { params, update },
  counts,
}: {
  table: Table;
  counts: MembersResponse['count'] | undefined;
}) {
  const { t } = useTranslation('members');
  return (
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
  );
}

/** The member table's toolbar: filter, order and (for those allowed) the e-mail column. */
export function MemberToolbar({
  table: { params, update },
  showEmail,
}: {
  table: Table;
  showEmail: boolean;
}) {
  const { t } = useTranslation('members');
  const policy = usePolicy();
  return (
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
  );
}
