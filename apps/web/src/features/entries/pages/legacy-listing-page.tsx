import { ActionIcon, Group, SegmentedControl, Stack, Text, Title, Tooltip } from '@mantine/core';
import { LEGACY_SORT_OPTIONS, type LegacySortOption, type LegacyTypeSegment } from '@regal/shared';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EntryGrid } from '../../../components/entries/entry-grid.tsx';
import { LoadError } from '../../../components/feedback/load-error.tsx';
import { NotFoundState } from '../../../components/feedback/not-found-state.tsx';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import pageTitle from '../../../components/layout/page-title.module.css';
import { PagePagination } from '../../../components/pagination/page-pagination.tsx';
import { PageHead } from '../../../components/seo/page-head.tsx';
import { useLegacyEntries } from '../api/get-legacy-entries.ts';
import {
  isLegacySegment,
  type LegacyParams,
  readLegacyParams,
  toLegacySearch,
} from '../components/legacy-listing-params.ts';

function LegacyListing({ segment }: { segment: LegacyTypeSegment }) {
  const { t } = useTranslation(['entries', 'common']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const params = readLegacyParams(search);
  const segmentName = t(`legacy.segments.${segment}`);
  const query = useLegacyEntries({ segment, ...params });
  const ascending = params.sortOrder === 'asc';
  const change = (next: Partial<LegacyParams>) =>
    navigate({ search: toLegacySearch({ ...params, ...next, page: 1 }) });

  return (
    <PageContainer>
      {/* Its own head like the type listing (route-meta leaves listings to the page): the segment's name. */}
      <PageHead
        title={`${segmentName} – ${t('common:meta.typeListing.title')}`}
        description={`${segmentName}: ${t('common:meta.typeListing.description')}`}
        keepQuery={['page', 'sortBy', 'sortOrder']}
      />
      <Stack gap="xl" data-testid="legacy-listing" data-segment={segment}>
        <Group justify="space-between" align="end">
          <div>
            <Title order={1} className={pageTitle.title}>
              {segmentName}
            </Title>
            <Text c="dimmed" size="sm" mt={4} data-testid="listing-total">
              {query.data ? t('listing.count', { count: query.data.total }) : query.isError ? null : '…'}
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap" maw="100%">
            {/* Five sorts do not fit a 390 px phone: the control scrolls sideways instead of the page. */}
            <div style={{ minWidth: 0, overflowX: 'auto' }}>
              <SegmentedControl
                size="xs"
                radius="xl"
                value={params.sortBy}
                onChange={(value) => change({ sortBy: value as LegacySortOption })}
                data={LEGACY_SORT_OPTIONS.map((value) => ({ value, label: t(`legacy.sort.${value}`) }))}
                data-testid="legacy-sort"
              />
            </div>
            <Tooltip label={ascending ? t('listing.ascending') : t('listing.descending')} withArrow>
              <ActionIcon
                variant="default"
                radius="xl"
                size={30}
                aria-label={ascending ? t('listing.ascending') : t('listing.descending')}
                onClick={() => change({ sortOrder: ascending ? 'desc' : 'asc' })}
                data-testid="sort-order-toggle"
              >
                {ascending ? <IconSortAscending size={16} /> : <IconSortDescending size={16} />}
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {/* A failed read says so and offers a retry, not placeholder cards forever (issue 36). */}
        {query.isError && !query.data ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : (
          <EntryGrid entries={query.data?.data} loading={query.isFetching} />
        )}
        {query.data && (
          <PagePagination
            page={query.data.current_page}
            lastPage={query.data.last_page}
            hrefFor={(page) => `/v2/type/${segment}${toLegacySearch({ ...params, page })}`}
          />
        )}
      </Stack>
    </PageContainer>
  );
}

/** `v2/type/{movie|series|anime|game|doku|digital|book|comic|music}`: the older listing. */
export function LegacyListingPage() {
  const { segment = '' } = useParams();
  if (!isLegacySegment(segment)) return <NotFoundState head={false} />;
  return <LegacyListing key={segment} segment={segment} />;
}
