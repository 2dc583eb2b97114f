import type { EntryType } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { EntryRow } from '../../../components/entries/entry-row.tsx';
import { SectionHeader } from '../../../components/layout/section-header.tsx';
import { paths } from '../../../lib/paths.ts';
import { useLatestEntries } from '../api/get-latest-entries.ts';

/** One horizontal row of a type's newest entries; a type without entries shows no row. */
export function TypeRowSection({ type }: { type: EntryType }) {
  const { t } = useTranslation(['entries', 'common']);
  const query = useLatestEntries({ type });

  if (query.isError || query.data?.length === 0) return null;

  return (
    <section aria-labelledby={`row-${type}`} data-testid={`type-row-${type}`}>
      <SectionHeader
        id={`row-${type}`}
        title={t(`common:typesPlural.${type}`)}
        link={{ to: paths.type(type), label: t('home.showAll'), testId: `type-row-${type}-all` }}
      />
      <EntryRow entries={query.data} loading={query.isPending} />
    </section>
  );
}
