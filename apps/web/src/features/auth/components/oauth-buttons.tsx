import { Button, Divider, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandFacebook, IconBrandGithub, IconBrandInstagram } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePublicSettings } from '../../../components/share/use-public-settings.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useOAuthUrlMutation } from '../api/oauth-url.ts';

const providers = [
  { name: 'facebook', icon: IconBrandFacebook, label: 'Facebook' },
  { name: 'insta', icon: IconBrandInstagram, label: 'Instagram' },
  { name: 'github', icon: IconBrandGithub, label: 'GitHub' },
] as const;

/**
 * Spec §7: the provider answers a URL to go to; insta and github say 'not ready yet'. A provider
 * shows only when the server names it in `oauth_providers` (configured and working): a button that
 * can only fail is not shown, and with none the "or" divider goes too.
 */
export function OAuthButtons() {
  const { t } = useTranslation('auth');
  const configured = usePublicSettings().data?.oauth_providers ?? [];
  const shown = providers.filter(({ name }) => (configured as readonly string[]).includes(name));
  const oauth = useOAuthUrlMutation();
  const start = (provider: string) =>
    oauth.mutate(provider, {
      onSuccess: (url) => window.location.assign(url),
      onError: (error) =>
        notifications.show({
          color: 'yellow',
          message: isApiError(error) ? error.message : t('errors.network'),
        }),
    });
  if (shown.length === 0) return null;
  return (
    <>
      <Divider label={t('login.or')} labelPosition="center" />
      {/* One provider a row: the login card is too narrow for three full names side by side. A
          Stack, not a SimpleGrid: that writes its columns as a <style> into the page (issue 36). */}
      <Stack gap="xs">
        {shown.map(({ name, icon: Icon, label }) => (
          <Button
            key={name}
            variant="default"
            leftSection={<Icon size={16} />}
            loading={oauth.isPending && oauth.variables === name}
            onClick={() => start(name)}
            data-testid={`oauth-${name}`}
            aria-label={t('login.with', { provider: label })}
          >
            {label}
          </Button>
        ))}
      </Stack>
    </>
  );
}
