import { IconLayoutGrid } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HEADER_ICON, HEADER_ICON_BUTTON, withClass } from '../../../components/header/header-controls.ts';

/**
 * The apps button; the menu around it arrives after the first paint (deferred-widget.tsx). A plain
 * button wearing Mantine's ActionIcon classes (header-controls.ts); the menu's target props land on it.
 */
export function AppsMenuTrigger({ className, ...props }: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={withClass(HEADER_ICON_BUTTON, className)}
      aria-label={t('apps.label')}
      data-testid="apps-menu"
      {...props}
    >
      <span className={HEADER_ICON}>
        <IconLayoutGrid size={20} />
      </span>
    </button>
  );
}
