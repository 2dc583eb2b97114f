import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import { Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { sendReauth, useReauthPrompt } from '../../lib/reauth.ts';
import { useSession } from '../../lib/session.tsx';

/**
 * The re-auth prompt (decision 013), mounted by `ReauthDialogHost` once a prompt is wanted: asks for the current password, or a 2FA code
 * when the account has 2FA on, before a sensitive change (2FA, sessions, app tokens) goes through.
 */
export function ReauthDialog() {
  const { t } = useTranslation('common');
  const { open, finish } = useReauthPrompt();
  const { user } = useSession();
  const [useCode, setUseCode] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = (confirmed: boolean) => {
    setValue('');
    setError(null);
    setUseCode(false);
    finish(confirmed);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(t(useCode ? 'reauth.enterCode' : 'reauth.enterPassword'));
      return;
    }
    setBusy(true);
    try {
      await sendReauth(useCode ? { code: value.trim() } : { password: value });
      close(true);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('reauth.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={open}
      onClose={() => close(false)}
      title={t('reauth.title')}
      centered
      data-testid="reauth-dialog"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('reauth.explain')}</Text>
          {useCode ? (
            <TextInput
              label={t('reauth.code')}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={error}
              inputMode="numeric"
              autoComplete="one-time-code"
              data-autofocus
              data-testid="reauth-code"
            />
          ) : (
            <PasswordInput
              label={t('reauth.password')}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              error={error}
              autoComplete="current-password"
              data-autofocus
              data-testid="reauth-password"
            />
          )}
          {user?.['2fa_enabled'] && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setUseCode(!useCode);
                setValue('');
                setError(null);
              }}
              data-testid="reauth-switch"
            >
              {t(useCode ? 'reauth.usePassword' : 'reauth.useCode')}
            </Anchor>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => close(false)}>
              {t('reauth.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="reauth-submit">
              {t('reauth.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
