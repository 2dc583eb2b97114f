import type { EntryCard, Release } from '@regal/shared';
import { StackedTable } from '../../../components/stacked-table/stacked-table.tsx';
import { ReleaseRow } from './release-row.tsx';
import classes from './releases-table.module.css';
import { ReleasesTableHead } from './releases-table-head.tsx';

interface ReleasesTableProps {
  releases: Release[];
  entry: EntryCard;
  full: boolean;
  usenetSearchUrl: string | null;
}

/** The movie table (spec §2); `full` makes it the fuller movie table. */
export function ReleasesTable({ releases, entry, full, usenetSearchUrl }: ReleasesTableProps) {
  return (
    <StackedTable
      minWidth={full ? 1100 : 860}
      head={<ReleasesTableHead full={full} />}
      radius="lg"
      className={classes.panel}
      verticalSpacing="sm"
      horizontalSpacing="md"
      highlightOnHover
      testId="releases-table"
      data-full={full || undefined}
    >
      {releases.map((release) => (
        <ReleaseRow
          key={release.uid}
          release={release}
          entry={entry}
          full={full}
          usenetSearchUrl={usenetSearchUrl}
        />
      ))}
    </StackedTable>
  );
}
