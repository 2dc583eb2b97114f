import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './releases-table.module.css';

/** Column heads of the movie table (and, with `full`, the fuller movie table). */
export function ReleasesTableHead({ full }: { full: boolean }) {
  const { t } = useTranslation('entries');
  return (
    <Table.Thead className={classes.head}>
      <Table.Tr>
        <Table.Th>{t('releases.name')}</Table.Th>
        <Table.Th>{t('releases.nfo')}</Table.Th>
        <Table.Th>{t('releases.language')}</Table.Th>
        <Table.Th>{t('releases.size')}</Table.Th>
        <Table.Th>{t('releases.group')}</Table.Th>
        {full && (
          <>
            <Table.Th>{t('releases.resolution')}</Table.Th>
            <Table.Th>{t('releases.audio')}</Table.Th>
            <Table.Th>{t('releases.source')}</Table.Th>
            <Table.Th>{t('releases.codec')}</Table.Th>
          </>
        )}
        <Table.Th>{t('releases.cart')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
