import { Paper, Table } from '@mantine/core';
import type { EntryCard, Release } from '@regal/shared';
import stacked from '../../../components/stacked-table/stacked-table.module.css';
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
    <Paper withBorder radius="lg" className={classes.paper}>
      <Table.ScrollContainer
        minWidth={full ? 1100 : 860}
        classNames={{ scrollContainerInner: stacked.inner }}
      >
        <Table
          verticalSpacing="sm"
          horizontalSpacing="md"
          highlightOnHover
          className={stacked.table}
          data-testid="releases-table"
          data-full={full || undefined}
        >
          <ReleasesTableHead full={full} />
          <Table.Tbody>
            {releases.map((release) => (
              <ReleaseRow
                key={release.uid}
                release={release}
                entry={entry}
                full={full}
                usenetSearchUrl={usenetSearchUrl}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
