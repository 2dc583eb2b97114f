import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EditorEntry } from '@regal/shared';
import {
  IconAlertTriangle,
  IconDeviceFloppy,
  IconExternalLink,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../../components/feedback/confirm-dialog.tsx';
import { useUnsavedChanges } from '../../../../components/feedback/unsaved-changes.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { usePolicy } from '../../../../lib/policy.ts';
import { useEditorEntry, useEntryBulk, useSaveEntry } from '../api/entries-admin.ts';
import { EntryDetailForm } from '../components/entry-detail-form.tsx';
import { draftOf, type EntryDraft, emptyDraft } from '../components/entry-draft.ts';
import { entryEditorTabs } from '../editor-tabs.tsx';

/** `dashboard/entry/new` and `dashboard/entry/edit/{id}` (with `release_id` after a re-assign). */
export function EntryEditorPage() {
  const { id } = useParams();
  const entryId = id && /^\d+$/.test(id) ? Number(id) : null;
  const { t } = useTranslation('catalogue');
  const { data, isLoading, error, refetch } = useEditorEntry(entryId);
  if (entryId !== null && isLoading) return <Loader aria-label={t('common.loading')} />;
  if (entryId !== null && (error || !data))
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
        {(error as Error | null)?.message ?? t('common.error')}
      </Alert>
    );
  return (
    <EntryEditor
      key={`${data?.item.id ?? 'new'}`}
      entry={data?.item ?? null}
      onReload={() => void refetch()}
    />
  );
}

function EntryEditor({ entry, onReload }: { entry: EditorEntry | null; onReload: () => void }) {
  const { t } = useTranslation('catalogue');
  const policy = usePolicy();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [draft, setDraft] = useState<EntryDraft>(() => (entry ? draftOf(entry) : emptyDraft()));
  const [version, setVersion] = useState(entry?.version ?? 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string; stale: boolean } | null>(null);
  const [dirty, setDirty] = useState(false);
  const [confirmTrash, setConfirmTrash] = useState(false);
  const save = useSaveEntry();
  const bulk = useEntryBulk();
  const tab = searchParams.get('tab') ?? (searchParams.get('release_id') ? 'releases' : 'detail');
  const canEdit = entry ? policy.can('entry.update', entry.user_id ?? 0) : policy.can('entry.create');
  const unsaved = useUnsavedChanges(dirty && canEdit);

  useEffect(() => {
    if (entry) setVersion(entry.version);
  }, [entry]);

  const onChange = (patch: Partial<EntryDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDirty(true);
  };

  const submit = async () => {
    setErrors({});
    setFailure(null);
    const body = { ...draft, ...(entry ? { id: entry.id, version } : {}) };
    if (!policy.can('entry.bindUser')) delete (body as { user_id?: unknown }).user_id;
    try {
      const answer = await save.mutateAsync(body);
      setDirty(false);
      setVersion(answer.item.version);
      notifications.show({ color: 'teal', message: answer.message });
      if (!entry) {
        unsaved.release();
        navigate(`/dashboard/entry/edit/${answer.item.id}`, { replace: true });
      }
    } catch (caught) {
      if (isApiError(caught)) {
        setErrors(caught.errors);
        setFailure({ message: caught.message, stale: caught.status === 409 });
        if (Object.keys(caught.errors).length)
          setSearchParams(
            (p) => {
              p.delete('tab');
              return p;
            },
            { replace: true },
          );
      } else setFailure({ message: (caught as Error).message, stale: false });
    }
  };

  const trash = async () => {
    if (!entry) return;
    try {
      await bulk.mutateAsync({ action: entry.deleted_at ? 'restore' : 'delete', ids: [entry.id] });
      setConfirmTrash(false);
      notifications.show({
        color: 'teal',
        message: entry.deleted_at ? t('editor.restored') : t('editor.trashed'),
      });
      onReload();
    } catch (caught) {
      setConfirmTrash(false);
      notifications.show({ color: 'red', message: (caught as Error).message });
    }
  };

  return (
    <Stack gap="md" data-testid="entry-editor">
      <Group justify="space-between" wrap="wrap" align="flex-start">
        <Stack gap={4}>
          <Title order={2}>{entry ? entry.title : t('editor.newTitle')}</Title>
          {entry && (
            <Group gap="xs" wrap="wrap">
              <Text size="xs" c="dimmed">
                #{entry.id} · {entry.uid} · {t('editor.updated', { date: formatDateTime(entry.updated_at) })}
              </Text>
              {entry.deleted_at && <Badge color="red">{t('status.deleted')}</Badge>}
              <Anchor component={Link} to={`/detail/${entry.uid}/${entry.slug}`} size="xs">
                <IconExternalLink size={12} /> {t('editor.view')}
              </Anchor>
            </Group>
          )}
        </Stack>
        <Group gap="xs">
          {entry && policy.can('entry.delete') && (
            <Button
              variant="subtle"
              color={entry.deleted_at ? undefined : 'red'}
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirmTrash(true)}
            >
              {entry.deleted_at ? t('editor.restore') : t('editor.trash')}
            </Button>
          )}
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={() => void submit()}
            loading={save.isPending}
            disabled={!canEdit}
            data-testid="entry-save"
          >
            {entry ? t('editor.save') : t('editor.create')}
          </Button>
        </Group>
      </Group>
      {!canEdit && <Alert color="yellow">{t('editor.readOnly')}</Alert>}
      {failure && (
        <Alert
          color={failure.stale ? 'orange' : 'red'}
          icon={<IconAlertTriangle size={18} />}
          role="alert"
          data-testid="entry-failure"
        >
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{failure.message}</Text>
            {failure.stale && (
              <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={onReload}>
                {t('editor.reload')}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {dirty && (
        <Text size="xs" c="yellow">
          {t('editor.unsaved')}
        </Text>
      )}
      <Tabs
        value={tab}
        onChange={(value) =>
          setSearchParams(
            (p) => {
              if (value === 'detail' || !value) p.delete('tab');
              else p.set('tab', value);
              return p;
            },
            { replace: true },
          )
        }
        keepMounted={false}
      >
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          <Tabs.Tab value="detail">{t('editor.tabs.detail')}</Tabs.Tab>
          {entryEditorTabs.map((item) => (
            <Tabs.Tab
              key={item.value}
              value={item.value}
              disabled={item.needsEntry && !entry}
              data-testid={`tab-${item.value}`}
            >
              {t(item.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Paper withBorder radius="md" p="md" mt="sm">
          <Tabs.Panel value="detail">
            <EntryDetailForm
              draft={draft}
              onChange={onChange}
              errors={errors}
              boundUsername={entry?.user?.username ?? null}
            />
          </Tabs.Panel>
          {entryEditorTabs.map((item) => (
            <Tabs.Panel key={item.value} value={item.value}>
              {item.render({ entry, draft, onChange })}
            </Tabs.Panel>
          ))}
        </Paper>
      </Tabs>
      <ConfirmDialog
        opened={confirmTrash}
        title={entry?.deleted_at ? t('editor.restore') : t('editor.trash')}
        message={entry?.deleted_at ? t('editor.confirmRestore') : t('editor.confirmTrash')}
        confirmLabel={entry?.deleted_at ? t('editor.restore') : t('editor.trash')}
        danger={!entry?.deleted_at}
        loading={bulk.isPending}
        onConfirm={() => void trash()}
        onClose={() => setConfirmTrash(false)}
      />
      {unsaved.dialog}
    </Stack>
  );
}
