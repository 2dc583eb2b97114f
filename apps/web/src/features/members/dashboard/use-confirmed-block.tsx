import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Member } from '@regal/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog.tsx';

/** Sets a person's access; resolves with the server's message. */
export type SetActive = (member: Member, active: boolean) => Promise<string | undefined>;

export interface ConfirmedBlock {
  /** Granting acts at once; blocking asks first. */
  request: (member: Member, active: boolean) => void;
  dialog: ReactNode;
}

/**
 * Blocking ends the person's sessions at once (server: members.service), so one stray click on a
 * switch or lock icon must not do it: the dialog asks first, and the notice after a block offers
 * to grant access again (the sessions stay ended: the person logs in anew). Granting is harmless
 * and acts on one click.
 */
export function useConfirmedBlock(setActive: SetActive, onError: (message: string) => void): ConfirmedBlock {
  const { t } = useTranslation('members');
  const [target, setTarget] = useState<Member | null>(null);
  const [busy, setBusy] = useState(false);

  const change = async (member: Member, active: boolean) => {
    setBusy(true);
    try {
      const message = await setActive(member, active);
      setTarget(null);
      if (active) {
        if (message) notifications.show({ color: 'green', message });
        return;
      }
      const id = `blocked-${member.id}`;
      notifications.show({
        id,
        color: 'orange',
        autoClose: 10_000,
        message: (
          <Group gap="sm" wrap="nowrap" justify="space-between">
            <Text size="sm">{t('blockDone', { name: member.username })}</Text>
            <Button
              size="compact-xs"
              variant="light"
              data-testid="block-undo"
              onClick={() => {
                notifications.hide(id);
                void change({ ...member, active: false }, true);
              }}
            >
              {t('blockUndo')}
            </Button>
          </Group>
        ),
      });
    } catch (failure) {
      setTarget(null);
      onError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const request = (member: Member, active: boolean) => {
    if (active) void change(member, true);
    else setTarget(member);
  };

  const dialog = (
    <ConfirmDialog
      opened={target !== null}
      title={t('blockConfirm.title', { name: target?.username ?? '' })}
      message={t('blockConfirm.message', { name: target?.username ?? '' })}
      confirmLabel={t('block')}
      danger
      loading={busy}
      onConfirm={() => target && void change(target, false)}
      onClose={() => setTarget(null)}
    />
  );
  return { request, dialog };
}
