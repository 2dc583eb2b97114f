import { Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { TwoFactorDisableBody } from '@regal/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';

interface Props {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  /** Resolves when 2FA is off; rejects with the server's error (wrong code or password). */
  onConfirm: (proof: TwoFactorDisableBody) => Promise<unknown>;
}

/**
 * Switching 2FA off is confirmed here (decision 043): a current code from the app (or a recovery
 * code), or the password. The server checks the proof itself; one click never switches it off.
 */
export function TwoFactorDisableDialog({ opened, busy, onClose, onConfirm }: Props) {
  const { t } = useTranslation('auth');
  const [usePassword, setUsePassword] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setValue('');
    setError(null);
    setUsePassword(false);
    onClose();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(t(usePassword ? 'twoFactor.disableEnterPassword' : 'twoFactor.disableEnterCode'));
      return;
    }
    try {
      await onConfirm(usePassword ? { password: value } : { code: value.trim() });
      close();
    } catch (failure) {
      const fieldError = isApiError(failure)
        ? (failure.errors[usePassword ? 'password' : 'code'] ?? failure.message)
        : null;
      setError(fieldError ?? t('twoFactor.disableFailed'));
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t('twoFactor.disableTitle')} centered>
      <form onSubmit={onSubmit} noValidate data-testid="two-factor-disable-dialog">
        <Stack gap="sm">
          <Text size="sm">{t('twoFactor.disableExplain')}</Text>
          {usePassword ? (
            <PasswordInput
              label={t('twoFactor.disablePassword')}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={error}
              autoComplete="current-password"
              data-autofocus
              data-testid="two-factor-disable-password"
            />
          ) : (
            <TextInput
              label={t('twoFactor.disableCode')}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={error}
              inputMode="numeric"
              autoComplete="one-time-code"
              data-autofocus
              data-testid="two-factor-disable-code"
            />
          )}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setUsePassword(!usePassword);
              setValue('');
              setError(null);
            }}
            data-testid="two-factor-disable-switch"
          >
            {t(usePassword ? 'twoFactor.disableUseCode' : 'twoFactor.disableUsePassword')}
          </Anchor>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('twoFactor.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy} data-testid="two-factor-disable-confirm">
              {t('twoFactor.disable')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
