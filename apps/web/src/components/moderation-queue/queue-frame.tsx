import {
  Alert,
  Button,
  Loader,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Paged } from '@regal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import scrollX from '../layout/scroll-x.module.css';
import type { QueueParams } from './use-queue-params.ts';

interface QueueQuery<T> {
  data?: { items: Paged<T> };
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

interface QueueFrameProps<S extends string, T> {
  title: string;
  states: readonly S[];
  stateLabel: (state: S) => string;
  params: QueueParams<S>;
  query: QueueQuery<T>;
  /** One card an item, with its key. */
  renderItem: (item: T) => ReactNode;
  testId: string;
  /** shown under the title (e.g. the report queue's hide-breaker warning) */
  notice?: ReactNode;
}

/**
 * The frame of a staff moderation queue (uploads, reports): a title, the state tabs, then the cards
 * of the chosen state a page at a time, with loading, error (and retry) and empty states.
 */
export function QueueFrame<S extends string, T>({
  title,
  states,
  stateLabel,
  params,
  query,
  renderItem,
  testId,
  notice,
}: QueueFrameProps<S, T>) {
  const { t } = useTranslation('dashboard');
  const items = query.data?.items;
  return (
    <Stack gap="md" data-testid={testId}>
      <Title order={1}>{title}</Title>
      {notice}
      <SegmentedControl
        value={params.state}
        onChange={(value) => params.setState(value as S)}
        data={states.map((value) => ({ value, label: stateLabel(value) }))}
        style={{ alignSelf: 'flex-start' }}
        className={scrollX.scrollX}
      />
      {query.isPending && (
        <Stack align="center" py="lg" aria-live="polite">
          <Loader size="sm" aria-label={t('table.loading')} />
        </Stack>
      )}
      {query.isError && (
        <Alert color="red" title={t('table.errorTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{query.error?.message ?? t('table.errorText')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
              {t('table.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {items && items.total === 0 && (
        <Paper withBorder p="lg" radius="md">
          <Text c="dimmed">{t('table.empty')}</Text>
        </Paper>
      )}
      {items?.data.map(renderItem)}
      {items && items.last_page > 1 && (
        <Pagination total={items.last_page} value={params.page} onChange={params.setPage} />
      )}
    </Stack>
  );
}
