import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HintTooltip } from '../deferred/hint-tooltip.tsx';
import { HEADER_ICON, HEADER_ICON_BUTTON } from './header-controls.ts';

/** Dark/light switch; Mantine's manager keeps the choice under `THEME_STORAGE_KEY`. */
export function ThemeToggle({ testId = 'theme-toggle' }: { testId?: string }) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  const isDark = scheme === 'dark';
  const label = isDark ? t('theme.toLight') : t('theme.toDark');

  return (
    <HintTooltip label={label}>
      <button
        type="button"
        className={HEADER_ICON_BUTTON}
        aria-label={label}
        data-testid={testId}
        data-scheme={scheme}
        onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
      >
        <span className={HEADER_ICON}>{isDark ? <IconSun size={20} /> : <IconMoon size={20} />}</span>
      </button>
    </HintTooltip>
  );
}
