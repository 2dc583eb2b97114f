import { Anchor, Code, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type AuditEntry, formatDateTime } from '@regal/shared';
import type { DataTableColumn } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/admin-table/admin-table.tsx';
import { useTableParams } from '../../../components/admin-table/use-table-params.ts';
import { auditActionLabel } from '../../../lib/audit-action-label.ts';
import { useAuditLog } from '../api/audit.ts';

/** One value of a change, readable: dates, lists and empty values spelled out. */
function Value({ value }: { value: unknown }) {
  const { t } = useTranslation('audit');
  if (value === null || value === undefined || value === '')
    return (
      <Text span c="dimmed" size="xs">
        {t('none')}
      </Text>
    );
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const shown = /^\d{4}-\d{2}-\d{2}T/.test(text) ? formatDateTime(text) : text;
  return (
    <Code style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {shown.length > 120 ? `${shown.slice(0, 120)} …` : shown}
    </Code>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const fields = Object.entries(entry.changes);
  if (fields.length === 0)
    return (
      <Text size="xs" c="dimmed">
        —
      </Text>
    );
  return (
    <Stack gap={2}>
      {fields.map(([field, change]) => (
        <Text key={field} size="xs" component="div">
          <Text span fw={600} size="xs">
            {field}:
          </Text>{' '}
          <Value value={change.from} /> → <Value value={change.to} />
        </Text>
      ))}
    </Stack>
  );
}

/** A text filter that writes to the URL after typing stops. */
function FilterInput({
  label,
  value,
  onChange,
  type = 'text',
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: string;
}) {
  const [draft, setDraft] = useState(value);
  const push = useDebouncedCallback(onChange, 400);
  useEffect(() => setDraft(value), [value]);
  return (
    <TextInput
      label={label}
      type={type}
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        push(event.currentTarget.value);
      }}
      w={type === 'date' ? 160 : 150}
    />
  );
}

/** `dashboard/audit` (admin): every staff change with filters, paged in the URL. */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const table = useTableParams();
  const { params, update } = table;
  const f = params.filters;
  const query = useAuditLog({
    page: params.page,
    actor: f.actor,
    action: f.action,
    item_type: f.item_type,
    item_id: f.item_id,
    from: f.from,
    to: f.to,
  });
  const columns: DataTableColumn<AuditEntry>[] = [
    { accessor: 'created_at', noWrap: true, title: t('when'), render: (e) => formatDateTime(e.created_at) },
    {
      accessor: 'actor',
      title: t('who'),
      render: (e) =>
        e.actor ? (
          <Anchor component="button" size="sm" onClick={() => update({ actor: e.actor?.username })}>
            {e.actor.username}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('system')}
          </Text>
        ),
    },
    {
      accessor: 'action',
      noWrap: true,
      title: t('what'),
      render: (e) => (
        <Anchor component="button" size="sm" fw={600} onClick={() => update({ action: e.action })}>
          {auditActionLabel(e.action)}
        </Anchor>
      ),
    },
    {
      accessor: 'item',
      title: t('item'),
      render: (e) => (
        <Anchor
          component="button"
          size="sm"
          onClick={() => update({ item_type: e.item_type, item_id: e.item_id ?? null })}
          style={{ textAlign: 'left' }}
        >
          {t(`types.${e.item_type}`, { defaultValue: e.item_type })}
          {e.item_id ? ` #${e.item_id}` : ''}
          {e.item_label ? ` · ${e.item_label}` : ''}
        </Anchor>
      ),
    },
    { accessor: 'changes', title: t('changes'), render: (e) => <Changes entry={e} /> },
  ];
  const facets = query.data?.facets;
  return (
    <Stack gap="md" data-testid="audit-page">
      <Stack gap={2}>
        <Title order={1}>{t('title')}</Title>
        {query.data && (
          <Text size="sm" c="dimmed">
            {t('retention', { days: query.data.retention_days })}{' '}
            <Anchor component={Link} to="/dashboard/settings/app" size="sm" underline="always">
              {t('changeRetention')}
            </Anchor>
          </Text>
        )}
      </Stack>
      <AdminTable<AuditEntry>
        table={table}
        columns={columns}
        records={query.data?.data}
        totalRecords={query.data?.total ?? 0}
        isLoading={query.isFetching}
        error={query.error}
        onRetry={() => query.refetch()}
        emptyText={t('empty')}
        testId="audit-table"
        toolbar={
          <Group gap="sm" wrap="wrap" align="flex-end">
            <FilterInput label={t('who')} value={f.actor ?? ''} onChange={(v) => update({ actor: v })} />
            <Select
              label={t('what')}
              placeholder={t('all')}
              data={(facets?.actions ?? []).map((value) => ({
                value,
                label: auditActionLabel(value),
              }))}
              value={f.action ?? null}
              onChange={(value) => update({ action: value })}
              clearable
              searchable
              w={200}
            />
            <Select
              label={t('kind')}
              placeholder={t('all')}
              data={(facets?.item_types ?? []).map((value) => ({
                value,
                label: t(`types.${value}`, { defaultValue: value }),
              }))}
              value={f.item_type ?? null}
              onChange={(value) => update({ item_type: value, item_id: null })}
              clearable
              w={160}
            />
            <FilterInput
              label={t('itemId')}
              value={f.item_id ?? ''}
              onChange={(v) => update({ item_id: v })}
            />
            <FilterInput
              label={t('from')}
              type="date"
              value={f.from ?? ''}
              onChange={(v) => update({ from: v })}
            />
            <FilterInput label={t('to')} type="date" value={f.to ?? ''} onChange={(v) => update({ to: v })} />
          </Group>
        }
      />
    </Stack>
  );
}
