import { Badge } from '@mantine/core';
import type { ModerationState } from '@regal/shared';
import { useTranslation } from 'react-i18next';

const COLOR: Record<ModerationState, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
  postponed: 'blue',
  hidden: 'gray',
};

export function UploadStateBadge({ state }: { state: ModerationState }) {
  const { t } = useTranslation('uploads');
  return (
    <Badge
      color={COLOR[state]}
      variant="light"
      style={{ flexShrink: 0 }}
      data-testid="upload-state"
      data-state={state}
    >
      {t(`state.${state}`)}
    </Badge>
  );
}
