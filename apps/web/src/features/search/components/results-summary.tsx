import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ResultsSummaryProps {
  from: number | null;
  to: number | null;
  total: number;
}

/** "1–50 von 312": where this page sits in the whole answer (release search carries from, to, total). */
export function ResultsSummary({ from, to, total }: ResultsSummaryProps) {
  const { t } = useTranslation('search');
  return (
    <Text size="sm" c="dimmed" data-testid="search-summary" data-total={total}>
      {total === 0 || from === null || to === null
        ? t('summary.none')
        : t('summary.range', { from, to, total, count: total })}
    </Text>
  );
}
