import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EntryGrid } from '../../../components/entries/entry-grid.tsx';
import { LoadError } from '../../../components/feedback/load-error.tsx';
import { StatusPage } from '../../../components/feedback/status-page.tsx';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { PagePagination } from '../../../components/pagination/page-pagination.tsx';
import { useFavoritesPage } from '../api/favorites.ts';

/** `favorite`: the signed-in user's favorite entries as a paged grid, newest first. */
export function FavoritesPage() {
  const { t } = useTranslation('favorites');
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useFavoritesPage(page);

  if (query.data && query.data.total === 0)
    return (
      <StatusPage
        title={t('empty.title')}
        text={t('empty.text')}
        testId="empty-favorites"
        actions={
          <Button component={Link} to="/">
            {t('empty.browse')}
          </Button>
        }
      />
    );
  return (
    <PageContainer>
      <Stack gap="md" my="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          {query.data && (
            <Text c="dimmed" size="sm">
              {t('count', { count: query.data.total })}
            </Text>
          )}
        </div>
        {query.isError && !query.data && (
          <LoadError message={t('error')} onRetry={() => void query.refetch()} />
        )}
        <EntryGrid
          entries={query.data?.data}
          loading={query.isFetching}
          skeletons={12}
          testId="favorites-grid"
        />
        {query.data && query.data.last_page > 1 && (
          <PagePagination
            page={page}
            lastPage={query.data.last_page}
            hrefFor={(p) => `/favorite?page=${p}`}
          />
        )}
      </Stack>
    </PageContainer>
  );
}
