import { Button, Pagination, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/feedback/load-error.tsx';
import { StatusPage } from '../../../components/feedback/status-page.tsx';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { paths } from '../../../lib/paths.ts';
import { useReviews } from '../api/reviews.ts';
import { ReviewCard } from '../components/review-card.tsx';

/** `myReviews` (and `dashboard/myreviews`): the signed-in user's own reviews, newest first. */
export function MyReviewsPage({ inDashboard = false }: { inDashboard?: boolean }) {
  const { t } = useTranslation('reviews');
  const [page, setPage] = useState(1);
  const query = useReviews('my', { page, per_page: 10 });
  const items = query.data?.items;

  if (items && items.total === 0)
    return (
      <StatusPage
        title={t('my.emptyTitle')}
        text={t('my.emptyText')}
        testId="my-reviews-empty"
        actions={
          <Button component={Link} to="/">
            {t('my.browse')}
          </Button>
        }
      />
    );
  const body = (
    <Stack gap="md" my={inDashboard ? 0 : 'lg'} data-testid="my-reviews">
      <div>
        <Title order={1}>{t('my.title')}</Title>
        {items && (
          <Text c="dimmed" size="sm">
            {t('my.count', { count: items.total })}
          </Text>
        )}
      </div>
      {query.isError && !items && <LoadError message={t('error')} onRetry={() => void query.refetch()} />}
      {items?.data.map((review) => (
        <Link
          key={review.id}
          to={`${paths.detail(review.entry.uid, review.entry.slug)}#reviews`}
          style={{ textDecoration: 'none', color: 'inherit' }}
        >
          <ReviewCard review={review} showEntry />
        </Link>
      ))}
      {items && items.last_page > 1 && (
        <Pagination total={items.last_page} value={page} onChange={setPage} size="sm" />
      )}
    </Stack>
  );
  return inDashboard ? body : <PageContainer>{body}</PageContainer>;
}

export const DashboardMyReviewsPage = () => <MyReviewsPage inDashboard />;
