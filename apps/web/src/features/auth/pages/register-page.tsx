import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePublicSettings } from '../../../components/share/use-public-settings.ts';
import { useRegisterMutation } from '../api/register.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { fieldErrorsOf, generalErrorOf, validateCredentials } from '../components/form-errors.ts';

export type RegisterVariant = 'full' | 'simple' | 'old';

/** register (username + e-mail), register/simple (e-mail only) and register/old (the classic form). */
export function RegisterPage({ variant = 'full' }: { variant?: RegisterVariant }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const mutation = useRegisterMutation();
  const [form, setForm] = useState({
    username: '',
    email: '',
    password: '',
    password_confirmation: '',
    beta_key: '',
  });
  // During a beta phase the operator requires a key (app settings, decision 015).
  const betaKeyRequired = usePublicSettings().data?.beta_key_required === true;
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const withUsername = variant !== 'simple';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateCredentials(t, {
      email: form.email,
      password: form.password,
      confirmation: form.password_confirmation,
    });
    if (withUsername && form.username.trim().length < 3) errors.username = t('errors.usernameTooShort');
    setLocalErrors(errors);
    if (Object.keys(errors).length) return;
    const body = {
      ...form,
      username: withUsername ? form.username.trim() : undefined,
      beta_key: betaKeyRequired ? form.beta_key.trim() : undefined,
    };
    mutation.mutate(body, { onSuccess: () => navigate('/register/done') });
  };

  const errors = { ...fieldErrorsOf(mutation.error), ...localErrors };
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: e.currentTarget.value }),
    error: errors[name],
    'data-testid': `register-${name}`,
  });

  return (
    <AuthCard title={t(`register.title.${variant}`)} intro={t('register.intro')} testId="register-page">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {mutation.isError && !Object.keys(fieldErrorsOf(mutation.error)).length && (
            <Alert color="red">{generalErrorOf(mutation.error, t)}</Alert>
          )}
          {withUsername && (
            <TextInput label={t('fields.username')} autoComplete="username" required {...field('username')} />
          )}
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            {...field('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            description={t('register.passwordHint')}
            autoComplete="new-password"
            required
            {...field('password')}
          />
          <PasswordInput
            label={t('fields.passwordConfirmation')}
            autoComplete="new-password"
            required
            {...field('password_confirmation')}
          />
          {betaKeyRequired && (
            <TextInput
              label={t('fields.betaKey')}
              description={t('register.betaKeyHint')}
              placeholder="XXXXX-XXXXX-XXXXX-XXXXX"
              required
              autoComplete="off"
              {...field('beta_key')}
            />
          )}
          <Button type="submit" loading={mutation.isPending} data-testid="register-submit">
            {t('register.submit')}
          </Button>
          <Text size="sm">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to="/login" underline="always">
              {t('register.toLogin')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

export const RegisterSimplePage = () => <RegisterPage variant="simple" />;
export const RegisterOldPage = () => <RegisterPage variant="old" />;
