import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@regal/shared';
import { IconBrandFacebook, IconUnlink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '../../../components/share/use-public-settings.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useConnectProvider, useLinkedIdentities, useUnlinkIdentity } from '../api/linked-identities.ts';
import { AccountSection } from './account-section.tsx';
import { notifyError, notifySuccess } from './notify.ts';

/** Providers whose accounts can be connected (the others answer 'not ready yet', spec §7). */
const LINKABLE = [{ name: 'facebook', label: 'Facebook', icon: IconBrandFacebook }] as const;
const labelOf = (provider: string) => LINKABLE.find((p) => p.name === provider)?.label ?? provider;

/**
 * Connected sign-ins (issue 32): every provider account that signs in as me, with disconnect, and
 * connect for configured providers. Both ask for the password or a code first (re-auth); the
 * server refuses to disconnect the last way in of an account without a password.
 */
export function LinkedIdentitiesSection() {
  const { t } = useTranslation('account');
  const identities = useLinkedIdentities();
  const unlink = useUnlinkIdentity();
  const connect = useConnectProvider();
  const configured = usePublicSettings().data?.oauth_providers ?? [];
  const items = identities.data?.items ?? [];
  const connectable = LINKABLE.filter(
    ({ name }) => configured.includes(name) && !items.some((item) => item.provider === name),
  );

  const onUnlink = (id: number) =>
    unlink.mutate(id, {
      onSuccess: () => notifySuccess(t('identities.unlinked')),
      onError: (error) =>
        notifyError(
          isApiError(error) ? (error.errors.provider ?? error.message) : t('identities.unlinkFailed'),
        ),
    });
  const onConnect = (provider: string) =>
    connect.mutate(provider, {
      onSuccess: (url) => window.location.assign(url),
      onError: (error) => notifyError(isApiError(error) ? error.message : t('identities.connectFailed')),
    });

  return (
    <AccountSection
      title={t('identities.title')}
      description={t('identities.intro')}
      testId="account-identities"
    >
      <Stack gap={6} data-testid="identity-list">
        {identities.isSuccess && items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('identities.empty')}
          </Text>
        )}
        {items.map((item) => (
          <Group key={item.id} justify="space-between" wrap="nowrap" data-testid="identity-item">
            <div>
              <Text fw={500}>{labelOf(item.provider)}</Text>
              <Text size="xs" c="dimmed">
                {t('identities.linkedAt', { date: formatDateTime(item.linked_at) })}
              </Text>
            </div>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconUnlink size={14} />}
              loading={unlink.isPending && unlink.variables === item.id}
              onClick={() => onUnlink(item.id)}
              aria-label={`${t('identities.unlink')}: ${labelOf(item.provider)}`}
              data-testid="identity-unlink"
            >
              {t('identities.unlink')}
            </Button>
          </Group>
        ))}
      </Stack>
      {identities.data && !identities.data.has_password && items.length === 1 && (
        <Alert color="yellow" variant="light" data-testid="identity-last-way-in">
          {t('identities.lastWayIn')}
        </Alert>
      )}
      {connectable.length > 0 && (
        <Group gap="xs">
          {connectable.map(({ name, label, icon: Icon }) => (
            <Button
              key={name}
              variant="default"
              leftSection={<Icon size={16} />}
              loading={connect.isPending && connect.variables === name}
              onClick={() => onConnect(name)}
              data-testid={`identity-connect-${name}`}
            >
              {t('identities.connect', { provider: label })}
            </Button>
          ))}
        </Group>
      )}
    </AccountSection>
  );
}
