import { Badge, Table, Text } from '@mantine/core';
import { formatDate, type RequestItem } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { AddToCartButton } from '../../../components/cart/add-to-cart-button.tsx';
import stacked from '../../../components/stacked-table/stacked-table.module.css';
import { StackedTable } from '../../../components/stacked-table/stacked-table.tsx';
import { RequestVoteButton, RequestVotesHeader } from '../../votes/components/request-votes.tsx';
import { RequestRowActions } from './request-row-actions.tsx';
import classes from './results-table.module.css';

interface RequestTableProps {
  items: RequestItem[];
  stale: boolean;
  /** Moderators see who asked and may edit and delete (spec §6). */
  moderator: boolean;
}

/** Spec §2 REQ list: name, user (moderators), filled, requested, cart. */
export function RequestTable({ items, stale, moderator }: RequestTableProps) {
  const { t } = useTranslation('search');
  return (
    <StackedTable
      minWidth={700}
      head={
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.name')}</Table.Th>
            {moderator && <Table.Th data-testid="req-user-column">{t('columns.user')}</Table.Th>}
            <Table.Th w={120}>{t('columns.filled')}</Table.Th>
            <Table.Th w={120}>{t('columns.requested')}</Table.Th>
            <Table.Th w={90}>
              <RequestVotesHeader />
            </Table.Th>
            <Table.Th w={70}>{t('columns.cart')}</Table.Th>
            {moderator && <Table.Th w={90}>{t('columns.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
      }
      stale={stale}
      striped
      highlightOnHover
      verticalSpacing={6}
      fz="sm"
      testId="req-results"
    >
      {items.map((item) => (
        <Table.Tr key={item.id} data-testid="req-row" data-filled={item.filled_at !== null}>
          <Table.Td className={`${classes.name} ${stacked.primary}`}>{item.fulltitle}</Table.Td>
          {moderator && <Table.Td data-testid="req-user">{item.user?.username ?? '–'}</Table.Td>}
          <Table.Td className={classes.nowrap}>
            {item.filled_at ? (
              <Badge size="sm" radius="sm" color="green" variant="light">
                {formatDate(item.filled_at)}
              </Badge>
            ) : (
              <Badge size="sm" radius="sm" color="gray" variant="light">
                {t('req.open')}
              </Badge>
            )}
          </Table.Td>
          <Table.Td className={classes.nowrap}>{formatDate(item.created_at)}</Table.Td>
          <Table.Td className={stacked.tools}>
            <RequestVoteButton item={item} />
          </Table.Td>
          <Table.Td className={stacked.end}>
            {item.release ? (
              <AddToCartButton release={item.release} entry={item.release.entry} />
            ) : (
              <Text size="xs" c="dimmed" title={t('req.noRelease')}>
                –
              </Text>
            )}
          </Table.Td>
          {moderator && (
            <Table.Td className={stacked.tools}>
              <RequestRowActions item={item} />
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </StackedTable>
  );
}
