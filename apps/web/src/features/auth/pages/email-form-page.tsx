import { Alert, Button, Stack, TextInput } from '@mantine/core';
import type { AuthMessage } from '@regal/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForgotPasswordMutation } from '../api/forgot-password.ts';
import { useResendVerificationMutation } from '../api/resend-verification.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { fieldErrorsOf, generalErrorOf, validateCredentials } from '../components/form-errors.ts';

interface EmailFormProps {
  kind: 'forgot' | 'resend';
  mutation: UseMutationResult<AuthMessage, Error, string>;
}

/** password/forgot and auth/verify/resend: one address, one neutral answer. */
function EmailFormPage({ kind, mutation }: EmailFormProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = validateCredentials(t, { email }).email;
    setLocalError(error);
    if (!error) mutation.mutate(email.trim());
  };
  return (
    <AuthCard title={t(`${kind}.title`)} intro={t(`${kind}.intro`)} testId={`${kind}-page`}>
      {mutation.isSuccess ? (
        <Alert color="green" data-testid={`${kind}-done`}>
          {t(`${kind}.done`)}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {mutation.isError && !fieldErrorsOf(mutation.error).email && (
              <Alert color="red">{generalErrorOf(mutation.error, t)}</Alert>
            )}
            <TextInput
              label={t('fields.email')}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={localError ?? fieldErrorsOf(mutation.error).email}
              data-testid={`${kind}-email`}
            />
            <Button type="submit" loading={mutation.isPending} data-testid={`${kind}-submit`}>
              {t(`${kind}.submit`)}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}

export function ForgotPasswordPage() {
  return <EmailFormPage kind="forgot" mutation={useForgotPasswordMutation()} />;
}

export function ResendVerificationPage() {
  const mutation = useResendVerificationMutation();
  return <EmailFormPage kind="resend" mutation={mutation as UseMutationResult<AuthMessage, Error, string>} />;
}
