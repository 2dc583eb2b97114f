import { Anchor, Table } from '@mantine/core';
import { formatBytes, formatDate, type ReleaseHit } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddToCartButton } from '../../../components/cart/add-to-cart-button.tsx';
import { NfoSearchButton } from '../../../components/nfo-search/nfo-search-button.tsx';
import stacked from '../../../components/stacked-table/stacked-table.module.css';
import { StackedTable } from '../../../components/stacked-table/stacked-table.tsx';
import { currentLocale } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { ReleaseTypeBadge } from './release-type-badge.tsx';
import classes from './results-table.module.css';

interface ReleaseTableProps {
  releases: ReleaseHit[];
  /** An older page is still shown while the next one loads. */
  stale: boolean;
  testId?: string;
}

/** Spec §2 release list: type badge, name, NFO, size, date, cart. */
export function ReleaseTable({ releases, stale, testId = 'release-results' }: ReleaseTableProps) {
  const { t } = useTranslation('search');
  return (
    <StackedTable
      minWidth={760}
      head={[
        { label: t('columns.type'), width: 90 },
        { label: t('columns.name') },
        { label: t('columns.nfo'), width: 60 },
        { label: t('columns.size'), width: 100 },
        { label: t('columns.date'), width: 110 },
        { label: t('columns.cart'), width: 70 },
      ]}
      stale={stale}
      striped
      highlightOnHover
      verticalSpacing={6}
      fz="sm"
      testId={testId}
    >
      {releases.map((release) => (
        <Table.Tr key={release.uid} data-testid="release-result-row" data-type={release.type}>
          <Table.Td>
            <ReleaseTypeBadge type={release.type} />
          </Table.Td>
          <Table.Td className={`${classes.name} ${stacked.primary}`}>
            {release.entry ? (
              <Anchor
                component={Link}
                to={paths.detail(release.entry.uid, release.entry.slug)}
                c="inherit"
                fz="xs"
              >
                {release.fulltitle}
              </Anchor>
            ) : (
              release.fulltitle
            )}
          </Table.Td>
          <Table.Td className={stacked.tools}>
            <NfoSearchButton fulltitle={release.fulltitle} />
          </Table.Td>
          <Table.Td className={classes.nowrap} data-testid="release-size">
            {formatBytes(release.size, 2, currentLocale())}
          </Table.Td>
          <Table.Td className={classes.nowrap}>{formatDate(release.created_at)}</Table.Td>
          <Table.Td className={stacked.end}>
            <AddToCartButton release={release} entry={release.entry} />
          </Table.Td>
        </Table.Tr>
      ))}
    </StackedTable>
  );
}
