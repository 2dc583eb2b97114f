import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { ENTRY_TYPES, type EntryType, parseReleaseName, toShortLanguageCodes } from '@regal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { cleanTitle, useCreateUpload, useEntryPicker } from '../api/uploads.ts';

/**
 * A release upload: the name (the release-name parser shows what it reads), links or a container,
 * and the entry — found by search, or a new one proposed from the name.
 */
export function UploadForm() {
  const { t } = useTranslation('uploads');
  const create = useCreateUpload();
  const [fulltitle, setFulltitle] = useState('');
  const [links, setLinks] = useState('');
  const [container, setContainer] = useState('');
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [entryId, setEntryId] = useState<string | null>(null);
  const [newTitle, setNewTitle] = useState('');
  const [newType, setNewType] = useState<EntryType>('movie');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const picker = useEntryPicker(debounced);
  const parsed = fulltitle.trim().length >= 5 ? parseReleaseName(fulltitle.trim()) : null;

  const propose = async () => {
    if (!fulltitle.trim()) return;
    try {
      const clean = await cleanTitle(fulltitle.trim(), newType);
      setNewTitle(clean.name);
    } catch {
      if (parsed) setNewTitle(parsed.title);
    }
  };

  const submit = () => {
    const linkList = links
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    create.mutate(
      {
        fulltitle: fulltitle.trim(),
        links: linkList.length > 0 ? linkList : undefined,
        container: container.trim() || undefined,
        entry_id: mode === 'existing' && entryId ? Number(entryId) : undefined,
        new_entry: mode === 'new' ? { title: newTitle, type: newType } : undefined,
      },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'teal', message: answer.message });
          setFulltitle('');
          setLinks('');
          setContainer('');
          setErrors({});
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.errors).length > 0) {
            // `links.3` → shown on the links box
            const mapped: Record<string, string> = {};
            for (const [key, value] of Object.entries(error.errors))
              mapped[key.split('.')[0] ?? key] ??= value;
            setErrors(mapped);
          } else notifications.show({ color: 'red', message: error.message });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="upload-form">
      <Stack gap="sm">
        <Text fw={700}>{t('form.title')}</Text>
        <TextInput
          label={t('form.name')}
          placeholder="Sintel.2010.German.DL.1080p.WEB.x264-GRP"
          value={fulltitle}
          onChange={(e) => setFulltitle(e.currentTarget.value)}
          error={errors.fulltitle}
          required
          data-testid="upload-name"
        />
        {parsed && (
          <Text size="xs" c="dimmed" data-testid="upload-parsed">
            {[
              parsed.type === 'episode'
                ? t('form.parsedEpisode')
                : parsed.type === 'movie'
                  ? t('form.parsedMovie')
                  : null,
              parsed.resolution,
              toShortLanguageCodes(parsed.languages).join(', ') || null,
              parsed.season !== null ? `S${parsed.season}` : null,
              parsed.episode !== null ? `E${parsed.episode}` : null,
              parsed.group,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
        <Textarea
          label={t('form.links')}
          description={t('form.linksHint')}
          value={links}
          onChange={(e) => setLinks(e.currentTarget.value)}
          error={errors.links}
          autosize
          minRows={2}
          data-testid="upload-links"
        />
        <TextInput
          label={t('form.container')}
          value={container}
          onChange={(e) => setContainer(e.currentTarget.value)}
          error={errors.container}
          data-testid="upload-container"
        />
        <SegmentedControl
          fullWidth
          value={mode}
          onChange={(v) => setMode(v as 'existing' | 'new')}
          data={[
            { value: 'existing', label: t('form.existing') },
            { value: 'new', label: t('form.propose') },
          ]}
        />
        {mode === 'existing' ? (
          <Select
            label={t('form.entry')}
            placeholder={t('form.entrySearch')}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            value={entryId}
            onChange={setEntryId}
            data={(picker.data ?? []).map((e) => ({
              value: String(e.id),
              label: `${e.title}${e.year ? ` (${e.year})` : ''}`,
            }))}
            nothingFoundMessage={debounced.length >= 2 ? t('form.noEntry') : undefined}
            filter={({ options }) => options}
            error={errors.entry_id}
            data-testid="upload-entry"
          />
        ) : (
          <Group align="flex-end" wrap="wrap" gap="xs">
            <Select
              label={t('form.type')}
              data={ENTRY_TYPES.map((value) => ({ value, label: t(`common:types.${value}`) }))}
              value={newType}
              onChange={(v) => v && setNewType(v as EntryType)}
              allowDeselect={false}
              w={140}
            />
            <TextInput
              label={t('form.newTitle')}
              value={newTitle}
              onChange={(e) => setNewTitle(e.currentTarget.value)}
              error={errors.new_entry ?? errors.entry_id}
              style={{ flex: '1 1 200px' }}
              data-testid="upload-new-title"
            />
            <Button variant="default" onClick={() => void propose()} data-testid="upload-propose">
              {t('form.fromName')}
            </Button>
          </Group>
        )}
        <Button
          onClick={submit}
          loading={create.isPending}
          style={{ alignSelf: 'flex-end' }}
          data-testid="upload-submit"
        >
          {t('form.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
