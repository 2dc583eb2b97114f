import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/feedback/status-page.tsx';

/**
 * favorite, myReviews, myTickets and myUploads exist behind the login guard now; their features
 * come with later issues, until then each shows its empty state.
 */
export function EmptyAccountPage({ kind }: { kind: 'favorites' | 'reviews' | 'tickets' | 'uploads' }) {
  const { t } = useTranslation('auth');
  return (
    <StatusPage
      title={t(`empty.${kind}.title`)}
      text={t(`empty.${kind}.text`)}
      testId={`empty-${kind}`}
      actions={
        <Button component={Link} to="/">
          {t('forbidden.home')}
        </Button>
      }
    />
  );
}

export const FavoritesEmptyPage = () => <EmptyAccountPage kind="favorites" />;
export const ReviewsEmptyPage = () => <EmptyAccountPage kind="reviews" />;
export const TicketsEmptyPage = () => <EmptyAccountPage kind="tickets" />;
export const UploadsEmptyPage = () => <EmptyAccountPage kind="uploads" />;
