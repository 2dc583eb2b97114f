import { Badge, Table } from '@mantine/core';
import { formatBytes, formatDate, type ZeroDayItem } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { AddToCartButton } from '../../../components/cart/add-to-cart-button.tsx';
import stacked from '../../../components/stacked-table/stacked-table.module.css';
import { StackedTable } from '../../../components/stacked-table/stacked-table.tsx';
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
    <StackedTable
      minWidth={700}
      head={[
        { label: t('columns.section'), width: 120 },
        { label: t('columns.name') },
        { label: t('columns.size'), width: 100 },
        { label: t('columns.date'), width: 110 },
        { label: t('columns.cart'), width: 70 },
      ]}
      stale={stale}
      striped
      highlightOnHover
      verticalSpacing={6}
      fz="sm"
      testId="zeroday-results"
    >
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
    </StackedTable>
  );
}
