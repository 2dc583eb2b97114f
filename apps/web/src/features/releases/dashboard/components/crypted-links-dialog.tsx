import { ActionIcon, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { EditorRelease } from '@regal/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCryptedLinksSave } from '../api/releases-admin.ts';

type Row = { key: number; host: string; link: string; check: string };
let nextKey = 1;

/** Admin only: rows of host, container URL and status image URL; only complete rows are saved. */
export function CryptedLinksDialog({
  release,
  opened,
  onClose,
}: {
  release: EditorRelease;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const save = useCryptedLinksSave();
  const initial = () => {
    const rows = Object.entries(release.crypted_links).map(([host, link]) => ({
      key: nextKey++,
      host,
      link,
      check: release.options.check[host] ?? '',
    }));
    return rows.length ? rows : [{ key: nextKey++, host: '', link: '', check: '' }];
  };
  const [rows, setRows] = useState<Row[]>(initial);
  const patch = (index: number, change: Partial<Row>) =>
    setRows(rows.map((r, i) => (i === index ? { ...r, ...change } : r)));
  const submit = async () => {
    const complete = rows.filter((r) => r.host.trim() && r.link.trim());
    try {
      await save.mutateAsync({
        id: release.id,
        crypted_links: Object.fromEntries(complete.map((r) => [r.host.trim(), r.link.trim()])),
        options: {
          check: Object.fromEntries(
            complete.filter((r) => r.check.trim()).map((r) => [r.host.trim(), r.check.trim()]),
          ),
        },
      });
      notifications.show({ color: 'teal', message: t('release.cryptedSaved') });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: (error as Error).message });
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('release.editCrypted')} size="xl">
      <Stack gap="xs">
        {rows.map((row, index) => (
          <Group key={row.key} gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={index === 0 ? t('release.host') : undefined}
              aria-label={t('release.host')}
              value={row.host}
              onChange={(e) => patch(index, { host: e.currentTarget.value })}
              w={140}
            />
            <TextInput
              label={index === 0 ? t('release.containerUrl') : undefined}
              aria-label={t('release.containerUrl')}
              value={row.link}
              onChange={(e) => patch(index, { link: e.currentTarget.value })}
              style={{ flex: 1 }}
            />
            <TextInput
              label={index === 0 ? t('release.statusImage') : undefined}
              aria-label={t('release.statusImage')}
              value={row.check}
              onChange={(e) => patch(index, { check: e.currentTarget.value })}
              style={{ flex: 1 }}
            />
            <ActionIcon
              color="red"
              variant="subtle"
              aria-label={t('media.remove')}
              onClick={() => setRows(rows.filter((_, i) => i !== index))}
              mb={4}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between" mt="sm">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={14} />}
            onClick={() => setRows([...rows, { key: nextKey++, host: '', link: '', check: '' }])}
          >
            {t('release.addRow')}
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
