import {
  ActionIcon,
  Alert,
  Avatar,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDate, formatDateTime, type Package } from '@regal/shared';
import { IconCircleCheck, IconPackage, IconPencil, IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AdminTable } from '../../../components/admin-table/admin-table.tsx';
import { useTableParams } from '../../../components/admin-table/use-table-params.ts';
import { usePolicy } from '../../../lib/policy.ts';
import { useBulkPackages, usePackage, usePackages, useSavePackage } from '../api/packages.ts';
import { PackageForm } from './package-form.tsx';

/** `dashboard/packages` (spec 02 §2): cover, name, version, title ID, type, downloads, assigned, author, PV, status, released, verified, updated. */
export function PackagesPage() {
  const { t } = useTranslation('packages');
  const policy = usePolicy();
  const table = useTableParams({ sortBy: 'updated', sortOrder: 'desc' });
  const { params, update } = table;
  const query = usePackages({
    page: params.page,
    search: params.search || undefined,
    status: params.filters.status,
    sortBy: params.sortBy ?? undefined,
    sortOrder: params.sortOrder,
  });
  const save = useSavePackage();
  const bulk = useBulkPackages();
  // `pkg.edit`: /dashboard/package/edit/{id} opens the form for that package (a linkable edit).
  const navigate = useNavigate();
  const location = useLocation();
  const routeId = Number(useParams().id);
  const linked = usePackage(Number.isInteger(routeId) && routeId > 0 ? routeId : null);
  const [creating, setCreating] = useState(false);
  const editing: Package | 'new' | null = creating ? 'new' : (linked.data ?? null);
  const setEditing = (pkg: Package | 'new' | null) => {
    if (pkg === 'new') setCreating(true);
    else if (pkg) navigate({ pathname: `/dashboard/package/edit/${pkg.id}`, search: location.search });
    else {
      setCreating(false);
      if (routeId) navigate({ pathname: '/dashboard/packages', search: location.search });
    }
  };
  const [selected, setSelected] = useState<Package[]>([]);
  const canEdit = policy.can('package.edit');
  const notify = {
    onSuccess: (a: { message: string }) => notifications.show({ color: 'green', message: a.message }),
    onError: (e: Error) => notifications.show({ color: 'red', message: e.message }),
  };
  const columns: DataTableColumn<Package>[] = [
    {
      accessor: 'image',
      title: t('fields.cover'),
      width: 76,
      render: (pkg) => (
        <Avatar src={pkg.image} radius="sm" size={36} alt="">
          <IconPackage size={18} />
        </Avatar>
      ),
    },
    {
      accessor: 'name',
      noWrap: true,
      title: t('fields.name'),
      sortable: true,
      render: (pkg) => (
        <Text size="sm" fw={600}>
          {pkg.name}
        </Text>
      ),
    },
    { accessor: 'version', noWrap: true, title: t('fields.version') },
    {
      accessor: 'cusa',
      noWrap: true,
      title: t('fields.cusa'),
      render: (pkg) => (
        <Text ff="monospace" size="sm">
          {pkg.cusa || '—'}
        </Text>
      ),
    },
    {
      accessor: 'type',
      noWrap: true,
      title: t('fields.type'),
      render: (pkg) => t(`types.${pkg.type}`, { defaultValue: pkg.type }),
    },
    { accessor: 'downloads', noWrap: true, title: t('fields.downloads'), sortable: true, textAlign: 'right' },
    {
      accessor: 'assigned',
      noWrap: true,
      title: t('fields.assigned'),
      render: (pkg) => pkg.assigned?.username ?? '—',
    },
    { accessor: 'author', noWrap: true, title: t('fields.author'), render: (pkg) => pkg.author || '—' },
    { accessor: 'pv', noWrap: true, title: t('fields.pv'), render: (pkg) => pkg.pv.join(', ') || '—' },
    {
      accessor: 'active',
      noWrap: true,
      title: t('fields.status'),
      render: (pkg) => (
        <Badge miw="max-content" color={pkg.active ? 'green' : 'gray'} variant="light">
          {pkg.active ? t('active') : t('disabled')}
        </Badge>
      ),
    },
    {
      accessor: 'released',
      noWrap: true,
      title: t('fields.released'),
      sortable: true,
      render: (pkg) => formatDate(pkg.released_at) || '—',
    },
    {
      accessor: 'verified_at',
      noWrap: true,
      title: t('fields.verified'),
      render: (pkg) => formatDate(pkg.verified_at) || '—',
    },
    {
      accessor: 'updated',
      noWrap: true,
      title: t('fields.updated'),
      sortable: true,
      render: (pkg) => formatDateTime(pkg.updated_at),
    },
    ...(canEdit
      ? [
          {
            accessor: 'actions',
            noWrap: true,
            title: '',
            textAlign: 'right' as const,
            render: (pkg: Package) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => save.mutate({ id: pkg.id, body: { active: !pkg.active } }, notify)}
                >
                  {pkg.active ? t('deactivate') : t('activate')}
                </Button>
                {!pkg.verified_at && (
                  <Tooltip label={t('verify')}>
                    <ActionIcon
                      variant="subtle"
                      color="green"
                      onClick={() => save.mutate({ id: pkg.id, body: { verified: true } }, notify)}
                      aria-label={`${t('verify')}: ${pkg.name}`}
                    >
                      <IconCircleCheck size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
                <Tooltip label={t('edit')}>
                  <ActionIcon
                    variant="subtle"
                    onClick={() => setEditing(pkg)}
                    aria-label={`${t('edit')}: ${pkg.name}`}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ),
          },
        ]
      : []),
  ];
  const runBulk = (action: 'activate' | 'deactivate' | 'verify') =>
    bulk.mutate(
      { ids: selected.map((pkg) => pkg.id), action },
      { ...notify, onSettled: () => setSelected([]) },
    );
  return (
    <Stack gap="md" data-testid="packages-page">
      <Group justify="space-between">
        <Title order={1}>{t('title')}</Title>
        {canEdit && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing('new')}
            data-testid="new-package"
          >
            {t('new')}
          </Button>
        )}
      </Group>
      <AdminTable<Package>
        table={table}
        columns={columns}
        records={query.data?.data}
        totalRecords={query.data?.total ?? 0}
        isLoading={query.isFetching}
        error={query.error}
        onRetry={() => query.refetch()}
        searchLabel={t('search')}
        emptyText={t('empty')}
        testId="packages-table"
        selection={policy.can('package.bulk') ? { selected, onChange: setSelected } : undefined}
        bulkActions={() => (
          <>
            <Button size="xs" variant="light" onClick={() => runBulk('activate')}>
              {t('activate')}
            </Button>
            <Button size="xs" variant="light" color="gray" onClick={() => runBulk('deactivate')}>
              {t('deactivate')}
            </Button>
            <Button size="xs" variant="light" color="green" onClick={() => runBulk('verify')}>
              {t('verify')}
            </Button>
          </>
        )}
        toolbar={
          <Select
            label={t('fields.status')}
            placeholder={t('all')}
            data={[
              { value: 'active', label: t('active') },
              { value: 'disabled', label: t('disabled') },
            ]}
            value={params.filters.status ?? null}
            onChange={(value) => update({ status: value })}
            clearable
            w={170}
          />
        }
      />
      {linked.isError && (
        <Alert color="red" role="alert" data-testid="package-load-error">
          {linked.error.message}
        </Alert>
      )}
      {editing && (
        <PackageForm
          key={editing === 'new' ? 'new' : editing.id}
          pkg={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
