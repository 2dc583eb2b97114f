import { ActionIcon, Button, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RequestItem } from '@regal/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteRequest } from '../api/delete-request.ts';
import { RequestEditDialog } from './request-edit-dialog.tsx';

/** Moderators' edit and delete on a REQ row (spec §6); the server refuses everyone else. */
export function RequestRowActions({ item }: { item: RequestItem }) {
  const { t } = useTranslation('search');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteRequest();

  const confirmDelete = () =>
    remove.mutate(item.id, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({ color: 'green', message: t('req.deleted', { title: item.fulltitle }) });
      },
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });

  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('req.edit')} withArrow>
        <ActionIcon
          variant="subtle"
          radius="xl"
          aria-label={t('req.editFor', { title: item.fulltitle })}
          onClick={() => setEditing(true)}
          data-testid="req-edit"
        >
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Popover opened={confirming} onChange={setConfirming} withArrow position="left" shadow="md">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="red"
            radius="xl"
            aria-label={t('req.deleteFor', { title: item.fulltitle })}
            onClick={() => setConfirming((open) => !open)}
            data-testid="req-delete"
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" maw={240}>
            <Text size="sm">{t('req.confirmDelete')}</Text>
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                {t('req.cancel')}
              </Button>
              <Button
                size="xs"
                color="red"
                loading={remove.isPending}
                onClick={confirmDelete}
                data-testid="req-delete-confirm"
              >
                {t('req.delete')}
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {editing && <RequestEditDialog item={item} onClose={() => setEditing(false)} />}
    </Group>
  );
}
