import { Accordion, Badge, Group, Text } from '@mantine/core';
import type { EntryCard, Release } from '@regal/shared';
import { IconLayoutList } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import plainButton from '../../../components/plain-button/plain-button.module.css';
import { BUTTON_CLASS, ButtonInner } from '../../../components/plain-button/plain-button.tsx';
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

/*
 * The open-all button and each season's head are plain elements wearing Mantine's classes, their
 * variables in releases-table.module.css (issue 34); the accordion stays Mantine's. The static
 * `mantine-Badge-*` names stay on the light badge: global.css darkens its text by them (light scheme).
 */
const SEASON_NAME = `${Text.classes.root} ${classes.seasonName}`;
const EPISODES = `${Badge.classes.root} mantine-Badge-root ${classes.episodes}`;
const SEASON_COUNT = `${Text.classes.root} ${classes.seasonCount}`;

/** Spec §2 series table: grouped by season and episode, collapsible, with an open-all button. */
export function SeriesReleases({ releases, entry, full, usenetSearchUrl }: SeriesReleasesProps) {
  const { t } = useTranslation('entries');
  const seasons = groupBySeason(releases);
  // The first season starts open; the rest wait for a click or "open all".
  const [open, setOpen] = useState<string[]>(() => seasons.slice(0, 1).map((s) => s.key));
  const allOpen = seasons.every((season) => open.includes(season.key));

  return (
    <div data-testid="series-releases">
      <div className={`${Group.classes.root} ${classes.openAllRow}`}>
        <button
          type="button"
          className={`${BUTTON_CLASS} ${plainButton.lightXs}`}
          data-variant="light"
          data-size="xs"
          data-with-left-section
          onClick={() => setOpen(allOpen ? [] : seasons.map((season) => season.key))}
          data-testid="open-all-seasons"
        >
          <ButtonInner left={<IconLayoutList size={14} />}>
            {allOpen ? t('series.closeAll') : t('series.openAll')}
          </ButtonInner>
        </button>
      </div>
      <Accordion multiple value={open} onChange={setOpen} variant="separated" radius="lg">
        {seasons.map((season) => (
          <Accordion.Item key={season.key} value={season.key} data-testid="season" data-season={season.key}>
            <Accordion.Control data-testid="season-toggle">
              {/* Spans only: the control is a button, which holds phrasing content (issue 36). */}
              <span className={classes.seasonHead}>
                <span className={SEASON_NAME}>
                  {season.season === null ? t('series.other') : t('series.season', { number: season.season })}
                </span>
                <span className={EPISODES} data-variant="light" data-testid="season-episode-count">
                  <span className={`${Badge.classes.label} mantine-Badge-label`}>
                    {t('series.episodes', { count: episodesIn(season) })}
                  </span>
                </span>
                <span className={SEASON_COUNT}>{t('releases.count', { count: season.rows.length })}</span>
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
