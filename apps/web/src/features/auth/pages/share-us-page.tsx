import { Button, Group, Text } from '@mantine/core';
import { SHARE_POPUP } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card.tsx';

const targets = [
  { name: 'Facebook', url: (u: string) => `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  { name: 'X', url: (u: string) => `https://x.com/intent/tweet?url=${u}` },
  { name: 'Reddit', url: (u: string) => `https://www.reddit.com/submit?url=${u}` },
  { name: 'WhatsApp', url: (u: string) => `https://wa.me/?text=${u}` },
  { name: 'Telegram', url: (u: string) => `https://t.me/share/url?url=${u}` },
];

/** shareUs: share the site (spec §2 share buttons, popup 600 × 400). */
export function ShareUsPage() {
  const { t } = useTranslation('auth');
  const site = encodeURIComponent(window.location.origin);
  const open = (url: string) =>
    window.open(url, 'share', `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},noopener`);
  return (
    <AuthCard title={t('share.title')} testId="share-us-page">
      <Text>{t('share.text')}</Text>
      <Group gap="xs">
        {targets.map((target) => (
          <Button key={target.name} variant="default" onClick={() => open(target.url(site))}>
            {target.name}
          </Button>
        ))}
      </Group>
    </AuthCard>
  );
}
