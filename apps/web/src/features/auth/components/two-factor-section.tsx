import {
  Alert,
  Button,
  Code,
  Group,
  Image,
  List,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.tsx';
import {
  useActivateTwoFactor,
  useDisableTwoFactor,
  useTwoFactorQr,
  useVerifyTwoFactorToken,
} from '../api/two-factor.ts';
import { TwoFactorDisableDialog } from './two-factor-disable-dialog.tsx';

/**
 * Spec 02 §2 "Two factor authentication": off → a notice and Activate; on → instructions, the QR
 * (placeholder while loading), a test-token field with send, and Disable. Decision 043: Activate
 * only sets it up (pending) — the first code sent in the test field switches it on — and Disable
 * asks for a current code or the password. The user is refetched after each change. Placed on
 * settings/profile by the account area.
 */
export function TwoFactorSection() {
  const { t } = useTranslation('auth');
  const { user, refetch } = useSession();
  const enabled = user?.['2fa_enabled'] ?? false;
  const qr = useTwoFactorQr();
  const pending = !enabled && (qr.data?.pending ?? false);
  const [confirmOff, setConfirmOff] = useState(false);
  const activate = useActivateTwoFactor();
  const disable = useDisableTwoFactor();
  const verify = useVerifyTwoFactorToken();
  const [key, setKey] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const onActivate = () =>
    activate.mutate(undefined, {
      onSuccess: (answer) => {
        setRecoveryCodes(answer.recovery_codes);
        notifications.show({ color: 'green', message: answer.message });
        void qr.refetch();
        void refetch();
      },
      onError: () => notifications.show({ color: 'red', message: 'Error on activation' }),
    });
  const afterDisable = (answer: { message: string }) => {
    setRecoveryCodes(null);
    activate.reset();
    notifications.show({ color: 'green', message: answer.message });
    void qr.refetch();
    void refetch();
  };
  // Cancelling a pending set-up needs no proof: 2FA protects nothing yet.
  const onCancelSetup = () =>
    disable.mutate(
      {},
      {
        onSuccess: afterDisable,
        onError: () => notifications.show({ color: 'red', message: 'Error on 2fa disable action' }),
      },
    );
  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(key.trim(), {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: answer.message });
        setKey('');
        if (pending) {
          void qr.refetch();
          void refetch();
        }
      },
      onError: (error) =>
        notifications.show({ color: 'red', message: isApiError(error) ? error.message : 'Token error' }),
    });
  };

  const qrSrc = activate.data?.qr ?? qr.data?.qr ?? null;
  return (
    <Stack gap="sm" data-testid="two-factor-section">
      <Title order={3}>{t('twoFactor.title')}</Title>
      {!enabled && !pending ? (
        <>
          <Alert color="yellow" data-testid="two-factor-off">
            {t('twoFactor.offNotice')}
          </Alert>
          <Group>
            <Button onClick={onActivate} loading={activate.isPending} data-testid="two-factor-activate">
              {t('twoFactor.activate')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          {pending && (
            <Alert color="yellow" data-testid="two-factor-pending">
              {t('twoFactor.pendingNotice')}
            </Alert>
          )}
          {pending ? (
            <>
              <List size="sm" type="ordered">
                <List.Item>{t('twoFactor.step1')}</List.Item>
                <List.Item>{t('twoFactor.step2')}</List.Item>
                <List.Item>{t('twoFactor.step3')}</List.Item>
              </List>
              {qrSrc ? (
                <Image
                  src={qrSrc}
                  alt={t('twoFactor.qrAlt')}
                  w={200}
                  h={200}
                  radius="sm"
                  data-testid="two-factor-qr"
                />
              ) : (
                <Skeleton w={200} h={200} radius="sm" data-testid="two-factor-qr-placeholder" />
              )}
            </>
          ) : (
            // Once on, the server no longer shows the secret (issue 32): a new device means a new set-up.
            <Alert color="green" data-testid="two-factor-on">
              {t('twoFactor.onNotice')}
            </Alert>
          )}
          {recoveryCodes && (
            <Alert color="blue" title={t('twoFactor.recoveryTitle')} data-testid="two-factor-recovery">
              <Text size="sm" mb="xs">
                {t('twoFactor.recoveryText')}
              </Text>
              <Code block>{recoveryCodes.join('\n')}</Code>
              {activate.data && (
                <Text size="sm" mt="xs">
                  {t('twoFactor.manualKey')}{' '}
                  <Code data-testid="two-factor-secret">{activate.data.secret}</Code>
                </Text>
              )}
            </Alert>
          )}
          <form onSubmit={onVerify}>
            <Group align="flex-end">
              <TextInput
                label={t('twoFactor.testToken')}
                value={key}
                onChange={(e) => setKey(e.currentTarget.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                data-testid="two-factor-test-token"
              />
              <Button
                type="submit"
                variant="default"
                loading={verify.isPending}
                disabled={!key.trim()}
                data-testid="two-factor-test-send"
              >
                {t('twoFactor.send')}
              </Button>
            </Group>
          </form>
          <Group>
            {pending ? (
              <Button
                variant="default"
                onClick={onCancelSetup}
                loading={disable.isPending}
                data-testid="two-factor-cancel-setup"
              >
                {t('twoFactor.cancelSetup')}
              </Button>
            ) : (
              <Button
                color="red"
                variant="light"
                onClick={() => setConfirmOff(true)}
                data-testid="two-factor-disable"
              >
                {t('twoFactor.disable')}
              </Button>
            )}
          </Group>
          <TwoFactorDisableDialog
            opened={confirmOff}
            busy={disable.isPending}
            onClose={() => setConfirmOff(false)}
            onConfirm={(proof) => disable.mutateAsync(proof).then(afterDisable)}
          />
        </>
      )}
    </Stack>
  );
}
