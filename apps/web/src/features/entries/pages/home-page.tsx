import { Stack } from '@mantine/core';
import { ENTRY_TYPES } from '@regal/shared';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { useLatestEntries } from '../api/get-latest-entries.ts';
import { HomeHero } from '../components/home-hero.tsx';
import { LatestEntriesSection } from '../components/latest-entries-section.tsx';
import { TypeRowSection } from '../components/type-row-section.tsx';

/**
 * Home (v3). Built as a stack of independent sections so later ones (rotating intro, live feed,
 * actors strip) slot in without touching the others.
 */
export function HomePage() {
  const latest = useLatestEntries();

  return (
    <div data-testid="home-page">
      {(latest.isPending || latest.data?.[0]) && <HomeHero entry={latest.data?.[0]} />}
      <PageContainer>
        <Stack gap={48}>
          <LatestEntriesSection entries={latest.data} loading={latest.isPending} failed={latest.isError} />
          {ENTRY_TYPES.map((type) => (
            <TypeRowSection key={type} type={type} />
          ))}
        </Stack>
      </PageContainer>
    </div>
  );
}
