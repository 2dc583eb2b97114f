import {
  Badge,
  Button,
  Drawer,
  Group,
  Image,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { DESCRIPTION_TRUNCATE } from '@regal/shared';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../components/feedback/confirm-dialog.tsx';
import { useAllApps } from '../../../entries/dashboard/api/entries-admin.ts';
import { useReassign } from '../api/releases-admin.ts';

/**
 * The re-assign panel (spec 02 §2): right side, full height; search entries, pick one; every
 * selected release (plus the single one) moves with one call each, in parallel.
 */
export function ReassignPanel({
  opened,
  onClose,
  releaseIds,
  currentEntry,
}: {
  opened: boolean;
  onClose: () => void;
  releaseIds: number[];
  currentEntry: { id: number; title: string };
}) {
  const { t } = useTranslation('catalogue');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const { data, isFetching } = useAllApps(debounced, opened);
  const reassign = useReassign();
  const navigate = useNavigate();

  // A click on a search result used to move the releases at once: a misclick moved them to a
  // stranger's entry. Now it asks first, and the notice afterwards offers to move them back.
  const [target, setTarget] = useState<{ id: number; title: string } | null>(null);

  const move = async (
    ids: number[],
    to: { id: number; title: string },
    from?: { id: number; title: string },
  ) => {
    try {
      await reassign.mutateAsync({ ids, entryId: to.id });
      setTarget(null);
      onClose();
      const id = `reassigned-${ids.join('-')}`;
      notifications.show({
        id,
        color: 'teal',
        autoClose: from ? 10_000 : undefined,
        message: from ? (
          <Group gap="sm" wrap="nowrap" justify="space-between">
            <Text size="sm">{t('reassignMove.assignedTo', { title: to.title })}</Text>
            <Button
              size="compact-xs"
              variant="light"
              data-testid="reassign-undo"
              onClick={() => {
                notifications.hide(id);
                void move(ids, from);
              }}
            >
              {t('reassignMove.undo')}
            </Button>
          </Group>
        ) : (
          t('reassignMove.movedBack', { title: to.title })
        ),
      });
      navigate(`/dashboard/entry/edit/${to.id}?release_id=${ids.join(',')}`);
    } catch {
      setTarget(null);
      notifications.show({ color: 'red', message: t('reassign.error') });
    }
  };

  const choose = (entry: { id: number; title: string }) => {
    if (entry.id === currentEntry.id) {
      notifications.show({ color: 'blue', message: t('reassign.already', { title: currentEntry.title }) });
      return;
    }
    setTarget(entry);
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('reassign.title', { count: releaseIds.length })}
      styles={{ content: { height: '100%' } }}
    >
      <Stack gap="sm" h="100%">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('reassign.search')}
          aria-label={t('reassign.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-autofocus
          data-testid="reassign-search"
          rightSection={isFetching ? <Loader size="xs" /> : null}
        />
        <ScrollArea.Autosize mah="calc(100vh - 160px)">
          <Stack gap={6}>
            {(data?.items.data ?? []).map((entry) => (
              <UnstyledButton
                key={entry.id}
                onClick={() => choose(entry)}
                disabled={reassign.isPending}
                data-testid={`reassign-entry-${entry.id}`}
              >
                <Paper withBorder p="xs" radius="md">
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Image src={entry.cover} alt="" w={48} h={72} radius="sm" fit="cover" />
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Group gap={6}>
                        <Text size="xs" c="dimmed">
                          #{entry.id}
                        </Text>
                        <Text fw={600} size="sm">
                          {entry.title}
                        </Text>
                        <Badge size="xs" variant="light">
                          {t('reassign.releases', { count: entry.releases_count })}
                        </Badge>
                      </Group>
                      <Text size="xs" c="dimmed">
                        {entry.genre.map((g) => t(`genres.${g}`, { defaultValue: g })).join(', ')}
                      </Text>
                      <Text size="xs">
                        {entry.description.length > DESCRIPTION_TRUNCATE
                          ? `${entry.description.slice(0, DESCRIPTION_TRUNCATE)}…`
                          : entry.description}
                      </Text>
                    </Stack>
                  </Group>
                </Paper>
              </UnstyledButton>
            ))}
            {data && data.items.data.length === 0 && <Text c="dimmed">{t('reassign.none')}</Text>}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
      <ConfirmDialog
        opened={target !== null}
        title={t('reassignMove.title', { count: releaseIds.length })}
        message={t('reassignMove.message', {
          count: releaseIds.length,
          from: currentEntry.title,
          to: target?.title ?? '',
        })}
        confirmLabel={t('reassignMove.button')}
        loading={reassign.isPending}
        onConfirm={() => target && void move(releaseIds, target, currentEntry)}
        onClose={() => setTarget(null)}
      />
    </Drawer>
  );
}
