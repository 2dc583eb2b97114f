import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Code,
  Grid,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type EditorRelease, ENTRY_TYPES, SUB_TYPES } from '@regal/shared';
import {
  IconBrandTelegram,
  IconDeviceFloppy,
  IconExternalLink,
  IconLink,
  IconLock,
  IconRefresh,
  IconRestore,
  IconSearch,
  IconTransfer,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-error.ts';
import { usePolicy } from '../../../../lib/policy.ts';
import { ConfirmDialog } from '../../../entries/dashboard/components/confirm-dialog.tsx';
import { formatDateTime } from '../../../entries/dashboard/components/format.ts';
import {
  useAssignableUsers,
  useContainerLinks,
  useCountries,
  useReleaseDelete,
  useReleaseRestore,
  useReleaseSave,
  useSendToTelegram,
} from '../api/releases-admin.ts';
import { CryptedLinksDialog } from './crypted-links-dialog.tsx';
import {
  CONTAINER_ID_MIN,
  containerIdOf,
  containerUrlOf,
  groupLinks,
  mergeLinks,
  parseCustomLinks,
} from './release-links.ts';

export type ReleaseForm = Omit<
  EditorRelease,
  | 'id'
  | 'uid'
  | 'version'
  | 'created_at'
  | 'updated_at'
  | 'deleted_at'
  | 'user'
  | 'entry_id'
  | 'source'
  | 'crypted_links'
> & {
  crypted_links: Record<string, string>;
};

export const newReleaseForm = (type: string): ReleaseForm => ({
  fulltitle: '',
  title: null,
  type,
  sub_type: null,
  group: null,
  size: null,
  downloads: 0,
  quality: null,
  video_stream: null,
  video_codec: null,
  audio_stream: null,
  bitrate: null,
  lang: ['de'],
  links: {},
  crypted_links: {},
  parts: null,
  user_id: null,
  options: { season: null, episode: null, episode_count_in_season: null, check: {} },
});

const formOf = (r: EditorRelease): ReleaseForm => ({
  fulltitle: r.fulltitle,
  title: r.title,
  type: r.type,
  sub_type: r.sub_type,
  group: r.group,
  size: r.size,
  downloads: r.downloads,
  quality: r.quality,
  video_stream: r.video_stream,
  video_codec: r.video_codec,
  audio_stream: r.audio_stream,
  bitrate: r.bitrate,
  lang: r.lang,
  links: r.links,
  crypted_links: r.crypted_links,
  parts: r.parts,
  user_id: r.user_id,
  options: r.options,
});

interface Props {
  entry: { id: number; title: string; type: string };
  /** null: the "create new release" card */
  release: EditorRelease | null;
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
  onReassign?: () => void;
  onCancelNew?: () => void;
  highlighted?: boolean;
}

/** The release edit card (spec 02 §2): fields, header, and every button with its dialog. */
export function ReleaseCard({
  entry,
  release,
  selected,
  onSelect,
  onReassign,
  onCancelNew,
  highlighted,
}: Props) {
  const { t } = useTranslation('catalogue');
  const policy = usePolicy();
  const isMod = policy.can('entry.bindUser');
  const isAdmin = policy.can('release.editCryptedLinks');
  const [form, setForm] = useState<ReleaseForm>(() =>
    release ? formOf(release) : newReleaseForm(entry.type),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [warning, setWarning] = useState<string | null>(null);
  const [containerInput, setContainerInput] = useState('');
  const [customLinks, setCustomLinks] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  const [checkHoster, setCheckHoster] = useState(false);
  const [cryptedOpen, setCryptedOpen] = useState(false);
  const [confirm, setConfirm] = useState<'trash' | 'force' | null>(null);
  const countries = useCountries();
  const users = useAssignableUsers(isMod);
  const save = useReleaseSave();
  const remove = useReleaseDelete();
  const restore = useReleaseRestore();
  const telegram = useSendToTelegram();
  const lookup = useContainerLinks();
  const trashed = release?.deleted_at !== null && release !== null;
  const patch = (change: Partial<ReleaseForm>) => setForm((f) => ({ ...f, ...change }));
  const isVideo =
    form.type === 'movie' || form.type === 'series' || form.type === 'anime' || form.type === 'doku';
  const containerId = containerIdOf(containerInput);

  const submit = async () => {
    setErrors({});
    setWarning(null);
    const { crypted_links: _ignored, ...rest } = form;
    const { check: _check, ...options } = form.options;
    const body = release
      ? { ...rest, options, id: release.id, version: release.version }
      : { ...rest, options, entry_id: entry.id };
    if (!isMod) delete (body as { user_id?: unknown }).user_id;
    try {
      const answer = await save.mutateAsync(body);
      notifications.show({ color: 'teal', message: answer.message });
      if (!release) {
        setForm(newReleaseForm(entry.type));
        onCancelNew?.();
      }
    } catch (error) {
      if (isApiError(error)) {
        setErrors(error.errors);
        // Spec 02 §8: a 403 on update shows the server message as a red warning.
        setWarning(error.message);
      } else setWarning((error as Error).message);
    }
  };

  const searchContainer = async () => {
    try {
      const answer = await lookup.mutateAsync({
        id: containerId,
        ...(release ? { releaseId: release.id } : {}),
      });
      if ('error' in answer.links || !Array.isArray(answer.links)) {
        notifications.show({
          color: 'red',
          message: String((answer.links as { error?: string }).error ?? ''),
        });
        return;
      }
      const grouped = groupLinks(answer.links);
      const host = Object.keys(grouped)[0];
      patch({
        links: mergeLinks(form.links, grouped),
        parts: answer.release?.parts ?? Math.max(...Object.values(grouped).map((l) => l.length), 0),
        crypted_links: host
          ? { ...form.crypted_links, [host]: containerUrlOf(containerId) }
          : form.crypted_links,
      });
      notifications.show({
        color: 'teal',
        message: t('release.containerApplied', { count: answer.links.length }),
      });
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    }
  };

  const addCustom = () => {
    const parsed = parseCustomLinks(customLinks, checkHoster);
    if (!parsed.ok) {
      setCustomError(
        parsed.error === 'parse' ? 'Error in parsing Link' : 'Link Hoster is not in Hosters list',
      );
      return;
    }
    setCustomError(null);
    patch({ links: mergeLinks(form.links, parsed.links) });
    setCustomLinks('');
  };

  const sendTelegram = async () => {
    if (!release) return;
    try {
      const answer = await telegram.mutateAsync(release.id);
      notifications.show({
        color: 'teal',
        message: t('release.telegramSent', { title: answer.release.fulltitle }),
      });
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    }
  };

  const doDelete = async (force: boolean) => {
    if (!release) return;
    try {
      const answer = await remove.mutateAsync({ ids: [release.id], force });
      setConfirm(null);
      notifications.show({
        color: 'teal',
        message: force ? (
          answer.message
        ) : (
          <Group gap="xs" justify="space-between">
            <Text size="sm">{answer.message}</Text>
            <Button size="compact-xs" variant="light" onClick={() => void restore.mutateAsync(release.id)}>
              {t('list.undo')}
            </Button>
          </Group>
        ),
      });
    } catch (error) {
      setConfirm(null);
      notifications.show({ color: 'red', message: (error as Error).message });
    }
  };

  const err = (field: string) => errors[field];
  const text = (field: keyof ReleaseForm, label: string, span = 3) => (
    <Grid.Col span={{ base: 12, sm: 6, md: span }}>
      <TextInput
        label={label}
        value={(form[field] as string | null) ?? ''}
        onChange={(e) => patch({ [field]: e.currentTarget.value || null } as Partial<ReleaseForm>)}
        error={err(field)}
        disabled={trashed}
      />
    </Grid.Col>
  );
  const count = (field: 'season' | 'episode' | 'episode_count_in_season', label: string) => (
    <Grid.Col span={{ base: 4, md: 2 }}>
      <NumberInput
        label={label}
        min={0}
        allowDecimal={false}
        value={form.options[field] ?? ''}
        onChange={(v) => patch({ options: { ...form.options, [field]: v === '' ? null : Number(v) } })}
        error={err(`options.${field}`)}
        disabled={trashed}
      />
    </Grid.Col>
  );

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid={release ? `release-card-${release.id}` : 'release-card-new'}
      style={
        highlighted
          ? { borderColor: 'var(--mantine-color-yellow-6)' }
          : trashed
            ? { opacity: 0.85, borderColor: 'var(--mantine-color-red-7)' }
            : undefined
      }
    >
      <Group justify="space-between" wrap="wrap" mb="sm" gap="xs">
        <Group gap="xs" wrap="wrap">
          {onSelect && release && (
            <Checkbox
              checked={selected ?? false}
              onChange={(e) => onSelect(e.currentTarget.checked)}
              aria-label={t('release.select')}
            />
          )}
          {release ? (
            <>
              <Code>{release.uid}</Code>
              <Text size="xs" c="dimmed">
                #{release.id} · {t('release.created')} {formatDateTime(release.created_at)} ·{' '}
                {t('release.updated')} {formatDateTime(release.updated_at)}
              </Text>
              {trashed && (
                <Badge color="red" data-testid="release-deleted-badge">
                  DELETED
                </Badge>
              )}
            </>
          ) : (
            <Text fw={600}>{t('release.new')}</Text>
          )}
        </Group>
        {release?.user && (
          <Text size="xs" c="dimmed">
            {release.user.username}
          </Text>
        )}
      </Group>
      {warning && (
        <Alert color="red" mb="sm" role="alert" data-testid="release-warning">
          {warning}
        </Alert>
      )}
      <Grid gap="sm">
        <Grid.Col span={12}>
          <TextInput
            label={t('release.fulltitle')}
            required
            value={form.fulltitle}
            onChange={(e) => patch({ fulltitle: e.currentTarget.value })}
            error={err('fulltitle')}
            disabled={trashed}
            data-testid="release-fulltitle"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <Select
            label={t('release.type')}
            data={ENTRY_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
            value={form.type}
            onChange={(v) => v && patch({ type: v })}
            allowDeselect={false}
            error={err('type')}
            disabled={trashed}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <Select
            label={t('release.sub_type')}
            data={SUB_TYPES.map((v) => ({ value: v, label: v }))}
            value={form.sub_type}
            onChange={(v) => patch({ sub_type: v })}
            clearable
            error={err('sub_type')}
            disabled={trashed}
          />
        </Grid.Col>
        {text('group', t('release.group'))}
        <Grid.Col span={{ base: 6, md: 3 }}>
          <TextInput
            label={t('release.size')}
            inputMode="numeric"
            value={form.size === null ? '' : String(form.size)}
            onChange={(e) => {
              const digits = e.currentTarget.value.replace(/\D/g, '');
              patch({ size: digits ? Number(digits) : null });
            }}
            error={err('size')}
            disabled={trashed}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <NumberInput
            label={t('release.downloads')}
            min={0}
            allowDecimal={false}
            value={form.downloads}
            onChange={(v) => patch({ downloads: Number(v) || 0 })}
            disabled={trashed}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          {isMod ? (
            <Select
              label={t('release.user')}
              data={(users.data?.items ?? []).map((u) => ({
                value: String(u.id),
                label: `${u.username} · ${u.role}`,
              }))}
              value={form.user_id ? String(form.user_id) : null}
              onChange={(v) => patch({ user_id: v ? Number(v) : null })}
              searchable
              clearable
              error={err('user_id')}
              disabled={trashed}
            />
          ) : (
            <TextInput label={t('release.user')} value={release?.user?.username ?? '–'} disabled />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <MultiSelect
            label={t('release.lang')}
            data={(countries.data?.countries ?? []).map((c) => ({
              value: c.alpha2,
              label: `${c.alpha2.toUpperCase()} – ${c.name}`,
            }))}
            value={form.lang}
            onChange={(v) => patch({ lang: v })}
            searchable
            error={err('lang')}
            disabled={trashed}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2 }}>
          <TextInput label={t('release.source')} value={release?.source ?? 'manual'} readOnly disabled />
        </Grid.Col>
        {isVideo && (
          <>
            {text('quality', t('release.quality'), 2)}
            {text('video_stream', t('release.video_stream'), 2)}
            {text('video_codec', t('release.video_codec'), 2)}
            {text('audio_stream', t('release.audio_stream'), 2)}
            {text('bitrate', t('release.bitrate'), 2)}
            {count('season', t('release.season'))}
            {count('episode', t('release.episode'))}
            {count('episode_count_in_season', t('release.episodeCount'))}
          </>
        )}
      </Grid>

      <Stack gap={6} mt="md">
        <Text size="sm" fw={600}>
          {t('release.hosters')}
        </Text>
        {Object.keys(form.links).length === 0 && Object.keys(form.crypted_links).length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('release.noLinks')}
          </Text>
        ) : (
          [...new Set([...Object.keys(form.links), ...Object.keys(form.crypted_links)])].map((host) => (
            <Group key={host} gap="xs" wrap="wrap" data-testid={`hoster-${host}`}>
              <Badge variant="outline">{host}</Badge>
              <Text size="xs" c="dimmed">
                {t('release.parts', { count: form.links[host]?.length ?? 0 })}
              </Text>
              {form.crypted_links[host] && (
                <>
                  <Anchor href={form.crypted_links[host]} target="_blank" rel="noreferrer" size="xs">
                    <IconExternalLink size={12} /> {form.crypted_links[host]}
                  </Anchor>
                  <Tooltip label={t('release.resync')}>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-label={t('release.resync')}
                      onClick={() => {
                        setContainerInput(form.crypted_links[host] ?? '');
                      }}
                    >
                      <IconRefresh size={14} />
                    </ActionIcon>
                  </Tooltip>
                </>
              )}
              {!trashed && (
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={t('release.removeHost', { host })}
                  onClick={() => {
                    const { [host]: _l, ...links } = form.links;
                    const { [host]: _c, ...crypted } = form.crypted_links;
                    patch({ links, crypted_links: crypted });
                  }}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              )}
            </Group>
          ))
        )}
      </Stack>

      {!trashed && (
        <Grid gap="sm" mt="sm">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                label={t('release.containerId')}
                value={containerInput}
                onChange={(e) => setContainerInput(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && containerId.length >= CONTAINER_ID_MIN) {
                    e.preventDefault();
                    void searchContainer();
                  }
                }}
                description={
                  containerId.length >= CONTAINER_ID_MIN
                    ? containerUrlOf(containerId)
                    : t('release.containerHint')
                }
                style={{ flex: '1 1 220px' }}
              />
              <Button
                leftSection={<IconSearch size={14} />}
                variant="light"
                disabled={containerId.length < CONTAINER_ID_MIN}
                loading={lookup.isPending}
                onClick={() => void searchContainer()}
              >
                {t('release.containerSearch')}
              </Button>
            </Group>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Textarea
              label={t('release.customLinks')}
              description={t('release.customHint')}
              autosize
              minRows={2}
              value={customLinks}
              onChange={(e) => setCustomLinks(e.currentTarget.value)}
              error={customError}
            />
            <Group justify="space-between" mt={6}>
              <Switch
                size="xs"
                label={t('release.checkHoster')}
                checked={checkHoster}
                onChange={(e) => setCheckHoster(e.currentTarget.checked)}
              />
              <Button
                size="xs"
                variant="light"
                leftSection={<IconLink size={14} />}
                onClick={addCustom}
                disabled={!customLinks.trim()}
              >
                {t('release.addLinks')}
              </Button>
            </Group>
          </Grid.Col>
        </Grid>
      )}

      <Group justify="space-between" mt="md" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          {release && !trashed && (
            <>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconTransfer size={14} />}
                onClick={onReassign}
                data-testid="release-reassign"
              >
                {t('release.reassign')}
              </Button>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconBrandTelegram size={14} />}
                onClick={() => void sendTelegram()}
                loading={telegram.isPending}
              >
                {t('release.telegram')}
              </Button>
              {isAdmin && (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconLock size={14} />}
                  onClick={() => setCryptedOpen(true)}
                  data-testid="release-crypted"
                >
                  {t('release.editCrypted')}
                </Button>
              )}
            </>
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          {trashed ? (
            <>
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconTrash size={14} />}
                onClick={() => setConfirm('force')}
                data-testid="release-force"
              >
                {t('release.forceDelete')}
              </Button>
              <Button
                size="xs"
                leftSection={<IconRestore size={14} />}
                onClick={() => release && void restore.mutateAsync(release.id)}
                loading={restore.isPending}
                data-testid="release-restore"
              >
                {t('release.restore')}
              </Button>
            </>
          ) : (
            <>
              {release ? (
                <Button
                  size="xs"
                  color="red"
                  variant="subtle"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => setConfirm('trash')}
                  data-testid="release-trash"
                >
                  {t('release.trash')}
                </Button>
              ) : (
                <Button size="xs" variant="default" onClick={onCancelNew}>
                  {t('release.cancelNew')}
                </Button>
              )}
              <Button
                size="xs"
                leftSection={<IconDeviceFloppy size={14} />}
                onClick={() => void submit()}
                loading={save.isPending}
                data-testid="release-save"
              >
                {release ? 'Update Release' : 'Create new Release'}
              </Button>
            </>
          )}
        </Group>
      </Group>
      {release && isAdmin && cryptedOpen && (
        <CryptedLinksDialog release={release} opened={cryptedOpen} onClose={() => setCryptedOpen(false)} />
      )}
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm === 'force' ? t('release.forceDelete') : t('release.trash')}
        message={confirm === 'force' ? t('release.confirmForce') : t('release.confirmTrash')}
        confirmLabel={confirm === 'force' ? t('release.forceDelete') : t('release.trash')}
        danger
        loading={remove.isPending}
        onConfirm={() => void doDelete(confirm === 'force')}
        onClose={() => setConfirm(null)}
      />
    </Card>
  );
}
