import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiMessageOf, isApiError } from '../../../lib/api-error.ts';
import { isReauthRequired } from '../../../lib/reauth.ts';
import { useChangeEmail } from '../api/change-email.ts';

/**
 * "E-Mail ändern" (decision 044): the new address, then the re-auth prompt when the session has not
 * confirmed lately, then "check your new mailbox". The current address stays until the link is opened.
 */
export function ChangeEmailDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A cancelled re-auth prompt is no error of this form.
  const error = change.error && !isReauthRequired(change.error) ? change.error : null;
  const fieldError = isApiError(error) ? error.errors.email : undefined;

  const close = () => {
    onClose();
    change.reset();
    setEmail('');
    setSentTo(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = email.trim();
    if (!wanted) return;
    change.mutate({ email: wanted }, { onSuccess: () => setSentTo(wanted) });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('emailChange.title')} centered>
      {sentTo ? (
        <Stack gap="sm" data-testid="email-change-sent">
          <Alert color="green" variant="light" title={t('emailChange.sentTitle')}>
            {t('emailChange.sent', { email: sentTo })}
          </Alert>
          <Text size="sm" c="dimmed">
            {t('emailChange.sentHint')}
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>{t('emailChange.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate data-testid="email-change-form">
          <Stack gap="sm">
            <Text size="sm">{t('emailChange.intro')}</Text>
            <TextInput
              label={t('emailChange.newEmail')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={fieldError}
              data-autofocus
              data-testid="email-change-input"
            />
            {error && !fieldError && (
              <Alert color="red" variant="light" data-testid="email-change-error">
                {apiMessageOf(error, t('common.networkError'))}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('emailChange.cancel')}
              </Button>
              <Button
                type="submit"
                disabled={!email.trim()}
                loading={change.isPending}
                data-testid="email-change-submit"
              >
                {t('emailChange.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
