import {
  ActionIcon,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime, KEY_KINDS, type Key, type KeyKind } from '@regal/shared';
import { IconCopy, IconEraser, IconKey, IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AdminTable } from '../../../components/admin-table/admin-table.tsx';
import { useTableParams } from '../../../components/admin-table/use-table-params.ts';
import { copyToClipboard } from '../../../components/share/copy-to-clipboard.ts';
import { usePackageOptions } from '../../packages/api/packages.ts';
import { useClearKeyIp, useCreateKeys, useKeys, useUpdateKeys } from '../api/keys.ts';

const STATUS_COLOUR: Record<Key['status'], string> = {
  active: 'green',
  not_used: 'green',
  used: 'blue',
  disabled: 'gray',
  expired: 'orange',
};

function CreateKeysForm({ kind, onDone }: { kind: KeyKind; onDone: () => void }) {
  const { t } = useTranslation('keys');
  const create = useCreateKeys(kind);
  const packages = usePackageOptions(kind === 'license');
  const [count, setCount] = useState<number>(10);
  const [expires, setExpires] = useState('');
  const [packageId, setPackageId] = useState<string | null>(null);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      data-testid="create-keys"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          {
            count,
            expires_at: expires ? new Date(`${expires}T23:59:59`).toISOString() : null,
            ...(kind === 'license' ? { package_id: packageId ? Number(packageId) : null } : {}),
          },
          {
            onSuccess: (answer) => {
              notifications.show({ color: 'green', message: answer.message });
              onDone();
            },
            onError: (error) => notifications.show({ color: 'red', message: error.message }),
          },
        );
      }}
    >
      <Group align="flex-end" wrap="wrap" gap="sm">
        <NumberInput
          label={t('create.count')}
          value={count}
          onChange={(v) => setCount(Number(v) || 1)}
          min={1}
          max={500}
          w={120}
        />
        <TextInput
          label={t('create.expires')}
          type="date"
          value={expires}
          onChange={(e) => setExpires(e.currentTarget.value)}
          w={180}
        />
        {kind === 'license' && (
          <Select
            label={t('create.package')}
            data={packages.data ?? []}
            value={packageId}
            onChange={setPackageId}
            searchable
            clearable
            w={240}
          />
        )}
        <Button type="submit" loading={create.isPending} data-testid="create-keys-submit">
          {t('create.submit')}
        </Button>
        <Button variant="default" onClick={onDone}>
          {t('cancel')}
        </Button>
      </Group>
    </Paper>
  );
}

/** `dashboard/keys/{beta|license}`: beta and license keys (spec 02 §2, §4). Admin only. */
export function KeysPage() {
  // `share` holds the spec's clipboard notices (success only when the copy succeeded).
  const { t } = useTranslation(['keys', 'share']);
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
  const clearIp = useClearKeyIp(kind);
  const [selected, setSelected] = useState<Key[]>([]);
  const [creating, setCreating] = useState(false);
  const [confirm, setConfirm] = useState<number | null>(null);

  const notify = {
    onSuccess: (a: { message: string }) => notifications.show({ color: 'green', message: a.message }),
    onError: (e: Error) => notifications.show({ color: 'red', message: e.message }),
  };
  const columns: DataTableColumn<Key>[] = [
    {
      accessor: 'key',
      title: t('fields.key'),
      render: (key) => (
        <Group gap={4} wrap="nowrap">
          <Text ff="monospace" size="sm">
            {key.key}
          </Text>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t('copy')}
            onClick={() => void copyToClipboard(key.key, t)}
          >
            <IconCopy size={14} />
          </ActionIcon>
        </Group>
      ),
    },
    { accessor: 'ip', title: t('fields.ip'), render: (key) => key.ip ?? '—' },
    { accessor: 'user', title: t('fields.user'), render: (key) => key.user?.username ?? '—' },
    ...(kind === 'license'
      ? [{ accessor: 'package', title: t('fields.package'), render: (key: Key) => key.package?.name ?? '—' }]
      : []),
    {
      accessor: 'status',
      title: t('fields.active'),
      render: (key) => (
        <Badge miw="max-content" color={STATUS_COLOUR[key.status]} variant="light">
          {t(`status.${key.status}`)}
        </Badge>
      ),
    },
    {
      accessor: 'logged_at',
      title: t('fields.logged'),
      render: (key) => formatDateTime(key.logged_at) || '—',
    },
    {
      accessor: 'expires_at',
      title: t('fields.expires'),
      render: (key) => formatDateTime(key.expires_at) || '—',
    },
    { accessor: 'created_at', title: t('fields.created'), render: (key) => formatDateTime(key.created_at) },
    {
      accessor: 'actions',
      title: '',
      textAlign: 'right',
      render: (key) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => change.mutate({ ids: [key.id], active: !key.active }, notify)}
          >
            {key.active ? t('disable') : t('enable')}
          </Button>
          {confirm === key.id ? (
            <Button
              size="compact-xs"
              color="red"
              loading={clearIp.isPending}
              onClick={() => clearIp.mutate(key.key, { ...notify, onSettled: () => setConfirm(null) })}
              data-testid="clear-ip-confirm"
            >
              {t('confirmClear')}
            </Button>
          ) : (
            <Tooltip label={kind === 'beta' ? t('clearIp') : t('reset')}>
              <ActionIcon
                variant="subtle"
                color="orange"
                disabled={!key.ip && !key.user}
                onClick={() => setConfirm(key.id)}
                aria-label={`${t('clearIp')}: ${key.key}`}
              >
                <IconEraser size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

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
      {creating && <CreateKeysForm kind={kind} onDone={() => setCreating(false)} />}
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
