import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { type EntryDetail, truncate } from '@regal/shared';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundState } from '../../../components/feedback/not-found-state.tsx';
import { HydrationPass } from '../../../components/layout/hydration-pass.tsx';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { PageHead } from '../../../components/seo/page-head.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useHttpStatus, useSiteOrigin } from '../../../lib/render-context.tsx';
import { EntryReviewsSection } from '../../reviews/components/entry-reviews-section.tsx';
import { useEntry } from '../api/get-entry.ts';
import { BackButton } from '../components/back-button.tsx';
import { EntryActors } from '../components/entry-actors.tsx';
import { EntryBackdrop } from '../components/entry-backdrop.tsx';
import { EntryHeader } from '../components/entry-header.tsx';
import { EntryReleasesSection } from '../components/entry-releases-section.tsx';
import { entryStructuredData, ogTypeOf } from '../lib/entry-structured-data.ts';
import classes from './entry-detail-page.module.css';

/** A search result's snippet length: the description is cut with the UI's own helper. */
const META_DESCRIPTION_LENGTH = 160;

/** The entry's head: its title and description, canonical, preview image and schema.org data. */
function EntryHead({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation('entries');
  const origin = useSiteOrigin();
  const description = truncate(entry.description || t('detail.noDescription'), META_DESCRIPTION_LENGTH);
  // The raster preview made from the backdrop or cover (1200×630), absolute for link previews.
  const image = `${origin}/api/media/og/${encodeURIComponent(entry.uid)}.png`;
  const title = entry.year ? `${entry.title} (${entry.year})` : entry.title;
  return (
    <PageHead
      title={title}
      description={description}
      path={paths.detail(entry.uid, entry.slug)}
      image={image}
      ogType={ogTypeOf(entry)}
      jsonLd={entryStructuredData(
        entry,
        `${origin}${paths.detail(entry.uid, entry.slug)}`,
        image,
        description,
      )}
    />
  );
}

/** The server answers a page that could not be read with 503, so nobody keeps it. */
function HttpStatus({ status }: { status: number }) {
  useHttpStatus(status);
  return null;
}

function EntryDetailView({ entry }: { entry: EntryDetail }) {
  return (
    <article data-testid="entry-detail" data-uid={entry.uid}>
      <EntryHead entry={entry} />
      <EntryBackdrop entry={entry} />
      <PageContainer className={classes.overlap}>
        <div className={classes.back}>
          <BackButton />
        </div>
        {/* <Stack gap={48}>, as a plain element wearing its class (issue 34). */}
        <div className={`${Stack.classes.root} ${classes.sections}`}>
          <EntryHeader entry={entry} />
          {/* Hydrated after the header, the reviews after the releases (one commit each). */}
          <HydrationPass>
            <EntryActors actors={entry.options.actors} />
            <EntryReleasesSection entry={entry} />
            <HydrationPass>
              <EntryReviewsSection entry={entry} />
            </HydrationPass>
          </HydrationPass>
        </div>
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

  if (query.isPending)
    return (
      <>
        <PageHead title={t('common:meta.detail.title')} description={t('common:meta.detail.description')} />
        <EntryDetailSkeleton />
      </>
    );
  if (query.isError) {
    if (isApiError(query.error) && query.error.namesNothing) {
      return <NotFoundState title={t('detail.notFoundTitle')} text={t('detail.notFoundText')} />;
    }
    return (
      <PageContainer>
        <HttpStatus status={503} />
        <PageHead title={t('common:meta.detail.title')} description={t('detail.errorText')} noindex />
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
