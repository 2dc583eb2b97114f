import { Badge } from '@mantine/core';
import type { LinkItem } from '@regal/shared';
import { useTranslation } from 'react-i18next';

const COLORS = { online: 'green', offline: 'orange', dead: 'red', unknown: 'gray', refused: 'dark' } as const;

export function LinkStateBadge({ link }: { link: Pick<LinkItem, 'state' | 'dead'> }) {
  const { t } = useTranslation('link-health');
  const state = link.dead ? 'dead' : link.state;
  return (
    <Badge color={COLORS[state]} variant="light" data-testid="link-state">
      {t(`state.${state}`)}
    </Badge>
  );
}
