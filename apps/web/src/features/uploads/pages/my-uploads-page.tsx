import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@regal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OwnItemsPage } from '../../../components/layout/own-items-page.tsx';
import { usePolicy } from '../../../lib/policy.ts';
import { useUploads } from '../api/uploads.ts';
import { UploadForm } from '../components/upload-form.tsx';
import { UploadStateBadge } from '../components/upload-state-badge.tsx';

/** `myUploads`: the user's uploads with their state and the moderator's reason, and the upload form. */
export function MyUploadsPage() {
  const { t } = useTranslation('uploads');
  const policy = usePolicy();
  const [page, setPage] = useState(1);
  const query = useUploads('my', { page, per_page: 20 });

  return (
    <OwnItemsPage
      title={t('my.title')}
      testId="my-uploads"
      items={query.data?.items}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      texts={{ error: t('my.error'), emptyTitle: t('my.emptyTitle'), emptyText: t('my.emptyText') }}
      page={page}
      onPage={setPage}
      renderItem={(upload) => (
        <Paper key={upload.id} withBorder p="md" radius="md" data-testid="my-upload">
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {upload.fulltitle}
              </Text>
              <UploadStateBadge state={upload.state} />
            </Group>
            <Text size="xs" c="dimmed">
              {[
                upload.entry?.title,
                upload.entry?.proposed ? t('my.proposed') : null,
                upload.quality,
                upload.lang.join(', ') || null,
                upload.hosts.join(', ') || null,
                formatDateTime(upload.created_at),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {upload.reason && (
              <Alert
                variant="light"
                color={upload.state === 'rejected' ? 'red' : 'blue'}
                p="xs"
                data-testid="upload-reason"
              >
                <Text size="sm">
                  {t('my.reason', { by: upload.moderated_by ?? '—' })}: {upload.reason}
                </Text>
              </Alert>
            )}
          </Stack>
        </Paper>
      )}
      aside={
        policy.can('upload.create') ? (
          <UploadForm />
        ) : (
          <Alert color="blue" variant="light">
            {t('my.verifyFirst')}
          </Alert>
        )
      }
    />
  );
}
