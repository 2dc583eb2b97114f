import { Stack, Text } from '@mantine/core';
import { ENTRY_TYPES } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { FeedAlternate, feedPaths } from '../../../components/feed/feed-alternate.tsx';
import { HydrationPass } from '../../../components/layout/hydration-pass.tsx';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { WhenVisible } from '../../../components/layout/when-visible.tsx';
import { usePublicSettings } from '../../../components/share/use-public-settings.ts';
import { useLatestEntries } from '../api/get-latest-entries.ts';
import { ActorsStrip } from '../components/actors-strip.tsx';
import { LatestEntriesSection } from '../components/latest-entries-section.tsx';
import { LiveFeedSection } from '../components/live-feed-section.tsx';
import { RotatingIntro } from '../components/rotating-intro.tsx';
import { TypeRowSection } from '../components/type-row-section.tsx';

/**
 * Home (v3, spec §2): the rotating intro header, the grid of latest entries, the live feed, a
 * horizontal scroller per type and the actors strip. Each section loads on its own, the ones below
 * the fold when they come near the screen.
 */
export function HomePage() {
  const latest = useLatestEntries();
  const settings = usePublicSettings();
  const intro = settings.data?.intro_text;
  const { t } = useTranslation();

  return (
    <div data-testid="home-page">
      <FeedAlternate href={feedPaths.all()} title={t('feed.all')} />
      {(latest.isPending || latest.data?.[0]) && <RotatingIntro entries={latest.data} />}
      {/* Hydrated after the intro header: the grid of cards was most of home's one commit. */}
      <HydrationPass>
        <PageContainer>
          <Stack gap={48}>
            {intro && (
              <Text
                size="lg"
                c="dimmed"
                maw={820}
                style={{ whiteSpace: 'pre-line' }}
                data-testid="home-intro"
              >
                {intro}
              </Text>
            )}
            <LatestEntriesSection
              entries={latest.data}
              loading={latest.isPending}
              failed={latest.isError}
              onRetry={() => void latest.refetch()}
            />
            {/* Below the fold on a phone: each section is drawn (and fetched) when it comes near. */}
            <WhenVisible minHeight={320} testId="live-feed-slot">
              <LiveFeedSection />
            </WhenVisible>
            {ENTRY_TYPES.map((type) => (
              <WhenVisible key={type} minHeight={310} testId={`type-row-${type}-slot`}>
                <TypeRowSection type={type} />
              </WhenVisible>
            ))}
            <WhenVisible minHeight={160} testId="actors-strip-slot">
              <ActorsStrip />
            </WhenVisible>
          </Stack>
        </PageContainer>
      </HydrationPass>
    </div>
  );
}
