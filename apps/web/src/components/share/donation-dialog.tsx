import { ActionIcon, Badge, Code, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from './copy-to-clipboard.ts';
import { ReferralButtons } from './referral-buttons.tsx';
import { usePublicSettings } from './use-public-settings.ts';

/**
 * Spec §2: two referral buttons and the BTC/ETH/LTC/XMR wallet rows, each with a copy button.
 * Everything is operator-configured; what is not configured is not shown.
 */
export function DonationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('share');
  const settings = usePublicSettings().data;
  const wallets = settings?.donation_wallets ?? [];
  const referrals = settings?.referral_links ?? [];
  const empty = settings && wallets.length === 0 && referrals.length === 0;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('donate.title')}
      centered
      size="lg"
      data-testid="donation-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {empty ? t('donate.nothing') : t('donate.intro')}
        </Text>
        <ReferralButtons links={referrals} />
        {wallets.map((wallet) => (
          <Group key={wallet.currency} gap="sm" wrap="nowrap" data-testid={`wallet-${wallet.currency}`}>
            <Badge w={52} variant="light" radius="sm">
              {wallet.currency}
            </Badge>
            <Code style={{ flex: 1, overflowWrap: 'anywhere' }}>{wallet.address}</Code>
            <Tooltip label={t('donate.copy')} withArrow>
              <ActionIcon
                variant="light"
                aria-label={t('donate.copyWallet', { currency: wallet.currency })}
                data-testid={`copy-wallet-${wallet.currency}`}
                onClick={() => void copyToClipboard(wallet.address, t)}
              >
                <IconCopy size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}
