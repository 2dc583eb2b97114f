import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { EntryDetail } from '@regal/shared';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundState } from '../../../components/feedback/not-found-state.tsx';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { EntryReviewsSection } from '../../reviews/components/entry-reviews-section.tsx';
import { useEntry } from '../api/get-entry.ts';
import { BackButton } from '../components/back-button.tsx';
import { EntryActors } from '../components/entry-actors.tsx';
import { EntryBackdrop } from '../components/entry-backdrop.tsx';
import { EntryHeader } from '../components/entry-header.tsx';
import { EntryReleasesSection } from '../components/entry-releases-section.tsx';
import classes from './entry-detail-page.module.css';

function EntryDetailView({ entry }: { entry: EntryDetail }) {
  return (
    <article data-testid="entry-detail" data-uid={entry.uid}>
      <EntryBackdrop entry={entry} />
      <PageContainer className={classes.overlap}>
        <div className={classes.back}>
          <BackButton />
        </div>
        <Stack gap={48}>
          <EntryHeader entry={entry} />
          <EntryActors actors={entry.options.actors} />
          <EntryReleasesSection entry={entry} />
          <EntryReviewsSection entry={entry} />
        </Stack>
      </PageContainer>
    </article>
  );
}

function EntryDetailSkeleton() {
  return (
    <div aria-busy>
      <Skeleton height={360} radius={0} />
      <PageContainer>
        <Stack gap="md">
          <Skeleton height={40} width="50%" />
          <Skeleton height={24} width="70%" />
          <Skeleton height={120} />
        </Stack>
      </PageContainer>
    </div>
  );
}

/** `/detail/:uid/:slug?`: one entry with its releases; the slug is only for people reading URLs. */
export function EntryDetailPage() {
  const { t } = useTranslation('entries');
  const { uid } = useParams();
  const query = useEntry(uid);

  if (query.isPending) return <EntryDetailSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.isNotFound) {
      return <NotFoundState title={t('detail.notFoundTitle')} text={t('detail.notFoundText')} />;
    }
    return (
      <PageContainer>
        <Alert color="red" variant="light" title={t('detail.errorText')} data-testid="entry-error">
          <Button
            mt="sm"
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void query.refetch()}
          >
            {t('detail.retry')}
          </Button>
        </Alert>
      </PageContainer>
    );
  }
  return <EntryDetailView entry={query.data} />;
}
