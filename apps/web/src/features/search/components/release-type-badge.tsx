import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  movie: 'blue',
  series: 'grape',
  anime: 'pink',
  doku: 'teal',
  digital: 'yellow',
  music: 'orange',
  game: 'green',
};

/** The release list's type badge: the release's type, coloured so a long list scans quickly. */
export function ReleaseTypeBadge({ type }: { type: string }) {
  const { t } = useTranslation('common');
  return (
    <Badge size="sm" radius="sm" variant="light" color={COLORS[type] ?? 'gray'} data-testid="release-type">
      {t(`types.${type}`, { defaultValue: type })}
    </Badge>
  );
}
