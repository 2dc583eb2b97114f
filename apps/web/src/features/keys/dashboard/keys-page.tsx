import { Button, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { KEY_KINDS, type Key, type KeyKind } from '@regal/shared';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AdminTable } from '../../../components/admin-table/admin-table.tsx';
import { useTableParams } from '../../../components/admin-table/use-table-params.ts';
import { useKeys, useUpdateKeys } from '../api/keys.ts';
import { CreateKeysForm } from './create-keys-form.tsx';
import { useKeyColumns } from './key-columns.tsx';
import { keyNotices } from './key-notices.ts';
import type { KeyPackageField } from './key-package-field.ts';

/** `dashboard/keys/{beta|license}`: beta and license keys (spec 02 §2, §4). Admin only. */
export function KeysPage({ packageField }: { packageField: KeyPackageField }) {
  const { t } = useTranslation('keys');
  const navigate = useNavigate();
  const kind: KeyKind = useParams().kind === 'license' ? 'license' : 'beta';
  const table = useTableParams();
  const { params, update } = table;
  const query = useKeys(kind, {
    page: params.page,
    search: params.search || undefined,
    status: params.filters.status,
  });
  const change = useUpdateKeys(kind);
  const [selected, setSelected] = useState<Key[]>([]);
  const [creating, setCreating] = useState(false);

  const notify = keyNotices;
  const columns = useKeyColumns(kind);

  return (
    <Stack gap="md" data-testid="keys-page">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('title')}</Title>
        <Group gap="sm">
          <SegmentedControl
            value={kind}
            onChange={(value) => navigate(`/dashboard/keys/${value}`)}
            data={KEY_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          />
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            data-testid="new-keys"
          >
            {t('create.button')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t(`intro.${kind}`)}
      </Text>
      {creating && (
        <CreateKeysForm kind={kind} onDone={() => setCreating(false)} packageField={packageField} />
      )}
      <AdminTable<Key>
        table={table}
        columns={columns}
        records={query.data?.data}
        totalRecords={query.data?.total ?? 0}
        isLoading={query.isFetching}
        error={query.error}
        onRetry={() => query.refetch()}
        searchLabel={t('search')}
        emptyText={t('empty')}
        selection={{ selected, onChange: setSelected }}
        bulkActions={(rows) => (
          <>
            <Button
              size="xs"
              variant="light"
              onClick={() =>
                change.mutate(
                  { ids: rows.map((r) => r.id), active: true },
                  { ...notify, onSettled: () => setSelected([]) },
                )
              }
            >
              {t('enable')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="gray"
              onClick={() =>
                change.mutate(
                  { ids: rows.map((r) => r.id), active: false },
                  { ...notify, onSettled: () => setSelected([]) },
                )
              }
            >
              {t('disable')}
            </Button>
          </>
        )}
        toolbar={
          <Select
            label={t('fields.active')}
            placeholder={t('all')}
            data={[
              { value: 'active', label: t('status.active') },
              { value: 'disabled', label: t('status.disabled') },
            ]}
            value={params.filters.status ?? null}
            onChange={(value) => update({ status: value })}
            clearable
            leftSection={<IconKey size={14} />}
            w={170}
          />
        }
      />
    </Stack>
  );
}
