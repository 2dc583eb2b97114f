import { Chip, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SearchMask } from '../search-params.ts';

interface TypeButtonsProps {
  mask: Exclude<SearchMask, 'entries'>;
  options: readonly string[];
  value: string[];
  onChange: (types: string[]) => void;
}

/** The release mask's type buttons (no digital, no music) and the 0day mask's nine sections. */
export function TypeButtons({ mask, options, value, onChange }: TypeButtonsProps) {
  const { t } = useTranslation(['search', 'common']);
  const labelOf = (option: string) =>
    mask === '0day' ? t(`sections.${option}`) : t(`common:typesPlural.${option}`);
  return (
    <Chip.Group multiple value={value} onChange={onChange}>
      <Group gap={6} data-testid="search-type-buttons" aria-label={t('filters.type')} role="group">
        {options.map((option) => (
          <Chip key={option} value={option} size="sm" radius="xl" data-testid={`search-type-${option}`}>
            {labelOf(option)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
