import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useCheckLinks, useEntryLinks } from '../api/links.ts';
import { LinkReason } from '../components/link-reason.tsx';
import { LinkStateBadge } from './link-state-badge.tsx';

/** Staff: every hoster link of one entry with its state, and "check now" for all of them. */
export function EntryLinksPage() {
  const { t } = useTranslation('link-health');
  const uid = useParams().uid ?? '';
  const query = useEntryLinks(uid);
  const check = useCheckLinks();

  if (query.isLoading) return <Loader />;
  if (query.error || !query.data)
    return (
      <Alert color="red" role="alert">
        {query.error instanceof Error ? query.error.message : t('loadError')}
      </Alert>
    );
  const entry = query.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/dashboard/links" size="sm">
        {t('back')}
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{entry.title}</Title>
        <Group gap="xs">
          {!entry.active && <Badge color="red">{t('hidden')}</Badge>}
          <Button
            onClick={() => check.mutate({ entry_uid: entry.entry_uid })}
            loading={check.isPending}
            data-testid="check-entry-links"
          >
            {t('checkNow')}
          </Button>
        </Group>
      </Group>
      {check.data && (
        <Text size="sm" c="green" role="status">
          {t('checking', { count: check.data.links })}
        </Text>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder data-testid="entry-links">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('col.state')}</Table.Th>
              <Table.Th>{t('col.release')}</Table.Th>
              <Table.Th>{t('col.hoster')}</Table.Th>
              <Table.Th>{t('col.reason')}</Table.Th>
              <Table.Th>{t('col.checked')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entry.links.map((link) => (
              <Table.Tr key={link.id}>
                <Table.Td>
                  <LinkStateBadge link={link} />
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  <Text size="sm">{link.release}</Text>
                  <Anchor href={link.url} target="_blank" rel="noopener noreferrer" size="xs">
                    {link.url}
                  </Anchor>
                </Table.Td>
                <Table.Td>{link.hoster}</Table.Td>
                <Table.Td>
                  <LinkReason reason={link.reason} />
                </Table.Td>
                <Table.Td>{link.checked_at ? formatDateTime(link.checked_at) : t('never')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {entry.links.length === 0 && <Text c="dimmed">{t('noLinks')}</Text>}
    </Stack>
  );
}
