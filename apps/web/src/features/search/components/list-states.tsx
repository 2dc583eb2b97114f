import { Button, EmptyState, Paper, Skeleton, Stack } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/feedback/load-error.tsx';

/** Nothing matched: says so and hints at what to try instead. */
export function EmptyResults({ text, testId = 'search-empty' }: { text?: string; testId?: string }) {
  const { t } = useTranslation('search');
  return (
    <EmptyState
      py={56}
      variant="light"
      icon={<IconMoodEmpty size={26} />}
      title={t('states.emptyTitle')}
      description={text ?? t('states.emptyText')}
      data-testid={testId}
    />
  );
}

/** A page past the last one (an old link, a hand-typed `page=`): says how far the list goes. */
export function PastLastPage({ total, lastPage, href }: { total: number; lastPage: number; href: string }) {
  const { t } = useTranslation('search');
  return (
    <EmptyState
      py={56}
      variant="light"
      icon={<IconMoodEmpty size={26} />}
      title={t('states.pastLastTitle')}
      description={t('states.pastLastText', { total, lastPage })}
      data-testid="search-past-last-page"
    >
      <Button component={Link} to={href} radius="xl" mt="md">
        {t('states.toLastPage')}
      </Button>
    </EmptyState>
  );
}

/** The API refused or failed: its message (a 400 names what was wrong) and a retry, in search's words. */
export function ErrorResults({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('search');
  return (
    <LoadError
      message={message}
      onRetry={onRetry}
      title={t('states.errorTitle')}
      retryLabel={t('states.retry')}
      testId="search-error"
    />
  );
}

/** Placeholder rows of a list's height, so the first answer does not push the page around. */
export function ListSkeleton({ rows = 10 }: { rows?: number }) {
  return (
    <Paper withBorder radius="md" p="sm" aria-busy data-testid="search-loading">
      <Stack gap={8}>
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} height={28} radius="sm" />
        ))}
      </Stack>
    </Paper>
  );
}
