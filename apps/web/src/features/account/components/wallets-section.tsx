import { Button, Group, Stack, TextInput } from '@mantine/core';
import { CRYPTO_WALLET_METHODS, type CryptoWalletMethod, type Wallet } from '@regal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useWalletChange, useWallets } from '../api/wallets.ts';
import { AccountSection } from './account-section.tsx';
import { notifySuccess } from './notify.ts';

function WalletRow({ method, saved }: { method: CryptoWalletMethod; saved: Wallet | undefined }) {
  const { t } = useTranslation('account');
  const change = useWalletChange();
  const [address, setAddress] = useState(saved?.address ?? '');
  const error = isApiError(change.error) ? (change.error.errors.address ?? change.error.message) : undefined;
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap" data-testid={`wallet-${method}`}>
      <TextInput
        label={t('wallets.address', { method })}
        value={address}
        onChange={(e) => setAddress(e.currentTarget.value)}
        error={error}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        style={{ flex: 1 }}
        spellCheck={false}
      />
      <Group gap={4} mt={25}>
        <Button
          variant="default"
          loading={change.isPending}
          disabled={!address.trim() || address.trim() === saved?.address}
          onClick={() =>
            change.mutate({ method, address }, { onSuccess: () => notifySuccess(t('wallets.saved')) })
          }
        >
          {t('wallets.save')}
        </Button>
        {saved && (
          <Button
            variant="subtle"
            color="red"
            onClick={() =>
              change.mutate(
                { method, address: null },
                {
                  onSuccess: () => {
                    setAddress('');
                    notifySuccess(t('wallets.removed'));
                  },
                },
              )
            }
          >
            {t('wallets.remove')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

/** Payout wallets (BTC, ETH, LTC, XMR); PayPal is listed but disabled (spec 01 §4). */
export function WalletsSection() {
  const { t } = useTranslation('account');
  const wallets = useWallets();
  if (!wallets.data) return null;
  return (
    <AccountSection title={t('wallets.title')} testId="account-wallets">
      <Stack gap="sm">
        {CRYPTO_WALLET_METHODS.map((method) => (
          <WalletRow key={method} method={method} saved={wallets.data.find((w) => w.method === method)} />
        ))}
        <TextInput
          label="PayPal"
          placeholder={t('wallets.paypalDisabled')}
          disabled
          data-testid="wallet-PayPal"
        />
      </Stack>
    </AccountSection>
  );
}
