import { Anchor, Paper, Table } from '@mantine/core';
import { formatBytes, formatDate, type ReleaseHit } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddToCartButton } from '../../../components/cart/add-to-cart-button.tsx';
import { NfoSearchButton } from '../../../components/nfo-search/nfo-search-button.tsx';
import stacked from '../../../components/stacked-table/stacked-table.module.css';
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
    <Paper withBorder radius="md" className={classes.paper}>
      <Table.ScrollContainer minWidth={760} classNames={{ scrollContainerInner: stacked.inner }}>
        <Table
          striped
          highlightOnHover
          verticalSpacing={6}
          fz="sm"
          className={stacked.table}
          data-testid={testId}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>{t('columns.type')}</Table.Th>
              <Table.Th>{t('columns.name')}</Table.Th>
              <Table.Th w={60}>{t('columns.nfo')}</Table.Th>
              <Table.Th w={100}>{t('columns.size')}</Table.Th>
              <Table.Th w={110}>{t('columns.date')}</Table.Th>
              <Table.Th w={70}>{t('columns.cart')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody className={stale ? classes.fading : undefined}>
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
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
