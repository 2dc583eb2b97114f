import { Grid, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import type { Paged } from '@regal/shared';
import type { ReactNode } from 'react';
import { LoadError } from '../feedback/load-error.tsx';
import { PageContainer } from './page-container.tsx';

interface OwnItemsPageProps<T> {
  title: string;
  /** The list's test id (`my-tickets`, `my-uploads`). */
  testId: string;
  /** One page of the user's items, undefined while loading. */
  items: Paged<T> | undefined;
  isError: boolean;
  /** Reads the list again after a failed read. */
  onRetry: () => void;
  texts: { error: string; emptyTitle: string; emptyText: string };
  page: number;
  onPage: (page: number) => void;
  renderItem: (item: T) => ReactNode;
  /** Beside the list on wide screens, below it on phones: the form for a new item. */
  aside: ReactNode;
  /** After the layout: a dialog the list opens. */
  children?: ReactNode;
}

/**
 * A signed-in user's own items (`myTickets`, `myUploads`): the list with its error and empty states
 * and pages on the left, the form for a new one on the right.
 */
export function OwnItemsPage<T>(props: OwnItemsPageProps<T>) {
  const { items, texts } = props;
  return (
    <PageContainer>
      <Stack gap="md" my="lg">
        <Title order={1}>{props.title}</Title>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm" data-testid={props.testId}>
              {props.isError && !items && <LoadError message={texts.error} onRetry={props.onRetry} />}
              {items && items.total === 0 && (
                <Paper withBorder p="lg" radius="md">
                  <Text fw={600}>{texts.emptyTitle}</Text>
                  <Text size="sm" c="dimmed">
                    {texts.emptyText}
                  </Text>
                </Paper>
              )}
              {items?.data.map(props.renderItem)}
              {items && items.last_page > 1 && (
                <Pagination total={items.last_page} value={props.page} onChange={props.onPage} size="sm" />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>{props.aside}</Grid.Col>
        </Grid>
      </Stack>
      {props.children}
    </PageContainer>
  );
}
