import { EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { type EntryType, isEntryType } from '@regal/shared';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EntryGrid } from '../../../components/entries/entry-grid.tsx';
import { FeedAlternate, feedPaths } from '../../../components/feed/feed-alternate.tsx';
import { LoadError } from '../../../components/feedback/load-error.tsx';
import { NotFoundState } from '../../../components/feedback/not-found-state.tsx';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import pageTitle from '../../../components/layout/page-title.module.css';
import { PagePagination } from '../../../components/pagination/page-pagination.tsx';
import { PageHead } from '../../../components/seo/page-head.tsx';
import { paths } from '../../../lib/paths.ts';
import { useTypeEntries } from '../api/get-type-entries.ts';
import { type ListingParams, readListingParams, toListingSearch } from '../components/listing-params.ts';
import { ListingToolbar } from '../components/listing-toolbar.tsx';

/** What makes another listing page (and so stays in its canonical address). */
const LISTING_QUERY = ['page', 'sortBy', 'sortOrder', 'sub_type'] as const;

function TypeListing({ type }: { type: EntryType }) {
  const { t } = useTranslation(['entries', 'common']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const params = readListingParams(search, type);
  const query = useTypeEntries({ type, ...params });
  const result = query.data;

  // Any change of sort or sub type starts again at page 1.
  const change = (next: Partial<ListingParams>) =>
    navigate({ search: toListingSearch({ ...params, ...next, page: 1 }) });

  const typeName = t(`common:typesPlural.${type}`);
  return (
    <PageContainer>
      <FeedAlternate href={feedPaths.type(type)} title={t('common:feed.type', { type: typeName })} />
      {/* The tab and search result name the type (issue 20), not just "catalogue by kind". */}
      <PageHead
        title={`${typeName} – ${t('common:meta.typeListing.title')}`}
        description={`${typeName}: ${t('common:meta.typeListing.description')}`}
        keepQuery={LISTING_QUERY}
      />
      <Stack gap="xl" data-testid="type-listing" data-type={type}>
        <Group justify="space-between" align="end" gap="md">
          <div>
            <Title order={1} className={pageTitle.title}>
              {typeName}
            </Title>
            <Text c="dimmed" size="sm" mt={4} data-testid="listing-total">
              {result
                ? t('listing.count', { count: result.total })
                : query.isError
                  ? null
                  : t('common:loading')}
            </Text>
          </div>
          <ListingToolbar type={type} params={params} onChange={change} />
        </Group>
        {/* A failed read says so and offers a retry, not "Wird geladen …" forever (issue 36). */}
        {query.isError && !result ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : result?.total === 0 ? (
          <EmptyState
            py={64}
            variant="light"
            icon={<IconMoodEmpty size={26} />}
            title={t('listing.emptyTitle')}
            description={t('listing.emptyText')}
            data-testid="listing-empty"
          />
        ) : (
          <EntryGrid entries={result?.data} loading={query.isFetching} />
        )}
        {result && (
          <PagePagination
            page={result.current_page}
            lastPage={result.last_page}
            hrefFor={(page) => `${paths.type(type)}${toListingSearch({ ...params, page })}`}
          />
        )}
      </Stack>
    </PageContainer>
  );
}

/** `/type/:type`: a type's entries, 21 per page, page and sort kept in the URL query. */
export function TypeListingPage() {
  const { type = '' } = useParams();
  if (!isEntryType(type)) return <NotFoundState />;
  // Keyed by type, so switching types does not show the previous type's page while loading.
  return <TypeListing key={type} type={type} />;
}
