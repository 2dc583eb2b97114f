import { Alert, Grid, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@regal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/layout/page-container.tsx';
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
  const items = query.data?.items;

  return (
    <PageContainer>
      <Stack gap="md" my="lg">
        <Title order={1}>{t('my.title')}</Title>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm" data-testid="my-uploads">
              {query.isError && <Alert color="red">{t('my.error')}</Alert>}
              {items && items.total === 0 && (
                <Paper withBorder p="lg" radius="md">
                  <Text fw={600}>{t('my.emptyTitle')}</Text>
                  <Text size="sm" c="dimmed">
                    {t('my.emptyText')}
                  </Text>
                </Paper>
              )}
              {items?.data.map((upload) => (
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
              ))}
              {items && items.last_page > 1 && (
                <Pagination total={items.last_page} value={page} onChange={setPage} size="sm" />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            {policy.can('upload.create') ? (
              <UploadForm />
            ) : (
              <Alert color="blue" variant="light">
                {t('my.verifyFirst')}
              </Alert>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </PageContainer>
  );
}
