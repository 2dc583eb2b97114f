import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMountedOnceOpened } from '../../../lib/use-mounted-once-opened.ts';
import { useSaveStrike } from '../api/strikes.ts';
import { checkedStrikeReason, StrikeReasonField } from './strike-reason-field.tsx';

export interface UserStrikeDialogProps {
  /** the review's author; null keeps the dialog closed */
  target: { id: number; name: string } | null;
  onClose: () => void;
}

/**
 * Spec 02 §6 "Any signed-in user can add a strike": the small dialog a user opens on someone
 * else's review. Only a reason (at least 10 characters, else the spec's notice and nothing is
 * sent); the strike waits for staff (decision 036). Unlike the staff dialog it does not read the
 * member's strikes: users may not (strike.read is staff only). The server's answer — "Bro got just
 * Striked!", or why not (oneself, already pending, the per-user limit) — is shown as it comes.
 */
export function UserStrikeDialog({ target, onClose }: UserStrikeDialogProps) {
  // A closed modal was part of every detail page's server render (issue 34): mounted when first asked for.
  const dialog = useMountedOnceOpened(target !== null);
  if (!dialog.mounted) return null;
  return <StrikeDialog target={target} opened={dialog.opened} onClose={onClose} />;
}

function StrikeDialog({ target, opened, onClose }: UserStrikeDialogProps & { opened: boolean }) {
  const { t } = useTranslation('strikes');
  const save = useSaveStrike();
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const close = () => {
    setReason('');
    setNotice(null);
    save.reset();
    onClose();
  };

  const submit = () => {
    if (!target) return;
    const checked = checkedStrikeReason(reason, setNotice);
    if (checked === null) return;
    save.mutate(
      { user_id: target.id, reason: checked },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'orange', message: answer.message });
          close();
        },
        onError: (error) => setNotice(error.message),
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<Title order={3}>{t('dialog.title')}</Title>}
      data-testid="user-strike-dialog"
    >
      <Stack gap="sm">
        <Text size="sm" fw={600} data-testid="user-strike-target">
          {target?.name}
        </Text>
        <Text size="sm" c="dimmed">
          {t('userNote')}
        </Text>
        <StrikeReasonField reason={reason} onChange={setReason} notice={notice} autoFocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('cancel')}
          </Button>
          <Button color="orange" onClick={submit} loading={save.isPending} data-testid="strike-submit">
            {t('dialog.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
