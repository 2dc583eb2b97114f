import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EditorRelease } from '@regal/shared';
import {
  IconBrandTelegram,
  IconDeviceFloppy,
  IconLock,
  IconRestore,
  IconTransfer,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/feedback/confirm-dialog.tsx';
import { useReleaseDelete, useReleaseRestore, useSendToTelegram } from '../api/releases-admin.ts';
import { CryptedLinksDialog } from './crypted-links-dialog.tsx';

interface Props {
  /** null: the "create new release" card */
  release: EditorRelease | null;
  trashed: boolean;
  /** admins edit the crypted links */
  isAdmin: boolean;
  saving: boolean;
  onSave: () => void;
  onReassign?: (() => void) | undefined;
  onCancelNew?: (() => void) | undefined;
}

/**
 * The card's buttons (spec 02 §2): re-assign, send to Telegram, edit crypted links (admin), trash
 * with undo, and for trashed releases delete completely or restore; save ('Create new Release' /
 * 'Update Release') or cancel.
 */
export function ReleaseCardActions({
  release,
  trashed,
  isAdmin,
  saving,
  onSave,
  onReassign,
  onCancelNew,
}: Props) {
  const { t } = useTranslation('catalogue');
  const [cryptedOpen, setCryptedOpen] = useState(false);
  const [confirm, setConfirm] = useState<'trash' | 'force' | null>(null);
  const remove = useReleaseDelete();
  const restore = useReleaseRestore();
  const telegram = useSendToTelegram();

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

  return (
    <>
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
                onClick={onSave}
                loading={saving}
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
    </>
  );
}
