import { ActionIcon, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { formatDateTime, type Key, type KeyKind } from '@regal/shared';
import { IconCopy, IconEraser } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '../../../components/share/copy-to-clipboard.ts';
import { useClearKeyIp, useUpdateKeys } from '../api/keys.ts';
import { keyNotices } from './key-notices.ts';

const STATUS_COLOUR: Record<Key['status'], string> = {
  active: 'green',
  not_used: 'green',
  used: 'blue',
  disabled: 'gray',
  expired: 'orange',
};

/** The key table's columns; a row's IP reset asks once more before it clears. */
export function useKeyColumns(kind: KeyKind): DataTableColumn<Key>[] {
  // `share` holds the spec's clipboard notices (success only when the copy succeeded).
  const { t } = useTranslation(['keys', 'share']);
  const change = useUpdateKeys(kind);
  const clearIp = useClearKeyIp(kind);
  const [confirm, setConfirm] = useState<number | null>(null);
  const notify = keyNotices;
  return [
    {
      accessor: 'key',
      title: t('fields.key'),
      render: (key) => (
        <Group gap={4} wrap="nowrap">
          <Text ff="monospace" size="sm">
            {key.key}
          </Text>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t('copy')}
            onClick={() => void copyToClipboard(key.key, t)}
          >
            <IconCopy size={14} />
          </ActionIcon>
        </Group>
      ),
    },
    { accessor: 'ip', title: t('fields.ip'), render: (key) => key.ip ?? '—' },
    { accessor: 'user', title: t('fields.user'), render: (key) => key.user?.username ?? '—' },
    ...(kind === 'license'
      ? [{ accessor: 'package', title: t('fields.package'), render: (key: Key) => key.package?.name ?? '—' }]
      : []),
    {
      accessor: 'status',
      title: t('fields.active'),
      render: (key) => (
        <Badge miw="max-content" color={STATUS_COLOUR[key.status]} variant="light">
          {t(`status.${key.status}`)}
        </Badge>
      ),
    },
    {
      accessor: 'logged_at',
      title: t('fields.logged'),
      render: (key) => formatDateTime(key.logged_at) || '—',
    },
    {
      accessor: 'expires_at',
      title: t('fields.expires'),
      render: (key) => formatDateTime(key.expires_at) || '—',
    },
    { accessor: 'created_at', title: t('fields.created'), render: (key) => formatDateTime(key.created_at) },
    {
      accessor: 'actions',
      title: '',
      textAlign: 'right',
      render: (key) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => change.mutate({ ids: [key.id], active: !key.active }, notify)}
          >
            {key.active ? t('disable') : t('enable')}
          </Button>
          {confirm === key.id ? (
            <Button
              size="compact-xs"
              color="red"
              loading={clearIp.isPending}
              onClick={() => clearIp.mutate(key.key, { ...notify, onSettled: () => setConfirm(null) })}
              data-testid="clear-ip-confirm"
            >
              {t('confirmClear')}
            </Button>
          ) : (
            <Tooltip label={kind === 'beta' ? t('clearIp') : t('reset')}>
              <ActionIcon
                variant="subtle"
                color="orange"
                disabled={!key.ip && !key.user}
                onClick={() => setConfirm(key.id)}
                aria-label={`${t('clearIp')}: ${key.key}`}
              >
                <IconEraser size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];
}
