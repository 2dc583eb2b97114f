import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import type { AccountProfile } from '@regal/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiMessageOf, isApiError } from '../../../lib/api-error.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AccountSection } from './account-section.tsx';
import { notifyError, notifySuccess } from './notify.ts';

/** Display name, first and last name, mobile; spec 01 §5: the first mobile error is shown. */
export function ProfileDetailsSection({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();
  const [values, setValues] = useState({
    displayname: profile.displayname ?? '',
    firstname: profile.firstname ?? '',
    lastname: profile.lastname ?? '',
    mobile: profile.mobile ?? '',
  });
  const errors = isApiError(update.error) ? update.error.errors : {};
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      // Read now: React clears currentTarget before a functional update runs.
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: errors[name],
    name,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(values, {
      onSuccess: () => notifySuccess(t('profile.updated')),
      onError: (error) => {
        if (!isApiError(error) || Object.keys(error.errors).length === 0)
          notifyError(apiMessageOf(error, t('common.networkError')));
      },
    });
  };

  return (
    <AccountSection title={t('profile.title')} testId="account-profile">
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('profile.displayname')} maxLength={50} {...field('displayname')} />
          <TextInput
            label={t('profile.mobile')}
            placeholder={t('profile.mobileHint')}
            type="tel"
            autoComplete="tel"
            {...field('mobile')}
          />
          <TextInput label={t('profile.firstname')} autoComplete="given-name" {...field('firstname')} />
          <TextInput label={t('profile.lastname')} autoComplete="family-name" {...field('lastname')} />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={update.isPending} data-testid="profile-save">
            {t('common.save')}
          </Button>
        </Group>
      </form>
    </AccountSection>
  );
}
