import { Button, Group, NumberInput, Paper, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { KeyKind } from '@regal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateKeys } from '../api/keys.ts';
import type { KeyPackageField } from './key-package-field.ts';

/** A batch of new keys: how many, until when, and (license keys) for which package. */
export function CreateKeysForm({
  kind,
  onDone,
  packageField,
}: {
  kind: KeyKind;
  onDone: () => void;
  packageField: KeyPackageField;
}) {
  const { t } = useTranslation('keys');
  const create = useCreateKeys(kind);
  const [count, setCount] = useState<number>(10);
  const [expires, setExpires] = useState('');
  const [packageId, setPackageId] = useState<string | null>(null);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      data-testid="create-keys"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          {
            count,
            expires_at: expires ? new Date(`${expires}T23:59:59`).toISOString() : null,
            ...(kind === 'license' ? { package_id: packageId ? Number(packageId) : null } : {}),
          },
          {
            onSuccess: (answer) => {
              notifications.show({ color: 'green', message: answer.message });
              onDone();
            },
            onError: (error) => notifications.show({ color: 'red', message: error.message }),
          },
        );
      }}
    >
      <Group align="flex-end" wrap="wrap" gap="sm">
        <NumberInput
          label={t('create.count')}
          value={count}
          onChange={(v) => setCount(Number(v) || 1)}
          min={1}
          max={500}
          w={120}
        />
        <TextInput
          label={t('create.expires')}
          type="date"
          value={expires}
          onChange={(e) => setExpires(e.currentTarget.value)}
          w={180}
        />
        {kind === 'license' &&
          packageField({ label: t('create.package'), value: packageId, onChange: setPackageId })}
        <Button type="submit" loading={create.isPending} data-testid="create-keys-submit">
          {t('create.submit')}
        </Button>
        <Button variant="default" onClick={onDone}>
          {t('cancel')}
        </Button>
      </Group>
    </Paper>
  );
}
