import { Button, Divider, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSiteOrigin } from '../../lib/render-context.tsx';
import { DonationDialog } from './donation-dialog.tsx';
import { ReferralButtons } from './referral-buttons.tsx';
import { ShareButtons } from './share-buttons.tsx';
import { canDonate, usePublicSettings } from './use-public-settings.ts';

/** Spec §2: welcome text, share icons, referral links and a button opening the donation dialog. */
export function ShareDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('share');
  const settings = usePublicSettings().data;
  const [donation, donationControls] = useDisclosure(false);
  // The site's address from the render context: the server renders this page too (no window there).
  const origin = useSiteOrigin();

  return (
    <>
      <Modal opened={opened} onClose={onClose} title={t('dialog.title')} centered data-testid="share-dialog">
        <Stack gap="md">
          <Text size="sm">{t('dialog.welcome')}</Text>
          <ShareButtons url={origin} text={t('dialog.shareText')} />
          {settings && settings.referral_links.length > 0 && (
            <>
              <Divider label={t('dialog.referrals')} labelPosition="left" />
              <ReferralButtons links={settings.referral_links} />
            </>
          )}
          {canDonate(settings) && (
            <Button
              variant="gradient"
              gradient={{ from: 'pink', to: 'violet' }}
              leftSection={<IconHeartHandshake size={18} />}
              onClick={donationControls.open}
              data-testid="open-donation"
            >
              {t('dialog.donate')}
            </Button>
          )}
        </Stack>
      </Modal>
      <DonationDialog opened={donation} onClose={donationControls.close} />
    </>
  );
}
