import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../../components/feedback/status-page.tsx';
import { isChunkLoadError } from '../../pwa/chunk-load.ts';
import { NotFoundPage } from './not-found-page.tsx';

/** Last line of defence for a page that throws while rendering or a chunk that fails to load. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error('[route]', error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunk = isChunkLoadError(error);

  return (
    <StatusPage
      testId={chunk ? 'chunk-load-error' : 'route-error'}
      title={chunk ? t('error.chunkTitle') : t('error.title')}
      text={chunk ? t('error.chunkText') : t('error.text')}
      actions={
        <Button
          size="md"
          radius="xl"
          leftSection={<IconRefresh size={18} />}
          onClick={() => window.location.reload()}
        >
          {t('error.reload')}
        </Button>
      }
    />
  );
}
