import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus, IconTransfer } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useEntryReleases } from '../api/releases-admin.ts';
import { ReassignPanel } from './reassign-panel.tsx';
import { ReleaseCard } from './release-card.tsx';

/** The entry editor's releases tab: one card per release (own ones for upper), plus a new one. */
export function EntryReleasesTab({ entry }: { entry: { id: number; title: string; type: string } }) {
  const { t } = useTranslation('catalogue');
  const { data, isLoading, error } = useEntryReleases(entry.id);
  const [creating, setCreating] = useState(false);
  // The release the new card just created: the card closes in the render that lists it.
  const [created, setCreated] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [reassign, setReassign] = useState<number[] | null>(null);
  const [searchParams] = useSearchParams();
  const moved = new Set((searchParams.get('release_id') ?? '').split(',').filter(Boolean).map(Number));
  if (isLoading) return <Loader size="sm" />;
  if (error) return <Alert color="red">{(error as Error).message}</Alert>;
  const items = data?.items ?? [];
  const showNew = creating && !items.some((release) => release.id === created);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text c="dimmed" size="sm">
          {t('release.count', { count: items.length })}
        </Text>
        <Group gap="xs">
          {selected.length > 0 && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconTransfer size={14} />}
              onClick={() => setReassign(selected)}
            >
              {t('release.reassignSelected', { count: selected.length })}
            </Button>
          )}
          <Button
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => {
              setCreated(null);
              setCreating(true);
            }}
            disabled={showNew}
            data-testid="release-new"
          >
            {t('release.create')}
          </Button>
        </Group>
      </Group>
      {showNew && (
        <ReleaseCard
          entry={entry}
          release={null}
          onCancelNew={() => setCreating(false)}
          onCreated={setCreated}
        />
      )}
      {data?.message && <Alert color="blue">{data.message}</Alert>}
      {items.length === 0 && !data?.message && !showNew && <Text c="dimmed">{t('release.none')}</Text>}
      {items.map((release) => (
        <ReleaseCard
          key={`${release.id}-${release.version}-${release.deleted_at ?? ''}`}
          entry={entry}
          release={release}
          highlighted={moved.has(release.id)}
          selected={selected.includes(release.id)}
          onSelect={(on) =>
            setSelected(on ? [...selected, release.id] : selected.filter((id) => id !== release.id))
          }
          onReassign={() => setReassign([...new Set([...selected, release.id])])}
        />
      ))}
      <ReassignPanel
        opened={reassign !== null}
        onClose={() => setReassign(null)}
        releaseIds={reassign ?? []}
        currentEntry={entry}
      />
    </Stack>
  );
}
