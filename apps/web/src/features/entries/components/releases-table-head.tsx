import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './releases-table.module.css';

// Plain cells with Mantine's classes, as in release-row.tsx (issue 34); the attributes are the ones
// Table.Tr took from the table's context.
const TH = Table.classes.th;

/** Column heads of the movie table (and, with `full`, the fuller movie table). */
export function ReleasesTableHead({ full }: { full: boolean }) {
  const { t } = useTranslation('entries');
  return (
    <thead className={`${Table.classes.thead} ${classes.head}`}>
      <tr className={Table.classes.tr} data-with-row-border data-hover>
        <th className={TH}>{t('releases.name')}</th>
        <th className={TH}>{t('releases.nfo')}</th>
        <th className={TH}>{t('releases.language')}</th>
        <th className={TH}>{t('releases.size')}</th>
        <th className={TH}>{t('releases.group')}</th>
        {full && (
          <>
            <th className={TH}>{t('releases.resolution')}</th>
            <th className={TH}>{t('releases.audio')}</th>
            <th className={TH}>{t('releases.source')}</th>
            <th className={TH}>{t('releases.codec')}</th>
          </>
        )}
        <th className={TH}>{t('releases.cart')}</th>
      </tr>
    </thead>
  );
}
