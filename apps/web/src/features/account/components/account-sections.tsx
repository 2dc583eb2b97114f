import { Alert, Loader, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.tsx';
import { TwoFactorSection } from '../../auth/components/two-factor-section.tsx';
import { MyStrikesSection } from '../../strikes/pages/my-strikes-page.tsx';
import { useAccountProfile } from '../api/get-account-profile.ts';
import { AccountInfoSection } from './account-info-section.tsx';
import { AddressSection } from './address-section.tsx';
import { AppTokensSection } from './app-tokens-section.tsx';
import { ChangePasswordSection } from './change-password-section.tsx';
import { LinkedIdentitiesSection } from './linked-identities-section.tsx';
import { NotificationSettingsSection } from './notification-settings-section.tsx';
import { ProfileDetailsSection } from './profile-details-section.tsx';
import { ProfileImageSection } from './profile-image-section.tsx';
import { WalletsSection } from './wallets-section.tsx';

/** Every account section (spec 02 §2), shared by settings/profile and dashboard/settings/profile. */
export function AccountSections() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const profile = useAccountProfile();

  if (profile.isPending) return <Loader m="xl" aria-label={t('page.title')} />;
  if (profile.isError || !user)
    return (
      <Alert color="red" variant="light">
        {t('page.loadError')}
      </Alert>
    );
  const data = profile.data;
  return (
    <Stack gap="lg" data-testid="account-sections">
      <AccountInfoSection profile={data} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <Paper withBorder radius="md" p="lg" data-testid="account-2fa">
            <TwoFactorSection />
          </Paper>
          <ChangePasswordSection />
          <LinkedIdentitiesSection />
          <ProfileImageSection profile={data} />
          <NotificationSettingsSection profile={data} />
        </Stack>
        <Stack gap="lg">
          <ProfileDetailsSection profile={data} />
          <AddressSection profile={data} />
          <AppTokensSection role={user.role} />
          <WalletsSection />
          <MyStrikesSection />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
