import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SEARCH_MASKS, type SearchMask } from '../search-params.ts';

interface MaskSwitchProps {
  mask: SearchMask;
  onChange: (mask: SearchMask) => void;
}

/** Default mask, release names, 0day (spec §2 "Search masks"). */
export function MaskSwitch({ mask, onChange }: MaskSwitchProps) {
  const { t } = useTranslation('search');
  return (
    <SegmentedControl
      value={mask}
      onChange={(value) => onChange(value as SearchMask)}
      data={SEARCH_MASKS.map((value) => ({
        value,
        label: <span data-testid={`search-mask-${value}`}>{t(`masks.${value}`)}</span>,
      }))}
      radius="xl"
      aria-label={t('masks.label')}
      data-testid="search-mask"
    />
  );
}
