import { Stack } from '@mantine/core';
import { isMod, type SearchResult } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { EntryGrid } from '../../../components/entries/entry-grid.tsx';
import { PagePagination } from '../../../components/pagination/page-pagination.tsx';
import { useSession } from '../../../lib/session.tsx';
import { type SearchApiQuery, useSearch } from '../api/get-search.ts';
import { EmptyResults, ErrorResults, ListSkeleton, PastLastPage } from './list-states.tsx';
import { ReleaseTable } from './release-table.tsx';
import { RequestTable } from './request-table.tsx';
import { ResultsSummary } from './results-summary.tsx';
import { ZeroDayTable } from './zero-day-table.tsx';

interface SearchResultsProps {
  query: SearchApiQuery;
  marker: string;
  hrefFor: (page: number) => string;
  emptyText?: string | undefined;
}

function ResultList({
  result,
  stale,
  emptyText,
}: {
  result: SearchResult;
  stale: boolean;
  emptyText?: string | undefined;
}) {
  const { user } = useSession();
  if (result.total === 0) return <EmptyResults text={emptyText} />;
  switch (result.mode) {
    case 'entries':
      return <EntryGrid entries={result.data} loading={stale} testId="search-entry-grid" />;
    case 'releases':
      return <ReleaseTable releases={result.data} stale={stale} />;
    case '0day':
      return <ZeroDayTable items={result.data} stale={stale} />;
    case 'req':
      return <RequestTable items={result.data} stale={stale} moderator={isMod(user?.role)} />;
  }
}

/** One search answer in the list its mode calls for, with count, pagination and every state. */
export function SearchResults({ query, marker, hrefFor, emptyText }: SearchResultsProps) {
  const { t } = useTranslation('search');
  const search = useSearch(query, marker);
  // A failed page is not papered over with the previous page's results.
  if (search.isError) {
    return (
      <ErrorResults
        message={search.error.message || t('states.errorText')}
        onRetry={() => void search.refetch()}
      />
    );
  }
  const result = search.data;
  if (!result) {
    return query.mode === 'entries' ? (
      <EntryGrid entries={undefined} loading testId="search-entry-grid" />
    ) : (
      <ListSkeleton />
    );
  }
  const stale = search.isPlaceholderData;
  if (result.total > 0 && result.data.length === 0 && result.current_page > result.last_page) {
    return <PastLastPage total={result.total} lastPage={result.last_page} href={hrefFor(result.last_page)} />;
  }
  return (
    <Stack gap="md" data-testid="search-results" data-mode={result.mode} aria-busy={search.isFetching}>
      {result.total > 0 && <ResultsSummary from={result.from} to={result.to} total={result.total} />}
      <ResultList result={result} stale={stale} emptyText={emptyText} />
      <PagePagination page={result.current_page} lastPage={result.last_page} hrefFor={hrefFor} />
    </Stack>
  );
}
