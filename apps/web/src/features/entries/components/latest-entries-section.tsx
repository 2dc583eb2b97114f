import { Alert } from '@mantine/core';
import type { EntryCard } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { EntryGrid } from '../../../components/entries/entry-grid.tsx';
import { LoadError } from '../../../components/feedback/load-error.tsx';
import { SectionHeader } from '../../../components/layout/section-header.tsx';

interface LatestEntriesSectionProps {
  entries: EntryCard[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

export function LatestEntriesSection({ entries, loading, failed, onRetry }: LatestEntriesSectionProps) {
  const { t } = useTranslation('entries');
  return (
    <section aria-labelledby="latest-entries" data-testid="latest-entries">
      <SectionHeader id="latest-entries" title={t('home.latest')} />
      {failed ? (
        <LoadError message={t('home.error')} onRetry={onRetry} />
      ) : entries?.length === 0 ? (
        <Alert variant="light">{t('home.empty')}</Alert>
      ) : (
        // One row of a phone's grid loads at once; the rest load as they come near the screen (on a
        // desktop that is at once, after the first layout). Fourteen eager covers competed with the
        // hero for a slow phone connection.
        <EntryGrid entries={entries} loading={loading} eagerCount={3} />
      )}
    </section>
  );
}
