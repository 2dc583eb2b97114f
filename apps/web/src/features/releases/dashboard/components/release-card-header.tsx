import { Badge, Checkbox, Code, Group, Text } from '@mantine/core';
import type { EditorRelease } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date.ts';

interface Props {
  release: EditorRelease | null;
  trashed: boolean;
  selected?: boolean | undefined;
  onSelect?: ((selected: boolean) => void) | undefined;
}

/** The card's header (spec 02 §2): selection, uid, id, created/updated, the DELETED marker, owner. */
export function ReleaseCardHeader({ release, trashed, selected, onSelect }: Props) {
  const { t } = useTranslation('catalogue');
  return (
    <Group justify="space-between" wrap="wrap" mb="sm" gap="xs">
      <Group gap="xs" wrap="wrap">
        {onSelect && release && (
          <Checkbox
            checked={selected ?? false}
            onChange={(e) => onSelect(e.currentTarget.checked)}
            aria-label={t('release.select')}
          />
        )}
        {release ? (
          <>
            <Code>{release.uid}</Code>
            <Text size="xs" c="dimmed">
              #{release.id} · {t('release.created')} {formatDateTime(release.created_at)} ·{' '}
              {t('release.updated')} {formatDateTime(release.updated_at)}
            </Text>
            {trashed && (
              <Badge color="red" data-testid="release-deleted-badge">
                DELETED
              </Badge>
            )}
          </>
        ) : (
          <Text fw={600}>{t('release.new')}</Text>
        )}
      </Group>
      {release?.user && (
        <Text size="xs" c="dimmed">
          {release.user.username}
        </Text>
      )}
    </Group>
  );
}
