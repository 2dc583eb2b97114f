import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.tsx';
import { useTwoFactorChallengeMutation } from '../api/two-factor-challenge.ts';
import { fieldErrorsOf, generalErrorOf } from './form-errors.ts';

/** After the password: the code from the authenticator app, or a recovery code. */
export function TwoFactorStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const { refetch, logout } = useSession();
  const [code, setCode] = useState('');
  const challenge = useTwoFactorChallengeMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    challenge.mutate(code.trim(), { onSuccess: () => void refetch().then(onDone) });
  };
  const errors = fieldErrorsOf(challenge.error);
  return (
    <form onSubmit={submit} data-testid="two-factor-step">
      <Stack gap="sm">
        <Text size="sm">{t('twoFactor.challengeIntro')}</Text>
        <TextInput
          label={t('twoFactor.code')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          error={errors.code ?? (challenge.isError ? generalErrorOf(challenge.error, t) : undefined)}
          data-testid="two-factor-code"
        />
        <Button
          type="submit"
          loading={challenge.isPending}
          disabled={code.trim().length < 6}
          data-testid="two-factor-submit"
        >
          {t('twoFactor.confirm')}
        </Button>
        <Button variant="subtle" onClick={() => void logout()}>
          {t('twoFactor.cancel')}
        </Button>
      </Stack>
    </form>
  );
}
