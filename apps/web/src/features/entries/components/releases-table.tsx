import { Alert, Paper, Table } from '@mantine/core';
import type { Release } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { ReleaseRow } from './release-row.tsx';
import classes from './releases-table.module.css';

/** Releases of an entry: name, language badges, size, group, date and hoster links. */
export function ReleasesTable({ releases }: { releases: Release[] }) {
  const { t } = useTranslation('entries');

  if (releases.length === 0) {
    return (
      <Alert variant="light" data-testid="releases-empty">
        {t('releases.empty')}
      </Alert>
    );
  }

  return (
    <Paper withBorder radius="lg" className={classes.paper}>
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover data-testid="releases-table">
          <Table.Thead className={classes.head}>
            <Table.Tr>
              <Table.Th>{t('releases.name')}</Table.Th>
              <Table.Th>{t('releases.language')}</Table.Th>
              <Table.Th>{t('releases.size')}</Table.Th>
              <Table.Th>{t('releases.group')}</Table.Th>
              <Table.Th>{t('releases.date')}</Table.Th>
              <Table.Th>{t('releases.links')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {releases.map((release) => (
              <ReleaseRow key={release.uid} release={release} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
