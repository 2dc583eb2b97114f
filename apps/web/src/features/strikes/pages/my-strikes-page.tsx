import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMyStrikes } from '../api/strikes.ts';
import { StrikeList } from '../components/strike-list.tsx';

/** The user's own strikes (account area; spec 02 §1 "Registered users can also see their own strikes"). */
export function MyStrikesSection() {
  const { t } = useTranslation('strikes');
  const query = useMyStrikes();
  return (
    <Paper withBorder p="md" radius="md" data-testid="my-strikes">
      <Stack gap="sm">
        <Title order={3}>{t('mine.title')}</Title>
        <Text size="sm" c="dimmed">
          {query.data && query.data.limit > 0
            ? t('mine.limit', { limit: query.data.limit })
            : t('mine.noLimit')}
        </Text>
        {query.data?.restricted && (
          <Alert color="orange" variant="light">
            {t('mine.restricted')}
          </Alert>
        )}
        <StrikeList items={query.data?.items} isLoading={query.isPending} error={query.error} showConfirmed />
      </Stack>
    </Paper>
  );
}

export function MyStrikesPage() {
  const { t } = useTranslation('strikes');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('mine.pageTitle')}</Title>
      <MyStrikesSection />
    </Stack>
  );
}
