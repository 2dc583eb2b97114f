import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface LoadErrorProps {
  /** The API's own message when it has one (a 400 names what was wrong); else a general line. */
  message?: string | undefined;
  onRetry: () => void;
  /** A screen's own wording (search says "Die Suche hat nicht geklappt"); else the general one. */
  title?: string | undefined;
  retryLabel?: string | undefined;
  testId?: string;
}

/**
 * A read that failed, with a retry: every listing shows this instead of a loading state that never
 * ends (issue 36), so one component carries the state for search, type pages, warez mode and the rest.
 */
export function LoadError({ message, onRetry, title, retryLabel, testId = 'load-error' }: LoadErrorProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={title ?? t('loadError.title')}
      data-testid={testId}
    >
      <Stack gap="sm" align="flex-start">
        <span>{message || t('loadError.text')}</span>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={14} />}
          onClick={onRetry}
          data-testid={`${testId}-retry`}
        >
          {retryLabel ?? t('loadError.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
