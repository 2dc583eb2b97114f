import { Badge, Paper, Table } from '@mantine/core';
import { formatBytes, formatDate, type ZeroDayItem } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { AddToCartButton } from '../../../components/cart/add-to-cart-button.tsx';
import stacked from '../../../components/stacked-table/stacked-table.module.css';
import { currentLocale } from '../../../lib/i18n.ts';
import classes from './results-table.module.css';

interface ZeroDayTableProps {
  items: ZeroDayItem[];
  stale: boolean;
}

/** Spec §2 0day list: section, name, size, date, cart. */
export function ZeroDayTable({ items, stale }: ZeroDayTableProps) {
  const { t } = useTranslation('search');
  return (
    <Paper withBorder radius="md" className={classes.paper}>
      <Table.ScrollContainer minWidth={700} classNames={{ scrollContainerInner: stacked.inner }}>
        <Table
          striped
          highlightOnHover
          verticalSpacing={6}
          fz="sm"
          className={stacked.table}
          data-testid="zeroday-results"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={120}>{t('columns.section')}</Table.Th>
              <Table.Th>{t('columns.name')}</Table.Th>
              <Table.Th w={100}>{t('columns.size')}</Table.Th>
              <Table.Th w={110}>{t('columns.date')}</Table.Th>
              <Table.Th w={70}>{t('columns.cart')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody className={stale ? classes.fading : undefined}>
            {items.map((item) => (
              <Table.Tr key={item.id} data-testid="zeroday-row" data-section={item.section}>
                <Table.Td>
                  <Badge size="sm" radius="sm" variant="outline">
                    {t(`sections.${item.section}`)}
                  </Badge>
                </Table.Td>
                <Table.Td className={`${classes.name} ${stacked.primary}`}>{item.fulltitle}</Table.Td>
                {/* Formatted here, not the server's size_readable: German readers get "601,4 MB". */}
                <Table.Td className={classes.nowrap} data-testid="release-size">
                  {formatBytes(item.size, 2, currentLocale())}
                </Table.Td>
                <Table.Td className={classes.nowrap}>{formatDate(item.updated_at)}</Table.Td>
                <Table.Td className={stacked.end}>
                  <AddToCartButton release={item.release} entry={item.release.entry} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
