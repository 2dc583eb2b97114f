import { Button, SimpleGrid, Skeleton } from '@mantine/core';
import { LIVE_FEED_SLOTS } from '@regal/shared';
import { IconArrowsShuffle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/feedback/load-error.tsx';
import { SectionHeader } from '../../../components/layout/section-header.tsx';
import { useLiveFeed } from '../api/get-live-feed.ts';
import { LiveFeedCard } from './live-feed-card.tsx';

/** Spec §2 Home: the live feed, 6 slots of recent releases, and a button for a new random draw. */
export function LiveFeedSection() {
  const { t } = useTranslation('entries');
  const feed = useLiveFeed();

  return (
    <section aria-labelledby="live-feed" data-testid="live-feed">
      <SectionHeader id="live-feed" title={t('live.title')}>
        <Button
          size="xs"
          radius="xl"
          variant="light"
          leftSection={<IconArrowsShuffle size={14} />}
          loading={feed.isFetching}
          onClick={() => void feed.refetch()}
          data-testid="live-random"
        >
          {t('live.random')}
        </Button>
      </SectionHeader>
      {feed.isError ? (
        <LoadError message={t('live.error')} onRetry={() => void feed.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {feed.data
            ? feed.data.map((item) => <LiveFeedCard key={item.release.uid} item={item} />)
            : Array.from({ length: LIVE_FEED_SLOTS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Skeleton key={index} height={96} radius="md" />
              ))}
        </SimpleGrid>
      )}
    </section>
  );
}
