import { Alert, Badge, Code, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { auditActionLabel } from '../../../../lib/audit-action-label.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { useEntryHistory } from '../api/entries-admin.ts';

const show = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '–';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
};

/** The entry's history from the audit log: who, when, what, old → new. */
export function EntryHistoryTab({ entryId }: { entryId: number }) {
  const { t } = useTranslation('catalogue');
  const { data, isLoading, error } = useEntryHistory(entryId);
  if (isLoading) return <Loader size="sm" />;
  if (error) return <Alert color="red">{(error as Error).message}</Alert>;
  if (!data?.items.length) return <Text c="dimmed">{t('history.empty')}</Text>;
  // Scrolls sideways on a phone: keyboard users reach it with Tab (axe).
  return (
    <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table verticalSpacing="xs" fz="sm" data-testid="entry-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.when')}</Table.Th>
            <Table.Th>{t('history.who')}</Table.Th>
            <Table.Th>{t('history.what')}</Table.Th>
            <Table.Th>{t('history.changes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.items.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at)}</Table.Td>
              <Table.Td>{row.actor ?? t('history.system')}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Badge variant="light" size="sm">
                    {auditActionLabel(row.action)}
                  </Badge>
                  {row.item_type === 'release' && (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {row.item_label}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {Object.entries(row.changes)
                    .slice(0, 12)
                    .map(([field, change]) => (
                      <Text size="xs" key={field}>
                        <Code>{field}</Code> {show(change.from)} → {show(change.to)}
                      </Text>
                    ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
