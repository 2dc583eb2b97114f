import { Accordion, Badge, Button, Group, Text } from '@mantine/core';
import type { EntryCard, Release } from '@regal/shared';
import { IconLayoutList } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StackedTable } from '../../../components/stacked-table/stacked-table.tsx';
import { ReleaseRow } from './release-row.tsx';
import classes from './releases-table.module.css';
import { ReleasesTableHead } from './releases-table-head.tsx';
import { episodesIn, groupBySeason } from './season-groups.ts';

const pad = (n: number) => String(n).padStart(2, '0');

interface SeriesReleasesProps {
  releases: Release[];
  entry: EntryCard;
  full: boolean;
  usenetSearchUrl: string | null;
}

/** Spec §2 series table: grouped by season and episode, collapsible, with an open-all button. */
export function SeriesReleases({ releases, entry, full, usenetSearchUrl }: SeriesReleasesProps) {
  const { t } = useTranslation('entries');
  const seasons = groupBySeason(releases);
  // The first season starts open; the rest wait for a click or "open all".
  const [open, setOpen] = useState<string[]>(() => seasons.slice(0, 1).map((s) => s.key));
  const allOpen = seasons.every((season) => open.includes(season.key));

  return (
    <div data-testid="series-releases">
      <Group justify="flex-end" mb="sm">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconLayoutList size={14} />}
          onClick={() => setOpen(allOpen ? [] : seasons.map((season) => season.key))}
          data-testid="open-all-seasons"
        >
          {allOpen ? t('series.closeAll') : t('series.openAll')}
        </Button>
      </Group>
      <Accordion multiple value={open} onChange={setOpen} variant="separated" radius="lg">
        {seasons.map((season) => (
          <Accordion.Item key={season.key} value={season.key} data-testid="season" data-season={season.key}>
            <Accordion.Control data-testid="season-toggle">
              {/* Spans only: the control is a button, which holds phrasing content (issue 36). */}
              <span className={classes.seasonHead}>
                <Text component="span" fw={700}>
                  {season.season === null ? t('series.other') : t('series.season', { number: season.season })}
                </Text>
                <Badge component="span" variant="light" radius="sm" data-testid="season-episode-count">
                  {t('series.episodes', { count: episodesIn(season) })}
                </Badge>
                <Text component="span" size="xs" c="dimmed">
                  {t('releases.count', { count: season.rows.length })}
                </Text>
              </span>
            </Accordion.Control>
            <Accordion.Panel>
              <StackedTable
                minWidth={full ? 1100 : 860}
                head={<ReleasesTableHead full={full} />}
                className={classes.panel}
                verticalSpacing="sm"
                horizontalSpacing="md"
                highlightOnHover
                testId="releases-table"
              >
                {season.rows.map(({ release, episode }) => (
                  <ReleaseRow
                    key={release.uid}
                    release={release}
                    entry={entry}
                    full={full}
                    usenetSearchUrl={usenetSearchUrl}
                    prefix={
                      episode === null
                        ? season.season === null
                          ? undefined
                          : t('series.pack')
                        : `E${pad(episode)}`
                    }
                  />
                ))}
              </StackedTable>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </div>
  );
}
