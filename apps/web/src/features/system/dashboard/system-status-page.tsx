import { Alert, Badge, Code, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatBytes, type SystemStatus } from '@regal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../api/get-system-status.ts';

/**
 * `dashboard/system`: how this server runs (decision 013). The first thing it says is whether mail
 * goes out: without SMTP, verification and reset mails only reach the server's log and files.
 */
export function SystemStatusPage() {
  const { t } = useTranslation('system');
  const status = useSystemStatus();
  const data = status.data;
  return (
    <Stack gap="lg" data-testid="system-status">
      <Title order={1}>{t('title')}</Title>
      {status.isError && <Alert color="red">{t('loadError')}</Alert>}
      {!data ? (
        !status.isError && <Skeleton h={240} />
      ) : (
        <>
          {data.mail.configured ? (
            <Alert
              color="green"
              title={t('mail.onTitle')}
              // The light scheme's green title on its pale tint stays under 4.5:1 (axe).
              styles={{ label: { color: 'var(--mantine-color-text)' } }}
              data-testid="mail-configured"
            >
              {t('mail.on')}
            </Alert>
          ) : (
            <Alert color="yellow" title={t('mail.offTitle')} data-testid="mail-not-configured">
              <Stack gap={4}>
                <Text size="sm">{t('mail.off')}</Text>
                {data.mail.outbox_dir && (
                  <Text size="sm">
                    {t('mail.folder')} <Code>{data.mail.outbox_dir}</Code>
                  </Text>
                )}
              </Stack>
            </Alert>
          )}
          <Table withTableBorder variant="vertical" layout="fixed" data-testid="system-table">
            <Table.Tbody>
              <Row label={t('rows.mail')}>
                <Badge color={data.mail.configured ? 'green' : 'yellow'} autoContrast>
                  {t(data.mail.configured ? 'values.smtp' : 'values.files')}
                </Badge>
              </Row>
              <Row label={t('rows.database')}>{t(`values.db.${data.database.kind}`)}</Row>
              <Row label={t('rows.trustProxy')}>
                <Group gap="xs">
                  <Code>{data.trust_proxy}</Code>
                  <Text size="xs" c="dimmed">
                    {t(data.trust_proxy === 'false' ? 'values.proxyOff' : 'values.proxyOn')}
                  </Text>
                </Group>
              </Row>
              <Row label={t('rows.publicUrl')}>
                <Code>{data.public_url}</Code>
              </Row>
              <Row label={t('rows.hsts')}>{t(data.hsts ? 'values.yes' : 'values.no')}</Row>
              <Row label={t('rows.rateLimits')}>{t(`values.limits.${data.rate_limits}`)}</Row>
              <Row label={t('rows.nodeEnv')}>
                <Code>{data.node_env}</Code>
              </Row>
              <Row label={t('rows.backup')}>
                <BackupState backup={data.backup} />
              </Row>
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}

/** The newest backup run: when, where and how big, or why it failed (decision 034). */
function BackupState({ backup }: { backup: SystemStatus['backup'] }) {
  const { t, i18n } = useTranslation('system');
  const last = backup.last;
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <Stack gap={4} data-testid="backup-state">
      {!last ? (
        <Text size="sm">{t('backup.none')}</Text>
      ) : last.error ? (
        <Text size="sm" c="red">
          {t('backup.failed', { when: when(last.started_at), error: last.error })}
        </Text>
      ) : last.finished_at ? (
        <Text size="sm">
          {t('backup.done', { when: when(last.finished_at), size: formatBytes(last.size_bytes ?? 0) })}{' '}
          <Code>{last.file}</Code>
        </Text>
      ) : (
        <Text size="sm">{t('backup.running', { when: when(last.started_at) })}</Text>
      )}
      <Text size="xs" c="dimmed">
        {t('backup.where', { keep: backup.keep })} <Code>{backup.dir}</Code>
      </Text>
    </Stack>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={220}>{label}</Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}
