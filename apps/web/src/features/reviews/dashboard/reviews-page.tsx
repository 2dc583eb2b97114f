import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReviewsTable } from './reviews-table.tsx';

/** `dashboard/reviews`: every review for staff. */
export function ReviewsPage() {
  const { t } = useTranslation('reviews');
  return (
    <Stack gap="md">
      <Title order={1}>{t('table.pageTitle')}</Title>
      <ReviewsTable scope="all" />
    </Stack>
  );
}
