import { Box, Text } from '@mantine/core';
import { openStreetMapEmbedUrl } from '@regal/shared';
import { useTranslation } from 'react-i18next';

/** An OpenStreetMap embed of the stored point; nothing is loaded until there are coordinates. */
export function MapPreview({ lat, lng }: { lat: number | null; lng: number | null }) {
  const { t } = useTranslation('account');
  if (lat === null || lng === null)
    return (
      <Box p="md" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 8 }} data-testid="map-empty">
        {/* Dimmed text on the hover background falls below 4.5:1 (axe). */}
        <Text size="sm">{t('address.noMap')}</Text>
      </Box>
    );
  return (
    <Box>
      <iframe
        title={t('address.map')}
        src={openStreetMapEmbedUrl(lat, lng)}
        width="100%"
        height="240"
        loading="lazy"
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin"
        style={{ border: 0, borderRadius: 8, display: 'block' }}
        data-testid="map-preview"
      />
      <Text size="xs" c="dimmed" mt={4}>
        {t('address.mapCredit')}
      </Text>
    </Box>
  );
}
