import { Alert, Button, Group, Modal, Stack, Switch, TextInput } from '@mantine/core';
import type { RequestItem } from '@regal/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useUpdateRequest } from '../api/update-request.ts';

interface RequestEditDialogProps {
  item: RequestItem;
  onClose: () => void;
}

/** Moderators rename a request or mark it filled (`POST /api/req/update`). */
export function RequestEditDialog({ item, onClose }: RequestEditDialogProps) {
  const { t } = useTranslation('search');
  const update = useUpdateRequest();
  const [fulltitle, setFulltitle] = useState(item.fulltitle);
  const [filled, setFilled] = useState(item.filled_at !== null);
  const fieldError = isApiError(update.error) ? update.error.errors.fulltitle : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: item.id, fulltitle: fulltitle.trim(), filled }, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={t('req.editTitle')} centered radius="md">
      <form onSubmit={submit} data-testid="req-edit-form">
        <Stack gap="md">
          <TextInput
            label={t('req.name')}
            value={fulltitle}
            onChange={(event) => setFulltitle(event.currentTarget.value)}
            error={fieldError}
            data-testid="req-edit-name"
            data-autofocus
          />
          <Switch
            label={t('req.markFilled')}
            checked={filled}
            onChange={(event) => setFilled(event.currentTarget.checked)}
            data-testid="req-edit-filled"
          />
          {update.isError && !fieldError && (
            <Alert color="red" variant="light">
              {update.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('req.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending} data-testid="req-edit-save">
              {t('req.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
