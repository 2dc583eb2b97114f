import { ActionIcon, Avatar, Button, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryDraft } from './entry-draft.ts';

/** Cast in order: add, remove, reorder (name, image); `disable_actors` hides them on the detail page. */
export function EntryActorsTab({
  draft,
  onChange,
}: {
  draft: EntryDraft;
  onChange: (p: Partial<EntryDraft>) => void;
}) {
  const { t } = useTranslation('catalogue');
  const [name, setName] = useState('');
  const [image, setImage] = useState('');
  const cast = draft.actors;
  const set = (actors: EntryDraft['actors']) => onChange({ actors });
  const add = () => {
    if (!name.trim() || cast.some((a) => a.name.toLowerCase() === name.trim().toLowerCase())) return;
    set([...cast, { name: name.trim(), image: image.trim() || null }]);
    setName('');
    setImage('');
  };
  const move = (index: number, by: number) => {
    const next = [...cast];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    set(next);
  };
  return (
    <Stack gap="md">
      <Switch
        label={t('actors.disable')}
        checked={draft.options.disable_actors ?? false}
        onChange={(e) => onChange({ options: { ...draft.options, disable_actors: e.currentTarget.checked } })}
      />
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label={t('actors.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          style={{ flex: '1 1 200px' }}
          data-testid="actor-name"
        />
        <TextInput
          label={t('actors.image')}
          placeholder="https://…"
          value={image}
          onChange={(e) => setImage(e.currentTarget.value)}
          style={{ flex: '1 1 200px' }}
        />
        <Button leftSection={<IconPlus size={14} />} onClick={add} disabled={!name.trim()}>
          {t('actors.add')}
        </Button>
      </Group>
      {cast.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('actors.empty')}
        </Text>
      ) : (
        <Stack gap={6}>
          {cast.map((actor, index) => (
            <Paper key={actor.name} withBorder p={6} radius="md">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <Text size="xs" c="dimmed" w={20}>
                    {index + 1}
                  </Text>
                  <Avatar src={actor.image ?? null} name={actor.name} size="sm" />
                  <Text size="sm">{actor.name}</Text>
                </Group>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('media.up')}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={14} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('media.down')}
                    disabled={index === cast.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={14} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('media.remove')}
                    onClick={() => set(cast.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
