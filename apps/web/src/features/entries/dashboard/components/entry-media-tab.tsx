import {
  ActionIcon,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconPhotoStar, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadMedia } from '../api/entries-admin.ts';
import type { EntryDraft } from './entry-draft.ts';

type Kind = 'poster' | 'backdrop' | 'screenshot';
const KEY = { poster: 'posters', backdrop: 'backdrops', screenshot: 'images' } as const;

function linksOf(draft: EntryDraft, kind: Kind): string[] {
  if (kind === 'poster') return draft.options.posters.map((p) => p.link);
  if (kind === 'backdrop') return draft.options.backdrops.map((b) => b.link);
  return draft.options.images.map((i) => i.image);
}
function withLinks(draft: EntryDraft, kind: Kind, links: string[]): Partial<EntryDraft> {
  const value = kind === 'screenshot' ? links.map((image) => ({ image })) : links.map((link) => ({ link }));
  return { options: { ...draft.options, [KEY[kind]]: value } };
}

/** Posters, backdrops, screenshots: upload (re-encoded by the server) or URL, order, cover. */
export function EntryMediaTab({
  draft,
  onChange,
  entryId,
}: {
  draft: EntryDraft;
  onChange: (p: Partial<EntryDraft>) => void;
  entryId?: number;
}) {
  return (
    <Stack gap="xl">
      {(['poster', 'backdrop', 'screenshot'] as const).map((kind) => (
        <MediaSection key={kind} kind={kind} draft={draft} onChange={onChange} entryId={entryId} />
      ))}
    </Stack>
  );
}

function MediaSection({
  kind,
  draft,
  onChange,
  entryId,
}: {
  kind: Kind;
  draft: EntryDraft;
  onChange: (p: Partial<EntryDraft>) => void;
  entryId?: number | undefined;
}) {
  const { t } = useTranslation('catalogue');
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const links = linksOf(draft, kind);
  const set = (next: string[]) => onChange(withLinks(draft, kind, next));
  const move = (index: number, by: number) => {
    const next = [...links];
    const [item] = next.splice(index, 1);
    if (item !== undefined) next.splice(index + by, 0, item);
    set(next);
  };
  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await uploadMedia(file, kind, entryId);
      set([...new Set([...links, answer.url])]);
      notifications.show({ color: 'teal', message: answer.message });
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const addUrl = () => {
    const value = url.trim();
    if (!/^https?:\/\//.test(value)) return;
    set([...new Set([...links, value])]);
    setUrl('');
  };
  return (
    <Stack gap="sm" data-testid={`media-${kind}`}>
      <Group justify="space-between" wrap="wrap">
        <Title order={4}>{t(`media.${kind}`)}</Title>
        <FileButton onChange={(file) => void upload(file)} accept="image/jpeg,image/png,image/webp,image/gif">
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} />}
              loading={busy}
            >
              {t('media.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Group gap="xs" align="flex-end">
        <TextInput
          label={t('media.url')}
          placeholder="https://…"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              addUrl();
            }
          }}
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={addUrl} disabled={!/^https?:\/\//.test(url.trim())}>
          {t('media.add')}
        </Button>
      </Group>
      {links.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('media.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: kind === 'poster' ? 6 : 4 }} spacing="sm">
          {links.map((link, index) => (
            <Card key={link} withBorder padding={6} radius="md">
              <Card.Section>
                <Image
                  src={link}
                  alt=""
                  h={kind === 'poster' ? 180 : 110}
                  fit="cover"
                  fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
                />
              </Card.Section>
              <Group gap={2} mt={6} justify="space-between" wrap="nowrap">
                {kind === 'poster' && draft.cover === link ? (
                  <Badge size="xs" color="teal">
                    {t('media.isCover')}
                  </Badge>
                ) : kind === 'poster' ? (
                  <Tooltip label={t('media.makeCover')}>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-label={t('media.makeCover')}
                      onClick={() => onChange({ cover: link })}
                    >
                      <IconPhotoStar size={14} />
                    </ActionIcon>
                  </Tooltip>
                ) : (
                  <span />
                )}
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={t('media.up')}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={14} />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    aria-label={t('media.down')}
                    disabled={index === links.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={14} />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    aria-label={t('media.remove')}
                    onClick={() => {
                      set(links.filter((_, i) => i !== index));
                      if (draft.cover === link)
                        onChange({
                          ...withLinks(
                            draft,
                            kind,
                            links.filter((_, i) => i !== index),
                          ),
                          cover: null,
                        });
                    }}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Group>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
